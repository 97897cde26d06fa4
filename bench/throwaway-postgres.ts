// A PostgreSQL 15 cluster that lives for one bench run, when BENCH_DATABASE_URL names none: initdb
// in a temp folder, started on a free loopback port (fsync off, trust auth), stopped and removed
// afterwards. The same recipe as .ci/run; as root it runs the server as the postgres user.
//
// The benches reach it over its Unix socket, as a server on the same host as its PostgreSQL would
// be set up (DATABASE_URL's ?host=<socket folder>; README): on this 2-core virtual machine a write
// to a loopback TCP socket runs the receiving side's TCP path too, and such writes (its replies and
// its queries) were half of the demo maker's busy time (docs/performance.md); the queries' share
// goes the shorter way. Alternated bench:rounds, 2026-12-02: over TCP 1,265 and
// 1,491 rounds/s, spin p99 25.0 and 22.7 ms; over the socket 1,455 and 2,033 rounds/s, p99 19.3 and
// 13.9 ms. Every floor goes the same way as what it is set beside. It still listens on 127.0.0.1.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  /** An admin URL (user postgres, database postgres), over the cluster's Unix socket. */
  url: string;
  port: number;
  stop(): void;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(binary: string, args: string[]): void {
  const command = path.join(POSTGRES_BIN, binary);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export function postgresAvailable(): boolean {
  return fs.existsSync(path.join(POSTGRES_BIN, 'initdb')) && fs.existsSync(path.join(POSTGRES_BIN, 'pgbench'));
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  const data = path.join(root, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run('pg_ctl', ['-D', data, '-l', path.join(root, 'log'), '-w', '-t', '30', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off`, 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
  // A bench's hard limit ends the process with process.exit, past every finally: the cluster is
  // stopped then too (the full run of 2026-12-03 left one running after bench:capacity's limit).
  process.once('exit', () => {
    try {
      stop();
    } catch (error) {
      process.stderr.write(`the throwaway PostgreSQL in ${root} did not stop: ${String(error)}\n`);
    }
  });
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(root)}&port=${port}`,
    port,
    stop,
  };
}

/**
 * `body` with an admin URL: BENCH_DATABASE_URL's server, else a throwaway cluster stopped once
 * `body` ends. False, and nothing run, when neither is to be had (PostgreSQL 15 not installed).
 */
export async function onBenchPostgres(body: (adminUrl: string) => Promise<void>): Promise<boolean> {
  const named = process.env.BENCH_DATABASE_URL;
  if (named) {
    await body(named);
    return true;
  }
  if (!postgresAvailable()) return false;
  const cluster = await startThrowawayPostgres();
  try {
    await body(cluster.url);
  } finally {
    cluster.stop();
  }
  return true;
}

/**
 * Runs a PostgreSQL bench: on the server BENCH_DATABASE_URL names, else on a throwaway cluster
 * (skipped with a line when PostgreSQL 15 is not installed), given up after `hardLimitMs`. A throw
 * prints the stack and fails the run.
 */
export async function runPostgresBench(
  name: string,
  { hardLimitMs, needs = 'initdb' }: { hardLimitMs: number; needs?: string },
  body: (adminUrl: string) => Promise<void>,
): Promise<void> {
  const guard = setTimeout(() => {
    process.stderr.write(`${name} took over ${hardLimitMs / 1000} s; giving up\n`);
    process.exit(1);
  }, hardLimitMs);
  guard.unref();
  try {
    if (!(await onBenchPostgres(body))) process.stdout.write(`${name} needs PostgreSQL 15 (${needs}) or BENCH_DATABASE_URL; skipped\n`);
  } catch (error) {
    process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  }
}
