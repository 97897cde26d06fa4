// The databases a bench runs the real server on: a fresh embedded one in a temp folder, and a fresh
// database on PostgreSQL, dropped afterwards: on the server BENCH_DATABASE_URL names, else on a
// throwaway cluster of the bench's own (as bench:wallet and bench:rounds), so `npm run bench` alone
// prints every goal on both databases.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '../server/db/client';
import { onBenchPostgres } from './throwaway-postgres';

export interface BenchDatabase {
  name: string;
  options: DatabaseOptions;
  cleanup(): Promise<void>;
  /** PostgreSQL only: another fresh database on the same server, for a measurement that must start where this one started. */
  another?(): Promise<BenchDatabase>;
}

/** `prefix` names the temp folder and the PostgreSQL database after the bench (e.g. 'bench_api'). */
export function pgliteDatabase(prefix: string): BenchDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  return {
    name: 'PGlite (temp dir)',
    options: { kind: 'pglite', directory: path.join(dir, 'pglite') },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresDatabase(adminUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    options: { kind: 'postgres', url: url.toString(), maxConnections: 10 },
    async cleanup() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
    another: () => postgresDatabase(adminUrl, prefix),
  };
}

export interface BenchRun {
  /** The script's name in messages, e.g. 'bench:api'. */
  name: string;
  /** Names the temp folder and the PostgreSQL database (see pgliteDatabase). */
  prefix: string;
  /** The whole run gives up after this long, so a hung server cannot hold CI or a terminal. */
  hardLimitMs: number;
  /** Measured once before the databases (figures that need no server). */
  before?: () => Promise<void>;
  /** Measures the real server on one database; it cleans up the database when done. */
  bench: (database: BenchDatabase) => Promise<void>;
}

/**
 * Runs a bench on a fresh embedded database, then on PostgreSQL: BENCH_DATABASE_URL's, else a
 * throwaway cluster (skipped with a line when PostgreSQL 15 is not installed).
 */
export async function runOnEachDatabase({ name, prefix, hardLimitMs, before, bench }: BenchRun): Promise<void> {
  const guard = setTimeout(() => {
    process.stderr.write(`${name} took over ${hardLimitMs / 1000} s; giving up\n`);
    process.exit(1);
  }, hardLimitMs);
  guard.unref();
  try {
    await before?.();
    await bench(pgliteDatabase(prefix));
    const measured = await onBenchPostgres(async (adminUrl) => bench(await postgresDatabase(adminUrl, prefix)));
    if (!measured) process.stdout.write(`(PostgreSQL 15 is not installed and BENCH_DATABASE_URL is not set: ${name} did not measure PostgreSQL)\n`);
  } catch (error) {
    process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  }
}
