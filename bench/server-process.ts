// A server of a bench run as a process of its own, the way an outside client meets it: started with
// `node scripts/run-ts.mjs <script>` from the project root, ready when its ready line is printed, and
// killed when the bench exits whatever way (a hard limit exits at once).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from '../server/db/client';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How long a server process may take to say it is ready (migrations and the seed on a loaded machine). */
const READY_LIMIT_MS = 120_000;

/** Every server process still running: killed when this process exits, whatever way (the hard limit exits at once). */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
// Stopped by a signal, exit through the handler above so no server outlives the bench.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));

export interface ServerProcess {
  url: string;
  /** The process id: its CPU time is read from /proc (processCpuMs). */
  pid: number;
  /** Everything it printed until its ready line (the server names its maker's origin there). */
  output: string;
  /** Each whole line it prints from now on goes to `listener` (the probe's lines among them). */
  onLine(listener: (line: string) => void): void;
  stop(): Promise<void>;
}

/**
 * Starts `node scripts/run-ts.mjs <script> ...args` from the project root and waits for its ready line.
 * `probe`: the process also loads bench/event-loop-probe.ts, which prints its event loop's delay
 * and CPU once a second. With BENCH_CPU_PROF_DIR set, the process also writes a CPU profile there
 * when it exits (node --cpu-prof), to open in Chrome's DevTools.
 */
export async function startProcess(script: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, probe = false): Promise<ServerProcess> {
  // As npm start runs a script (scripts/run-ts.mjs: one bundle, no loader hooks); the probe, when
  // asked for, is loaded with tsx, whose hooks then slow the start but not the timed run.
  const imports = probe ? ['--import', 'tsx', '--import', './bench/event-loop-probe.ts', 'scripts/run-ts.mjs'] : ['scripts/run-ts.mjs'];
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR] : [];
  const child = spawn(process.execPath, [...profile, ...imports, script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} was not ready within ${READY_LIMIT_MS / 1000} s:\n${output}`)), READY_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const listeners: ((line: string) => void)[] = [];
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) for (const listener of listeners) listener(line);
  });
  return {
    url,
    pid: child.pid!,
    output,
    onLine: (listener) => void listeners.push(listener),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const FLOOR_READY = /floor ready on (http:\/\/\S+)/;
export const SERVER_READY = / is ready on (http:\/\/\S+?)\/? \(/;


/**
 * The environment `server/start.ts` runs with in a bench: a free port on 127.0.0.1 (its demo maker
 * on a free port too), a stub web app in `scratch`, and the database: DATA_DIR/pglite for PGlite
 * (server/config.ts), DATABASE_URL for PostgreSQL.
 */
export function serverEnv(options: DatabaseOptions, scratch: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_DIR: path.join(scratch, 'web') };
  fs.mkdirSync(path.join(scratch, 'web'), { recursive: true });
  fs.writeFileSync(path.join(scratch, 'web', 'index.html'), '<!doctype html><title>bench</title>');
  if (options.kind === 'pglite') {
    if (!options.directory) throw new Error('a bench server needs a PGlite directory');
    env.DATA_DIR = path.dirname(options.directory);
    delete env.DATABASE_URL;
  } else {
    env.DATABASE_URL = options.url;
    env.DATA_DIR = scratch;
  }
  return env;
}

/** Stops a bench's servers, newest first, then removes its scratch folder and its database. */
export async function stopServers(processes: ServerProcess[], scratch: string, target: { cleanup(): Promise<void> }): Promise<void> {
  for (const started of [...processes].reverse()) await started.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
  await target.cleanup();
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system) process `pid` has used so far, in milliseconds, from /proc (so in
 * 10 ms ticks); null where there is no /proc. Read before and after a run and divided by the
 * requests it served, it says what a request costs the server whatever else the machine runs.
 */
export function processCpuMs(pid: number, withEndedChildren = false): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name, which may hold spaces: utime and stime are the 14th and 15th,
  // cutime and cstime (the children it has waited for) the 16th and 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]) + (withEndedChildren ? Number(fields[13]) + Number(fields[14]) : 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The CPU time every PostgreSQL server process on this machine has used so far, in milliseconds
 * (null where there is no /proc): read around a run against the bench's own cluster, nothing else
 * running, it is what the run cost the database's backends. A backend that ended during the run
 * (a pool's connection closed, an autovacuum worker done) counts through its postmaster's waited-for
 * children: without them the sum fell when one ended, and a full run printed PostgreSQL's CPU for
 * a getInfo as -23 µs (2026-12-03).
 */
export function postgresCpuMs(): number | null {
  let names: string[];
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(Number(name), true) ?? 0;
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

/** The machine a figure was measured on: its cores and load average, which every bench prints beside its figures. */
export function machineLoad(): string {
  const [load1, load5] = os.loadavg();
  return `${os.availableParallelism()} cores, load average ${load1?.toFixed(2)} (1 min) ${load5?.toFixed(2)} (5 min)`;
}
