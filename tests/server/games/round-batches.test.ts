// Rounds in batches (issue 19): the round sync records a batch of rounds in one transaction, one
// insert and one ledger call (ledger_post_many) for the batch, which nets each player's rounds into
// one posting. Each round is on the books once however often a batch is replayed or overlaps
// another, and its money posted once; a round whose net the game wallet cannot pay, counting the
// player's rounds before it, is refused as when rounds were posted one by one, even when the
// player's later rounds would cover it; a batch mixing wallet and promotion money tags each round
// with its money and moves each game wallet by its own rounds; and a failure in the middle of a
// batch leaves none of it recorded, so the next pass records it whole.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameSession } from '../../../src/domain/game-play.schema';
import type { PromotionSummary } from '../../../src/domain/promotion.schema';
import { RoundRepository } from '../../../server/modules/games/round.repository';
import { PAGES_PER_BATCH, ROUND_BATCH, ROUNDS_PER_CALL_ON_THIS_THREAD } from '../../../server/modules/play/round-sync';
import { EXIT_OK } from '../../../server/ops/commands';
import { InsufficientFunds } from '../../../server/shared/insufficient-funds';
import { body, caller } from '../accounts/accounts-helpers';
import { makerRound, roundPostingProblems } from './games-helpers';
import { PlayHarness, seededGames } from '../play/play-harness';
import { playCalls } from '../play/play-helpers';
import { promotionCalls, type JoinEnvelope } from '../promotions/promotions-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('rounds in batches ($name)', (target) => {
  const harness = new PlayHarness();
  const ctx = useTestApp(target, { services: harness.serviceOptions() });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  const promo = promotionCalls(ctx, call, play.newKey);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx().app.db.execute(query)) as unknown as { rows: T[] }).rows;
  let SLOT = 0;
  let LANTERNS = 0;

  beforeEach(async () => {
    harness.reset();
    SLOT = (await seededGames(ctx().services)).slot.id;
    LANTERNS = body<PromotionSummary[]>(await promo.get('/gamePromotion/list')).data[0]!.id;
  });

  /** A player with `money` in the wallet who launched the slot with `amount` of it. */
  async function launched(username: string, phone: string, amount: number) {
    const { token, id } = await play.player(username, phone, '1000');
    body<GameSession>(await play.launch(token, SLOT, { amount, all: false }));
    return { token, id };
  }

  /**
   * Every round of the maker on the books once, its money in the one posting of its player's rounds
   * in its batch (at most one per player per batch), and each game wallet what the maker holds.
   */
  async function booksMatchMaker(playerIds: number[]) {
    const history = harness.maker.played;
    expect(await play.count('game_round')).toBe(history.length);
    expect(await roundPostingProblems(ctx().app.db)).toEqual([]);
    const check = await play.ops('game', 'rounds', 'check');
    expect(check.exitCode, check.output).toBe(EXIT_OK);
    // Each player's running bet total (what the level check reads) is the sum of their rounds' bets.
    expect(
      await rows(sql`select r.player_id from game_round r left join game_player_bet t on t.player_id = r.player_id group by r.player_id, t.bet having t.bet is distinct from sum(r.bet)`),
    ).toEqual([]);
    // Each promotion record's running totals (what the turnover check reads) are its rounds' sums.
    expect(
      await rows(sql`select coalesce(t.promotion_record_id, r.promotion_record_id) as id from (
          select promotion_record_id, sum(bet) as bet, sum(win) as win from game_round where promotion_record_id is not null group by 1
        ) r full join game_promotion_total t on t.promotion_record_id = r.promotion_record_id
        where t.bet is distinct from r.bet or t.win is distinct from r.win`),
    ).toEqual([]);
    for (const id of playerIds) {
      const { game, maker } = await play.money(id);
      expect(game).toBe(maker);
    }
    await play.ledgerClean();
  }

  it('records every round of a backlog once, batch by batch, each game wallet moved by its own rounds', async () => {
    const a = await launched('batch_a', '09170000001', 300);
    const b = await launched('batch_b', '09170000002', 300);
    // Five of the maker's pages, recorded as two batches (four pages, then one), the two players' rounds interleaved.
    const batchSize = PAGES_PER_BATCH * ROUND_BATCH;
    const total = batchSize + 37;
    for (let round = 0; round < total; round += 1) harness.maker.playRound(round % 2 === 0 ? a.id : b.id, 1_00n, round % 3 === 0 ? 2_50n : 0n);

    expect(await ctx().services.roundSync.syncMaker('demo')).toBe(total);
    expect(await ctx().services.rounds.lastRecorded('demo')).toBe(harness.maker.played.at(-1)!.makerRoundId);
    await booksMatchMaker([a.id, b.id]);
    // One posting per player per batch whose rounds did not net to zero: at most four for 2,037
    // rounds on PostgreSQL. On PGlite, which runs on the server's thread, a batch is recorded in
    // slices of ROUNDS_PER_CALL_ON_THIS_THREAD (round-sync.ts), each netted on its own.
    const history = harness.maker.played;
    const perCall = target.name === 'pglite' ? ROUNDS_PER_CALL_ON_THIS_THREAD : batchSize;
    const calls = [history.slice(0, batchSize), history.slice(batchSize)].flatMap((batch) =>
      Array.from({ length: Math.ceil(batch.length / perCall) }, (_, n) => batch.slice(n * perCall, (n + 1) * perCall)),
    );
    const netOf = (rounds: typeof history, playerId: number) => rounds.filter((round) => round.playerId === playerId).reduce((sum, round) => sum + round.win - round.bet, 0n);
    const postings = calls.flatMap((batch) => [a.id, b.id].filter((id) => netOf(batch, id) !== 0n));
    expect(await play.count('ledger_transfer', "kind = 'gameRound'")).toBe(postings.length);
    // Each entry's balance_after runs in round order: the last entry of a game wallet is its balance.
    const running = await rows<{ ok: boolean }>(sql`
      select bool_and(e.balance_after = (select sum(x.amount) from ledger_entry x where x.account_id = e.account_id and x.id <= e.id)) as ok
        from ledger_entry e join ledger_account a on a.id = e.account_id where a.purpose = 'game'`);
    expect(running[0]?.ok).toBe(true);
  });

  it('a replayed or overlapping batch records nothing twice', async () => {
    const a = await launched('replay_a', '09170000003', 200);
    for (let round = 0; round < 40; round += 1) harness.maker.playRound(a.id, 2_00n, round % 4 === 0 ? 5_00n : 0n);
    const history = harness.maker.played;
    const rounds = ctx().services.rounds;

    const books = async () => ({ money: await play.money(a.id), postings: await play.count('ledger_transfer', "kind = 'gameRound'"), entries: await play.count('ledger_entry') });
    const net = (from: number, to: number) => history.slice(from, to).reduce((sum, round) => sum + round.win - round.bet, 0n);

    expect(await rounds.record('demo', history.slice(0, 25))).toEqual({ recorded: 25 });
    const first = await books();
    expect(first.postings).toBe(1);
    expect(first.money.game).toBe(200_00n + net(0, 25));
    // The same batch again changes nothing: no round, no posting, no entry, no balance.
    expect(await rounds.record('demo', history.slice(0, 25))).toEqual({ recorded: 0 });
    expect(await books()).toEqual(first);
    // One overlapping it by 15 rounds: only the 15 new ones are written, and only their net is posted.
    expect(await rounds.record('demo', history.slice(10, 40))).toEqual({ recorded: 15 });
    const second = await books();
    expect(second.postings).toBe(2);
    expect(second.money.game).toBe(200_00n + net(0, 40));
    // A batch naming one round twice records it once.
    expect(await rounds.record('demo', [history[39]!, history[39]!])).toEqual({ recorded: 0 });
    expect(await rounds.record('demo', [history[24]!, history[39]!, history[3]!])).toEqual({ recorded: 0 });
    expect(await books()).toEqual(second);
    expect(await rounds.lastRecorded('demo')).toBe(history[39]!.makerRoundId);
    // The sync from its cursor finds nothing left.
    expect(await ctx().services.roundSync.syncMaker('demo')).toBe(0);
    await booksMatchMaker([a.id]);
  });

  it("nets each player's rounds in a batch into one posting: the game wallet moves by the sum of the round results", async () => {
    const a = await launched('net_a', '09170000011', 300);
    const b = await launched('net_b', '09170000012', 300);
    const c = await launched('net_c', '09170000013', 300);
    // 90 rounds interleaved: a loses 42.00 overall, b wins 45.00, c's rounds cancel out.
    for (let round = 0; round < 30; round += 1) {
      harness.maker.playRound(a.id, 2_00n, round % 5 === 0 ? 3_00n : 0n);
      harness.maker.playRound(b.id, 1_00n, round % 2 === 0 ? 5_00n : 0n);
      harness.maker.playRound(c.id, 1_00n, round % 2 === 0 ? 2_00n : 0n);
    }
    // The 90 rounds as one batch (the sync on PGlite would record them in slices of 25).
    expect(await ctx().services.rounds.record('demo', harness.maker.played)).toEqual({ recorded: 90 });

    // One posting each for a (to the house) and b (from the house), none for c: each moved its game wallet by the sum.
    const firstOf = (playerId: number) => harness.maker.played.find((round) => round.playerId === playerId)!.makerRoundId;
    const postings = await rows<{ player_id: number; reference: string; moved: string; rounds: number }>(sql`
      select t.player_id::int as player_id, t.reference, e.amount::text as moved,
        (select count(*)::int from game_round r where r.ledger_transfer_id = t.id) as rounds
      from ledger_transfer t join ledger_entry e on e.transfer_id = t.id join ledger_account acc on acc.id = e.account_id and acc.purpose = 'game'
      where t.kind = 'gameRound' order by t.id`);
    expect(postings).toEqual([
      { player_id: a.id, reference: `rounds:demo:${firstOf(a.id)}`, moved: String(6n * 3_00n - 30n * 2_00n), rounds: 30 },
      { player_id: b.id, reference: `rounds:demo:${firstOf(b.id)}`, moved: String(15n * 5_00n - 30n * 1_00n), rounds: 30 },
    ]);
    expect(await play.count('game_round', `player_id = ${c.id} and ledger_transfer_id is null`)).toBe(30);
    expect((await play.money(a.id)).game).toBe(300_00n - 42_00n);
    expect((await play.money(b.id)).game).toBe(300_00n + 45_00n);
    expect((await play.money(c.id)).game).toBe(300_00n);
    await booksMatchMaker([a.id, b.id, c.id]);
  });

  it("refuses the round whose net the game wallet cannot pay, counting the player's rounds before it, though later rounds would cover it", async () => {
    const a = await launched('dip_a', '09170000014', 3);
    const b = await launched('dip_b', '09170000015', 3);
    const batch = [
      makerRound(a.id, '9001', 2_00n, 0n), // a: 1.00 left
      makerRound(b.id, '9002', 1_00n, 4_00n), // b: 6.00
      makerRound(a.id, '9003', 2_00n, 0n), // a: -1.00, refused: it and everything after it record nothing
      makerRound(b.id, '9004', 1_00n, 0n),
      makerRound(a.id, '9005', 1_00n, 10_00n), // would have left a's batch 7.00 up
    ];
    await expect(ctx().services.rounds.record('demo', batch)).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await rows<{ maker_round_id: string }>(sql`select maker_round_id from game_round order by id`)).map((row) => row.maker_round_id)).toEqual(['9001', '9002']);
    expect((await play.money(a.id)).game).toBe(1_00n);
    expect((await play.money(b.id)).game).toBe(6_00n);
    expect(await ctx().services.rounds.lastRecorded('demo')).toBe('9002');
    // Asked again (the sync's next pass), the same: nothing more recorded, nothing posted twice.
    await expect(ctx().services.rounds.record('demo', batch)).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await play.count('game_round')).toBe(2);
    expect(await play.count('ledger_transfer', "kind = 'gameRound'")).toBe(2);
    expect(await roundPostingProblems(ctx().app.db)).toEqual([]);
    await play.ledgerClean();
  });

  it("the home's trending counts, read from the hour counts a batch keeps, equal a count of the rounds at every window edge, and a replayed batch adds nothing", async () => {
    const a = await launched('hours_a', '09170000031', 200);
    const now = new Date('2026-11-20T10:37:12.000Z');
    const day = new Date(now.getTime() - 24 * 3_600_000);
    const week = new Date(now.getTime() - 7 * 24 * 3_600_000);
    const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);
    // Before and inside the hour each window starts in, whole hours after it, and the current hour.
    const times = [at(week, -1), at(week, 1), at(week, 22), at(week, 23), at(week, 24 * 60), at(day, -1), at(day, 0), at(day, 1), at(day, 22), at(day, 23), at(now, -5), at(now, -5)];
    for (const _ of times) harness.maker.playRound(a.id, 1_00n, 0n);
    const batch = harness.maker.played.map((round, index) => ({ ...round, finishedAt: times[index]! }));
    const rounds = ctx().services.rounds;
    expect(await rounds.record('demo', batch.slice(0, 7))).toEqual({ recorded: 7 });
    expect(await rounds.record('demo', batch.slice(4))).toEqual({ recorded: 5 });
    expect(await rounds.record('demo', batch)).toEqual({ recorded: 0 });
    const counted = await new RoundRepository(ctx().app.db).roundCounts(day, week);
    const scanned = await rows<{ game_id: number; day: number; week: number }>(
      sql`select game_id, (count(*) filter (where finished_at >= ${day.toISOString()}::timestamptz))::int as day, count(*)::int as week from game_round where finished_at >= ${week.toISOString()}::timestamptz group by game_id`,
    );
    expect(counted).toEqual(scanned.map((row) => ({ gameId: Number(row.game_id), day: Number(row.day), week: Number(row.week) })));
    expect(counted).toEqual([{ gameId: SLOT, day: 6, week: 11 }]);
  });

  it('recorders of overlapping batches at once (servers pulling the same maker) record each round once and post its money once', async () => {
    const a = await launched('race_a', '09170000016', 300);
    const b = await launched('race_b', '09170000017', 300);
    for (let round = 0; round < 300; round += 1) harness.maker.playRound(round % 2 === 0 ? a.id : b.id, 1_00n, round % 4 === 0 ? 3_00n : 0n);
    const history = harness.maker.played;
    const rounds = ctx().services.rounds;
    // On PostgreSQL each on a connection of its own: one from the start, one from the middle, one repeating the first.
    const outcomes = await Promise.all([
      rounds.record('demo', history.slice(0, 200)),
      rounds.record('demo', history.slice(100, 300)),
      rounds.record('demo', history.slice(0, 200)),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.recorded, 0)).toBe(300);
    await booksMatchMaker([a.id, b.id]);
  });

  it('a batch mixing wallet and promotion rounds tags and moves each with its own money', async () => {
    // Liza plays the Lucky Lanterns promotion's money (240 with its 20 % more), Mara her wallet's.
    const liza = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(liza.token, 'gamePromotion', LANTERNS, { amount: 200 })).data;
    const lizaSession = body<GameSession>(await play.launch(liza.token, SLOT, { amount: 1, all: true })).data;
    expect(lizaSession.promotion?.recordId).toBe(joined.recordId);
    const mara = await launched('mara', '09171234568', 300);

    // Liza's turnover needs 720 bet (240 x 3): her 144 rounds of 5 meet it inside the one batch.
    for (let round = 0; round < 144; round += 1) {
      harness.maker.playRound(liza.id, 5_00n, round % 2 === 0 ? 6_00n : 4_00n);
      harness.maker.playRound(mara.id, 1_00n, round % 5 === 0 ? 3_00n : 0n);
    }
    expect(2 * 144).toBeLessThan(ROUND_BATCH);
    expect(await ctx().services.roundSync.syncMaker('demo')).toBe(288);

    expect(await play.count('game_round', `player_id = ${liza.id} and promotion_record_id = ${joined.recordId}`)).toBe(144);
    expect(await play.count('game_round', `player_id = ${mara.id} and promotion_record_id is null`)).toBe(144);
    expect(await play.count('game_round', 'true')).toBe(288);
    // Told of the record's rounds in the same pass: its turnover is met, so it is settlable now.
    expect(await play.count('promotion_record', `id = ${joined.recordId} and state = 'settlable'`)).toBe(1);
    await booksMatchMaker([liza.id, mara.id]);
  });

  it('a failure in the middle of a batch leaves none of it recorded; the next pass records it whole', async () => {
    const a = await launched('broken_a', '09170000005', 300);
    const b = await launched('broken_b', '09170000006', 300);
    for (let round = 0; round < 60; round += 1) harness.maker.playRound(round % 2 === 0 ? a.id : b.id, 1_00n, round % 3 === 0 ? 2_00n : 0n);
    const before = { a: await play.money(a.id), b: await play.money(b.id), transfers: await play.count('ledger_transfer') };

    // The database refuses the posting of b's rounds (the second of the batch: 30 rounds losing 10.00), as a lost connection or a full disk would.
    await ctx().app.db.execute(
      sql.raw(`create function round_batch_fail() returns trigger language plpgsql as $$
        begin if new.kind = 'gameRound' and new.player_id = ${b.id} then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await ctx().app.db.execute(sql`create trigger round_batch_fail before insert on ledger_transfer for each row execute function round_batch_fail()`);
    try {
      const failed = await ctx().services.roundSync.syncMaker('demo').then(
        () => null,
        (error: unknown) => error,
      );
      expect(String((failed as { cause?: unknown } | null)?.cause ?? failed)).toMatch(/refused for the test/);
      expect(await play.count('game_round')).toBe(0);
      expect(await play.count('ledger_transfer')).toBe(before.transfers);
      expect(await play.money(a.id)).toEqual(before.a);
      expect(await play.money(b.id)).toEqual(before.b);
      expect(await ctx().services.rounds.lastRecorded('demo')).toBeNull();
    } finally {
      await ctx().app.db.execute(sql`drop trigger if exists round_batch_fail on ledger_transfer`);
      await ctx().app.db.execute(sql`drop function if exists round_batch_fail()`);
    }

    expect(await ctx().services.roundSync.syncMaker('demo')).toBe(60);
    await booksMatchMaker([a.id, b.id]);
  });
});
