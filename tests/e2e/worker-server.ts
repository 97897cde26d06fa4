// One server under test per Playwright worker: its own port, demo maker port and embedded database
// in a fresh temp folder, so specs in two workers never share a player, a site flag or an address
// block. Started by the worker fixture in fixtures.ts; `ops()` reaches it through E2E_DATA_DIR.
//
// A new PGlite folder costs seconds (create, migrate, seed the demo site), and two workers doing it
// at once on two busy cores took over a minute: global-setup.ts starts the server once on a
// template folder and stops it, and each worker's server starts on a copy of that folder, as a
// restarted server would (the schema is current, the demo site is there).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Startup on a busy two-core machine: a new PGlite folder, migrations and the demo seed. */
const START_TIMEOUT_MS = 90_000;
/** The server closes its database and exits well within this on SIGTERM. */
const STOP_TIMEOUT_MS = 15_000;
/** How much of the server's latest output is kept to explain an unexpected end. */
const RECENT_OUTPUT_CHARS = 20_000;

export interface WorkerServer {
  baseURL: string;
  port: number;
  makerPort: number;
  dataDir: string;
  /** Stops the server and deletes its data folder. */
  stop(): Promise<void>;
  /** Stops the server and copies its data folder to `target` first. */
  stopAndKeep(target: string): Promise<void>;
}

/** A port nothing listens on right now (the OS's choice, released for the server to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

/** A new temp folder, holding a copy of `template` when given. */
function newDataDir(template: string | undefined): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Starts `node scripts/run-ts.mjs server/start.ts` (as npm start does) and resolves once it prints that it is ready. */
async function startOnce(label: string, template: string | undefined, extraEnv: NodeJS.ProcessEnv = {}): Promise<WorkerServer> {
  const [port, makerPort, seamlessPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = newDataDir(template);
  // Unset so the server opens its own embedded database in dataDir, never a shared PostgreSQL.
  const { DATABASE_URL: _shared, ...env } = process.env;
  // `node` directly (not npm/npx) so SIGTERM reaches the server and it closes its database.
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'server/start.ts'], {
    cwd: repoRoot,
    // Info-level logs (kept in memory only) say why a server shut down, e.g. a SIGTERM from elsewhere.
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MAKER_PORT: String(makerPort), SEAMLESS_MAKER_PORT: String(seamlessPort), LOG_LEVEL: 'info', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A worker that dies without its teardown must not leave its server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  // The server logs JSON lines (warnings and errors) on stdout: the latest are kept, and shown if
  // it ends while tests still use it.
  let recent = '';
  const keep = (chunk: Buffer) => {
    recent = (recent + chunk.toString()).slice(-RECENT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  let ready = false;
  child.once('exit', (code, signal) => {
    if (ready && !stopping) process.stderr.write(`[${label}] the server on ${port} ended (${code ?? signal}) while in use; its last output:\n${recent}\n`);
  });
  const stopAndKeep = async (target?: string) => {
    stopping = true;
    await stopChild(child);
    process.off('exit', killOnExit);
    if (target) cpSync(dataDir, target, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = () => stopAndKeep();
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(' is ready on ')) {
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          ready = true;
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${recent}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${port}`, port, makerPort, dataDir, stop, stopAndKeep };
}

/**
 * Starts a server on a new data folder (a copy of `template` when given); a second try covers a
 * port another process took between the probe and the listen. `extraEnv` adds to its environment
 * (WEB_DIR, for a spec that serves builds of its own).
 */
export async function startServer(label: string, template?: string, extraEnv?: NodeJS.ProcessEnv): Promise<WorkerServer> {
  try {
    return await startOnce(label, template, extraEnv);
  } catch (error) {
    if (!String(error).includes('EADDRINUSE')) throw error;
    return startOnce(label, template, extraEnv);
  }
}

/** A data folder a server has created, migrated and seeded, then closed: the workers' template. */
export async function makeTemplateDataDir(): Promise<string> {
  const server = await startServer('template');
  const template = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  await server.stopAndKeep(template);
  return template;
}
