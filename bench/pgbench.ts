// The floor a wallet transfer is measured against: pgbench's built-in TPC-B-like transaction (three
// balance updates, one select, one history insert per transaction) on the same PostgreSQL, with
// the same number of clients, in the same run. Runs in its own throwaway database, dropped after.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresEndpoint } from '../server/db/postgres-endpoint';
import { POSTGRES_BIN } from './throwaway-postgres';

const execFileAsync = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  /** pgbench's own average latency, ms. */
  latencyMs: number;
  transactions: number;
}

export async function runPgbench(adminUrl: string, options: { clients: number; seconds: number; scale: number }): Promise<PgbenchResult> {
  const name = `bench_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  // A Unix socket's folder comes as ?host= (the throwaway cluster's URL): pgbench takes it as -h.
  const endpoint = postgresEndpoint(adminUrl);
  const connection = ['-h', endpoint.host, '-p', endpoint.port, '-U', endpoint.user || 'postgres'];
  const env = { ...process.env, PGPASSWORD: endpoint.password };
  const pgbench = path.join(POSTGRES_BIN, 'pgbench');
  try {
    await execFileAsync(pgbench, [...connection, '-i', '-q', '-s', String(options.scale), name], { env });
    const { stdout } = await execFileAsync(
      pgbench,
      [...connection, '-n', '-b', 'tpcb-like', '-c', String(options.clients), '-j', String(Math.min(options.clients, 2)), '-T', String(options.seconds), name],
      { env },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    const transactions = /number of transactions actually processed: (\d+)/.exec(stdout);
    if (!tps || !latency || !transactions) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return { tps: Number(tps[1]), latencyMs: Number(latency[1]), transactions: Number(transactions[1]) };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
  }
}
