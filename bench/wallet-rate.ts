// `npm run bench:wallet`: how many wallet transfers a second the ledger posts on PostgreSQL, beside
// pgbench's TPC-B-like rate on the same cluster, with the same number of clients, in the same run
// (goal: at least 50 % of it). Uses BENCH_DATABASE_URL when set, else starts a throwaway
// PostgreSQL 15 (bench/throwaway-postgres.ts). The wallet side: 1000 players funded by an operator
// adjustment, then CLIENTS loops, each moving 1.00 between a random player's wallet and that
// player's game wallet (kind toGameMaker / outOfGameMaker), each transfer a real LedgerService
// transfer: one transfer row, two locked account rows, two entries, two balance updates, in one
// transaction. `ledger check` must pass afterwards, or the run fails.
import { randomInt } from 'node:crypto';
import { openDatabase } from '../server/db/client';
import { LedgerService } from '../server/modules/wallet/wallet.module';
import { runPgbench } from './pgbench';
import { postgresDatabase } from './bench-database';
import { percentile } from './http-drive';
import { runPostgresBench } from './throwaway-postgres';

const CLIENTS = 8;
const SECONDS = 10;
/** pgbench's scale: 8 branches, so its 8 clients contend about as much as ours do on 1000 players. */
const PGBENCH_SCALE = 8;
const PLAYERS = 1000;
const FUNDING = 1_000_000_00n;
const STEP = 100n;
const HARD_LIMIT_MS = 3 * 60_000;

async function walletRate(adminUrl: string) {
  const target = await postgresDatabase(adminUrl, 'bench_wallet');
  const database = await openDatabase({ ...target.options, kind: 'postgres', url: (target.options as { url: string }).url, maxConnections: CLIENTS });
  try {
    const ledger = new LedgerService(database.db);
    for (let playerId = 1; playerId <= PLAYERS; playerId += 1) {
      await ledger.transfer({ kind: 'adjustment', from: { house: 'adjustments' }, to: { playerId, purpose: 'wallet' }, amount: FUNDING, reference: `bench:fund:${playerId}`, actor: 'ops:bench' });
    }
    let sequence = 0;
    const latencies: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const playerId = randomInt(1, PLAYERS + 1);
          const intoGame = randomInt(2) === 0;
          const wallet = { playerId, purpose: 'wallet' as const };
          const game = { playerId, purpose: 'game' as const, maker: 'demo' };
          const begin = performance.now();
          await ledger.transfer({
            kind: intoGame ? 'toGameMaker' : 'outOfGameMaker',
            from: intoGame ? wallet : game,
            to: intoGame ? game : wallet,
            amount: STEP,
            reference: `bench:${(sequence += 1)}`,
            actor: 'player',
          }).catch((error: unknown) => {
            // A game wallet still empty refuses a move out: a real refusal, not counted as a transfer.
            if (!(error instanceof Error) || !/Insufficient/i.test(error.message)) throw error;
          });
          latencies.push(performance.now() - begin);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const report = await ledger.check();
    const sorted = latencies.sort((a, b) => a - b);
    return { report, elapsed, attempts: latencies.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  } finally {
    await database.close();
    await target.cleanup();
  }
}

await runPostgresBench('bench:wallet', { hardLimitMs: HARD_LIMIT_MS, needs: 'initdb, pgbench' }, async (adminUrl) => {
  process.stdout.write(`bench:wallet on PostgreSQL, ${CLIENTS} clients, ${SECONDS} s each\n`);
  const floor = await runPgbench(adminUrl, { clients: CLIENTS, seconds: SECONDS, scale: PGBENCH_SCALE });
  process.stdout.write(`  pgbench tpcb-like (scale ${PGBENCH_SCALE}) ${floor.tps.toFixed(0).padStart(6)} tx/s   latency avg ${floor.latencyMs.toFixed(2)} ms\n`);
  const wallet = await walletRate(adminUrl);
  const moved = wallet.report.transfers - PLAYERS;
  const perSecond = moved / wallet.elapsed;
  process.stdout.write(
    `  wallet transfers         ${perSecond.toFixed(0).padStart(6)} tx/s   latency p50 ${wallet.p50.toFixed(2)} ms, p99 ${wallet.p99.toFixed(2)} ms` +
      `   (${moved} transfers posted of ${wallet.attempts} attempts)\n`,
  );
  process.stdout.write(`  ratio ${((100 * perSecond) / floor.tps).toFixed(1)} % of pgbench (goal >= 50 %)\n`);
  const { violations } = wallet.report;
  process.stdout.write(`  ledger check: ${violations.length === 0 ? 'clean' : `${violations.length} violations`} (${wallet.report.accounts} accounts, ${wallet.report.transfers} transfers, ${wallet.report.entries} entries, all balances sum to ${wallet.report.grandTotal})\n`);
  if (violations.length > 0) {
    process.stderr.write(`${violations.slice(0, 20).join('\n')}\n`);
    process.exitCode = 1;
  }
});
