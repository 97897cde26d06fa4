// Recording a batch costs the same however many rounds are on the books already. A session keeps
// a plpgsql function's plans, and after five calls may keep one generic plan made for the tables'
// sizes of that moment until an ANALYZE replaces it; PGlite never analyzes (no autovacuum), and a
// new PostgreSQL database waits for autovacuum's first pass. So a server whose first batches came
// while game_round was nearly empty kept plans that, later, read every recorded round of the maker
// for each round of a batch (here, for a batch of 21: 62,837 rows and index entries on PGlite and
// 63,155 on PostgreSQL with game_rounds_record as 0041 left it, 63,169 on both with its lookup
// alone rewritten).
// Migration 0043 had the whole function planned on every call; 0044 plans only that lookup on
// every call, and the rest (ledger_post_many's statements, the foreign-key checks of the inserts)
// keeps its session's plans, so the second test grows ledger_transfer after those plans were made.
// Counted, not timed: what the call read, from the transaction's own statistics
// (pg_stat_get_xact_tuples_returned).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/client';
import { RoundRepository } from '../../../server/modules/games/round.repository';
import { caller } from '../accounts/accounts-helpers';
import { fundGameWallet, gameIdOf, tableReads, makerRound, newGamePlayer } from './games-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

/** Rounds already on the books before the batch: enough that a scan of them is unmistakable. */
const RECORDED = 3_000;
const BATCH = 20;
/** Batches recorded while game_round is nearly empty: past the five after which a session may keep a generic plan. */
const EARLY_BATCHES = 8;

describe.each(TEST_DATABASES)('recording rounds at size ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);

  it('reads the rounds a batch names, not the rounds already recorded, whatever size the plans were made for, and still leaves out a repeat', async () => {
    const { services, app } = ctx();
    const player = await newGamePlayer(call, services, 'longplayer', '09170002222');
    await fundGameWallet(services, player.id, 1_000_00n);
    const gameId = await gameIdOf(services, 'lucky-lanterns');
    // A round as the maker reports it (games-helpers), as the repository takes it.
    const round = (makerRoundId: string, win: bigint) => ({ ...makerRound(player.id, makerRoundId, 100n, win), makerCode: 'demo', gameId, gameName: 'Lucky Lanterns' });
    // One session throughout (a transaction), as a server's connection lives: its first batches
    // come while game_round is nearly empty, so the function's plans are cached for that size.
    const { answer, read } = await app.db.transaction(async (tx) => {
      const rounds = new RoundRepository(tx as unknown as AppDatabase);
      for (let index = 0; index < EARLY_BATCHES; index += 1) await rounds.recordBatch('demo', [round(`early-${index}`, 100n)]);
      // Then the maker's rounds of a long run (no money moved: each won its bet back), with no ANALYZE after them.
      await tx.execute(sql`
        insert into game_round (maker_code, maker_round_id, player_id, game_id, game_code, bet, win, balance_after,
          server_seed_hash, client_seed, nonce, wager, outcome, finished_at)
        select 'demo', 'old-' || g, ${player.id}, ${gameId}, 'lucky-lanterns', 100, 100, 0, repeat('a', 64), 'seed', g, '{}', '{}', now()
        from generate_series(1, ${RECORDED}) g`);
      // A batch of fresh rounds with one already recorded among them.
      const before = await tableReads(tx, 'game_round', 'transaction');
      const answer = await rounds.recordBatch('demo', [...Array.from({ length: BATCH }, (_, index) => round(`new-${index}`, 50n)), round('old-7', 50n)]);
      return { answer, read: (await tableReads(tx, 'game_round', 'transaction')) - before };
    });
    expect(answer).toEqual({ refusedAt: null, recorded: BATCH });
    // One probe a round finds at most the one round it names (the repeat, old-7; nothing for the
    // fresh ones). A plan made while the table was nearly empty read the maker's rounds for each
    // round of the batch: about BATCH x RECORDED = 60,000 here.
    expect(read).toBeLessThanOrEqual(BATCH + 1);
    const recorded = (await app.db.execute(sql`select count(*)::int as n from game_round where maker_code = 'demo'`)) as unknown as { rows: { n: number }[] };
    expect(recorded.rows[0]?.n).toBe(EARLY_BATCHES + RECORDED + BATCH);
  });

  it('reads of the ledger the transfers a batch posts, not the transfers posted since its plans were made', async () => {
    const { services, app } = ctx();
    const player = await newGamePlayer(call, services, 'ledgerplayer', '09170002223');
    await fundGameWallet(services, player.id, 1_000_00n);
    const gameId = await gameIdOf(services, 'lucky-lanterns');
    const round = (makerRoundId: string) => ({ ...makerRound(player.id, makerRoundId, 100n, 300n), makerCode: 'demo', gameId, gameName: 'Lucky Lanterns' });
    const { answer, read } = await app.db.transaction(async (tx) => {
      const rounds = new RoundRepository(tx as unknown as AppDatabase);
      // Batches that each post (a win of 300 on a bet of 100) while the ledger is nearly empty,
      // so the posting's statements and its foreign-key checks are planned for that size.
      for (let index = 0; index < EARLY_BATCHES; index += 1) await rounds.recordBatch('demo', [round(`early-${index}`)]);
      // Then a long run's transfers, with no ANALYZE after them.
      await tx.execute(sql`
        insert into ledger_transfer (kind, reference, memo, actor)
        select 'adjustment', 'long-run-' || g, '', 'ops:test' from generate_series(1, ${RECORDED}) g`);
      const before = await tableReads(tx, 'ledger_transfer', 'transaction');
      const answer = await rounds.recordBatch('demo', Array.from({ length: BATCH }, (_, index) => round(`new-${index}`)));
      return { answer, read: (await tableReads(tx, 'ledger_transfer', 'transaction')) - before };
    });
    expect(answer).toEqual({ refusedAt: null, recorded: BATCH });
    // The batch is one player's, so one posting: its reference looked up once, its id checked
    // once for each of its two entries. A plan that scanned the transfers would read thousands.
    expect(read).toBeLessThanOrEqual(3);
  });
});
