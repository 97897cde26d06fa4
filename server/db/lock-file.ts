// One process per PGlite directory: two processes on the same files lose writes silently
// (TOOLCHAIN.md), so the owner writes its pid into a lock file beside the directory and everyone
// else is refused until that process is gone.
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly directory: string,
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(
      `The database directory ${directory} is in use by process ${pid} (lock file ${lockPath}). ` +
        'Stop that process first; while it runs, `npm run ops` talks to it instead.',
    );
  }
}

export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

/** Locks this process holds, so a second open inside the same process is refused too. */
const heldLocks = new Set<string>();

export function lockPathFor(directory: string): string {
  return `${path.resolve(directory)}.lock`;
}

/** The pid of a live process holding the directory, or null when it is free or the lock is stale. */
export function lockOwner(directory: string): number | null {
  const lockPath = lockPathFor(directory);
  const pid = readPid(lockPath);
  if (pid === null) return null;
  if (pid === process.pid) return heldLocks.has(lockPath) ? pid : null;
  return isAlive(pid) ? pid : null;
}

export function acquireDirectoryLock(directory: string): DirectoryLock {
  const lockPath = lockPathFor(directory);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  if (!tryCreate(lockPath)) {
    const owner = lockOwner(directory);
    if (owner !== null) throw new DatabaseLockedError(path.resolve(directory), owner, lockPath);
    // The owner died without cleaning up: take the lock over. If another process takes it over in
    // the same instant, exactly one of the two exclusive creates wins.
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) {
      throw new DatabaseLockedError(path.resolve(directory), readPid(lockPath) ?? -1, lockPath);
    }
  }
  heldLocks.add(lockPath);
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      heldLocks.delete(lockPath);
      if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
    },
  };
}

/** Link a finished temp file into place, so nobody ever reads a lock without its pid. */
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it still holds the lock.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed process lingers as a zombie until reaped; it answers signals but holds nothing. */
function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat is "pid (name) state ..."; the name may hold spaces, so read after ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no /proc (macOS): trust the signal check
  }
}
