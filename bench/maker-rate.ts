// `npm run bench:maker`: how many rounds a second one demo maker plays on PostgreSQL, through its
// real frame API over HTTP (what a game page sends), with CLIENTS spinning the slot at once for
// different players. Uses BENCH_DATABASE_URL when set, else a throwaway PostgreSQL 15 (as
// bench:wallet does). Each spin is one transaction: the player's row locked, the balance
// checked, the nonce spent, the round recorded. Afterwards the books must agree: what the
// players hold equals what came in, less every bet, plus every win.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { DemoMakerAdapter } from '../server/makers/demo/demo-adapter';
import { startDemoMaker } from '../server/makers/demo/demo-maker';
import { postgresDatabase } from './bench-database';
import { postgresAvailable, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const CLIENTS = 8;
const SECONDS = 10;
const PLAYERS = 200;
const FUNDING = 1_000_000_00n;
const HARD_LIMIT_MS = 3 * 60_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function makerRate(adminUrl: string) {
  const target = await postgresDatabase(adminUrl, 'bench_maker');
  const database = await openDatabase({ kind: 'postgres', url: (target.options as { url: string }).url, maxConnections: CLIENTS });
  const maker = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: randomBytes(32).toString('hex'), platformOrigin: 'http://127.0.0.1:1', webDir: os.tmpdir() });
  try {
    const adapter = new DemoMakerAdapter(maker.adapterOptions);
    const sessions: string[] = [];
    for (let playerId = 1; playerId <= PLAYERS; playerId += 1) {
      await adapter.transferIn({ playerId, transferId: `bench-in-${playerId}`, amount: FUNDING });
      const { url } = await adapter.launch({ player: { id: playerId, displayName: `p${playerId}`, locale: 'en_US', currencyCode: 'PHP', currencySymbol: '₱' }, gameCode: 'lucky-lanterns', returnUrl: '' });
      const response = await fetch(`${maker.origin}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: new URL(url).searchParams.get('token') }) });
      sessions.push(((await response.json()) as { sessionKey: string }).sessionKey);
    }
    const latencies: number[] = [];
    let failures = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let spin = 0; performance.now() < deadline; spin += 1) {
          // Each client keeps to its own players, so no two spins wait on one player's lock.
          const key = sessions[(client + spin * CLIENTS) % PLAYERS] as string;
          const begin = performance.now();
          const response = await fetch(`${maker.origin}/api/round`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: '{"stake":1}' });
          await response.arrayBuffer();
          if (response.status !== 200) failures += 1;
          latencies.push(performance.now() - begin);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const result = (await database.db.execute(sql`select
        (select count(*) from demo_maker_round)::text as rounds,
        (select coalesce(sum(balance), 0) from demo_maker_player)::text as held,
        (select coalesce(sum(amount), 0) from demo_maker_transfer where direction = 'in')::text as came_in,
        (select coalesce(sum(win - bet), 0) from demo_maker_round)::text as net`)) as unknown as { rows: { rounds: string; held: string; came_in: string; net: string }[] };
    const [books] = result.rows;
    const sorted = latencies.sort((a, b) => a - b);
    return { elapsed, attempts: latencies.length, failures, p50: percentile(sorted, 50), p99: percentile(sorted, 99), books };
  } finally {
    await maker.close();
    await database.close();
    await target.cleanup();
  }
}

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    process.stderr.write(`bench:maker took over ${HARD_LIMIT_MS / 1000} s; giving up\n`);
    process.exit(1);
  }, HARD_LIMIT_MS);
  guard.unref();
  let cluster: ThrowawayPostgres | null = null;
  try {
    let adminUrl = process.env.BENCH_DATABASE_URL;
    if (!adminUrl) {
      if (!postgresAvailable()) {
        process.stdout.write('bench:maker needs PostgreSQL 15 (initdb) or BENCH_DATABASE_URL; skipped\n');
        return;
      }
      cluster = await startThrowawayPostgres();
      adminUrl = cluster.url;
    }
    process.stdout.write(`bench:maker on PostgreSQL, ${CLIENTS} clients spinning Lucky Lanterns over HTTP for ${SECONDS} s\n`);
    const run = await makerRate(adminUrl);
    const rounds = Number(run.books?.rounds ?? 0);
    process.stdout.write(`  rounds ${(rounds / run.elapsed).toFixed(0).padStart(6)} /s   latency p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms   (${rounds} rounds of ${run.attempts} requests, ${run.failures} refused)\n`);
    const balanced = run.books && BigInt(run.books.held) === BigInt(run.books.came_in) + BigInt(run.books.net);
    process.stdout.write(`  books: players hold ${run.books?.held}, came in ${run.books?.came_in}, rounds net ${run.books?.net}: ${balanced ? 'balanced' : 'NOT BALANCED'}\n`);
    if (!balanced || run.failures > 0) process.exitCode = 1;
  } catch (error) {
    process.stderr.write(`bench:maker failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    cluster?.stop();
  }
}

await main();
