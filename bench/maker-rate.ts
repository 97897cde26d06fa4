// `npm run bench:maker`: how many rounds a second one demo maker plays on PostgreSQL, through its
// real frame API over HTTP (what a game page sends), with CLIENTS spinning the slot at once for
// different players. Uses BENCH_DATABASE_URL when set, else a throwaway PostgreSQL 15 (as
// bench:wallet does). Each spin is one transaction: the player's row locked, the balance
// checked, the nonce spent, the round recorded (one database call, demo_maker_spin). Afterwards the
// books must agree: what the players hold equals what came in, less every bet, plus every win.
// Its floor, from the same run: the same clients over HTTP to a bare Fastify route in the same
// process whose every request is one single-row write transaction (an UPDATE of a player's maker
// row) on the same database: what a spin in one call cannot beat.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../server/db/client';
import { DemoMakerAdapter } from '../server/makers/demo/demo-adapter';
import { startDemoMaker } from '../server/makers/demo/demo-maker';
import { postgresDatabase } from './bench-database';
import { drive, type Drive } from './http-drive';
import { runPostgresBench } from './throwaway-postgres';

const CLIENTS = 8;
const SECONDS = 10;
const PLAYERS = 200;
const FUNDING = 1_000_000_00n;
const HARD_LIMIT_MS = 3 * 60_000;

function figure(label: string, run: Drive, count: number): string {
  return `  ${label.padEnd(46)} ${(count / run.elapsed).toFixed(0).padStart(6)} /s   latency p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms\n`;
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
    // Each client keeps to its own players, so no two requests wait on one player's lock.
    const playerOf = (client: number, spin: number) => (client + spin * CLIENTS) % PLAYERS;
    const floorApp = Fastify({ logger: false });
    floorApp.post<{ Body: { playerId: number } }>('/', async (request) => {
      await database.db.execute(sql`update demo_maker_player set updated_at = now() where player_id = ${request.body.playerId}`);
      return { ok: true };
    });
    const floorUrl = await floorApp.listen({ host: '127.0.0.1', port: 0 });
    let floor: Drive;
    try {
      floor = await drive({ clients: CLIENTS, seconds: SECONDS }, (client, spin) => ({ url: floorUrl, headers: {}, body: JSON.stringify({ playerId: playerOf(client, spin) + 1 }) }));
    } finally {
      await floorApp.close();
    }
    const run = await drive({ clients: CLIENTS, seconds: SECONDS }, (client, spin) => ({ url: `${maker.origin}/api/round`, headers: { authorization: `Bearer ${sessions[playerOf(client, spin)] as string}` }, body: '{"stake":1}' }));
    const result = (await database.db.execute(sql`select
        (select count(*) from demo_maker_round)::text as rounds,
        (select coalesce(sum(balance), 0) from demo_maker_player)::text as held,
        (select coalesce(sum(amount), 0) from demo_maker_transfer where direction = 'in')::text as came_in,
        (select coalesce(sum(win - bet), 0) from demo_maker_round)::text as net`)) as unknown as { rows: { rounds: string; held: string; came_in: string; net: string }[] };
    const [books] = result.rows;
    return { floor, run, books };
  } finally {
    await maker.close();
    await database.close();
    await target.cleanup();
  }
}

await runPostgresBench('bench:maker', { hardLimitMs: HARD_LIMIT_MS }, async (adminUrl) => {
  process.stdout.write(`bench:maker on PostgreSQL, ${CLIENTS} clients spinning Lucky Lanterns over HTTP for ${SECONDS} s\n`);
  const { floor, run, books } = await makerRate(adminUrl);
  const rounds = Number(books?.rounds ?? 0);
  const [load1] = os.loadavg();
  process.stdout.write(`  (${os.availableParallelism()} cores, load average ${load1?.toFixed(2)} over the last minute)\n`);
  process.stdout.write(figure('floor: HTTP + one single-row write transaction', floor, floor.attempts));
  process.stdout.write(figure('rounds (spins)', run, rounds).replace(/\n$/, `   (${rounds} rounds of ${run.attempts} requests, ${run.failures} refused)\n`));
  process.stdout.write(`  ${''.padEnd(46)} = ${((rounds / run.elapsed / (floor.attempts / floor.elapsed)) * 100).toFixed(1)} % of the floor; spin p99 goal ≤ 15 ms: ${run.p99 <= 15 ? 'ok' : 'over'}\n`);
  const balanced = books && BigInt(books.held) === BigInt(books.came_in) + BigInt(books.net);
  process.stdout.write(`  books: players hold ${books?.held}, came in ${books?.came_in}, rounds net ${books?.net}: ${balanced ? 'balanced' : 'NOT BALANCED'}\n`);
  if (!balanced || run.failures > 0 || floor.failures > 0) process.exitCode = 1;
});
