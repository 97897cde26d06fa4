// Every step of a move across the maker boundary failing (issue 9: "no stuck or duplicated funds,
// and ledger check passes after any failure"): the maker timing out before acting, timing out
// after acting (the answer lost), refusing, or the process dying between the ledger and the maker
// (the call throwing). Each time the money is where the ledger says, the player is told "The game
// has been disconnected, please exit and re-enter", and a retry under the same key or the
// recovery pass completes the move with the same transfer id, once.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../../../src/domain/game-play.schema';
import { body, caller } from '../accounts/accounts-helpers';
import { PlayHarness, seededGames, type Fault } from './play-harness';
import { playCalls } from './play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const DISCONNECTED = 'The game has been disconnected, please exit and re-enter';
const IN_DOUBT: Fault[] = ['timeoutBefore', 'timeoutAfter', 'crash'];
const COMPLETIONS = ['retry', 'recovery'] as const;

describe.each(TEST_DATABASES)('play when the maker fails ($name)', (target) => {
  const harness = new PlayHarness();
  const ctx = useTestApp(target, { services: harness.serviceOptions() });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  let games: Awaited<ReturnType<typeof seededGames>>;
  let SLOT = 0;
  let ROULETTE = 0;
  beforeEach(async () => {
    harness.reset();
    games = await seededGames(ctx().services);
    SLOT = games.slot.id;
    ROULETTE = games.roulette.id;
  });

  const transferStates = async () =>
    ((await ctx().app.db.execute(sql`select direction, state, attempts from maker_transfer order by id`)) as unknown as { rows: { direction: string; state: string; attempts: number }[] })
      .rows;
  const moved = (direction: 'in' | 'out') => harness.maker.moves.filter((move) => move.direction === direction).length;
  const recover = () => ctx().services.makerTransfers.recoverPending(0);

  describe.each(IN_DOUBT)('launch, transferIn %s', (fault) => {
    it.each(COMPLETIONS)('the money waits in the game wallet; a %s completes it once', async (completion) => {
      const { token, id } = await play.player();
      harness.maker.failNext('transferIn', fault);
      const key = play.newKey();
      const failed = body(await play.launch(token, SLOT, { amount: 300, all: false }, key));
      expect(failed).toMatchObject({ code: 500, msg: DISCONNECTED });
      // The ledger says where the money is: in the game wallet, whether or not the maker got it.
      expect(await play.money(id)).toEqual({ wallet: 70000n, game: 30000n, maker: fault === 'timeoutAfter' ? 30000n : 0n });
      expect(await transferStates()).toEqual([{ direction: 'in', state: 'pending', attempts: 1 }]);
      await play.ledgerClean();

      if (completion === 'retry') {
        const done = body<GameSession>(await play.launch(token, SLOT, { amount: 300, all: false }, key));
        expect(done.code, done.msg).toBe(200);
        expect(done.data).toMatchObject({ makerBalance: 300, wallet: 700 });
      } else {
        expect(await recover()).toEqual({ completed: 1, stillPending: 0 });
        expect(body<GameSession | null>(await play.open(token)).data).toMatchObject({ gameId: SLOT, makerBalance: 300 });
      }
      expect(await play.money(id)).toEqual({ wallet: 70000n, game: 30000n, maker: 30000n });
      expect(moved('in')).toBe(1);
      expect((await transferStates())[0]).toMatchObject({ state: 'done' });
      // A replay after it completed moves nothing more.
      await play.launch(token, SLOT, { amount: 300, all: false }, key);
      expect(await play.money(id)).toEqual({ wallet: 70000n, game: 30000n, maker: 30000n });

      const session = body<GameSession>(await play.open(token)).data;
      expect(body<ExitReply>(await play.exit(token, session.sessionId)).data).toEqual({ returned: 300, wallet: 1000 });
      expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
      await play.ledgerClean();
    });
  });

  it('launch refused by the maker: voided back to the wallet, nothing left open', async () => {
    const { token, id } = await play.player();
    harness.maker.failNext('transferIn', 'refuse');
    const key = play.newKey();
    const refused = body(await play.launch(token, SLOT, { amount: 300, all: false }, key));
    expect(refused).toMatchObject({ code: 500, msg: 'The game did not accept the transfer; your money is back in your wallet' });
    expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
    expect(await transferStates()).toEqual([{ direction: 'in', state: 'failed', attempts: 1 }]);
    expect(body(await play.open(token)).data).toBeNull();
    // The same call again answers the same refusal and moves nothing.
    expect(body(await play.launch(token, SLOT, { amount: 300, all: false }, key)).code).toBe(500);
    expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
    expect(await recover()).toEqual({ completed: 0, stillPending: 0 });
    await play.ledgerClean();
    // A new launch plays as usual.
    expect(body<GameSession>(await play.launch(token, SLOT, { amount: 100, all: false })).data).toMatchObject({ makerBalance: 100, wallet: 900 });
  });

  it('recharge timing out after the maker acted completes once on retry', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 300, all: false })).data;
    harness.maker.failNext('transferIn', 'timeoutAfter');
    const key = play.newKey();
    expect(body(await play.recharge(token, session.sessionId, 200, key))).toMatchObject({ code: 500, msg: DISCONNECTED });
    expect(await play.money(id)).toEqual({ wallet: 50000n, game: 50000n, maker: 50000n });
    expect(body<RechargeReply>(await play.recharge(token, session.sessionId, 200, key)).data).toEqual({ makerBalance: 500, wallet: 500 });
    expect(await play.money(id)).toEqual({ wallet: 50000n, game: 50000n, maker: 50000n });
    await play.ledgerClean();
  });

  // Exit: the maker held 400 after a round lost 100 of the 500 moved in.
  describe.each([...IN_DOUBT.map((fault) => ['transferOut', fault] as const), ['rounds', 'timeoutBefore'] as const])('exit, %s %s', (step, fault) => {
    it.each(COMPLETIONS)('nothing reaches the wallet until the maker answered; a %s completes it once', async (completion) => {
      const { token, id } = await play.player();
      const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
      harness.maker.playRound(id, 10000n, 0n);
      harness.maker.failNext(step, fault);
      const key = play.newKey();
      expect(body(await play.exit(token, session.sessionId, key))).toMatchObject({ code: 500, msg: DISCONNECTED });
      const paidOut = step === 'rounds' || fault === 'timeoutAfter';
      const middle = await play.money(id);
      expect(middle.wallet).toBe(50000n);
      expect(middle.maker).toBe(paidOut ? 0n : 40000n);
      expect([50000n, 40000n]).toContain(middle.game); // 500, or 400 once the lost round is on the books
      expect((await transferStates())[1]).toMatchObject({ direction: 'out', state: 'pending' });
      expect(body(await play.open(token)).data).toBeNull(); // the session is closed; its money is on its way
      await play.ledgerClean();

      if (completion === 'retry') {
        expect(body<ExitReply>(await play.exit(token, session.sessionId, key)).data).toEqual({ returned: 400, wallet: 900 });
      } else {
        expect(await recover()).toEqual({ completed: 1, stillPending: 0 });
        expect(body<ExitReply>(await play.exit(token, session.sessionId, key)).data).toEqual({ returned: 400, wallet: 900 });
      }
      expect(await play.money(id)).toEqual({ wallet: 90000n, game: 0n, maker: 0n });
      expect(moved('out')).toBe(1);
      expect(await play.count('game_round')).toBe(1);
      expect(harness.log.lines.filter((line) => line.level === 'error')).toEqual([]);
      await play.ledgerClean();
    });
  });

  it('exit refused by the maker: the money stays where the ledger says; autoExitGame brings it back later', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
    harness.maker.playRound(id, 10000n, 0n);
    harness.maker.failNext('transferOut', 'refuse');
    expect(body(await play.exit(token, session.sessionId))).toMatchObject({ code: 500 });
    expect((await transferStates())[1]).toMatchObject({ direction: 'out', state: 'failed' });
    expect(harness.log.lines.map((line) => line.level)).toEqual(['error']);
    await play.ledgerClean();
    const auto = body<AutoExitReply>(await play.autoExit(token)).data;
    expect(auto).toEqual({ returned: 400, wallet: 900, games: [] });
    expect(await play.money(id)).toEqual({ wallet: 90000n, game: 0n, maker: 0n });
    await play.ledgerClean();
  });

  it('autoExitGame timing out is completed by its retry, and finishes a pull-back another call left pending', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
    harness.maker.playRound(id, 10000n, 30000n); // 700 at the maker
    harness.maker.failNext('transferOut', 'timeoutAfter');
    expect(body(await play.exit(token, session.sessionId))).toMatchObject({ code: 500, msg: DISCONNECTED });
    // The exit's pull-back is pending; autoExitGame finishes it (the exit's to answer) and takes nothing twice.
    const auto = body<AutoExitReply>(await play.autoExit(token));
    expect(auto.data).toEqual({ returned: 0, wallet: 1200, games: [] });
    expect(await play.money(id)).toEqual({ wallet: 120000n, game: 0n, maker: 0n });
    expect(moved('out')).toBe(1);
    await play.ledgerClean();
  });

  it('a launch while the open game cannot be pulled back changes nothing of the new one', async () => {
    const { token, id } = await play.player();
    await play.launch(token, SLOT, { amount: 400, all: false });
    harness.maker.failNext('transferOut', 'timeoutBefore');
    const key = play.newKey();
    expect(body(await play.launch(token, ROULETTE, { amount: 0, all: true }, key))).toMatchObject({ code: 500, msg: DISCONNECTED });
    expect(await play.money(id)).toEqual({ wallet: 60000n, game: 40000n, maker: 40000n });
    expect(await play.count('game_session', `state = 'open'`)).toBe(0);
    const again = body<GameSession>(await play.launch(token, ROULETTE, { amount: 0, all: true }, key));
    expect(again.data).toMatchObject({ gameId: ROULETTE, makerBalance: 1000, wallet: 0 });
    expect(await recover()).toEqual({ completed: 0, stillPending: 0 });
    expect(await play.money(id)).toEqual({ wallet: 0n, game: 100000n, maker: 100000n });
    await play.ledgerClean();
  });

  it('a retry and the recovery pass at once complete a move once', async () => {
    const { token, id } = await play.player();
    harness.maker.failNext('transferIn', 'timeoutBefore');
    const key = play.newKey();
    await play.launch(token, SLOT, { amount: 300, all: false }, key);
    const [retry] = await Promise.all([play.launch(token, SLOT, { amount: 300, all: false }, key), recover()]);
    expect(body(retry).code).toBe(200);
    expect(await play.money(id)).toEqual({ wallet: 70000n, game: 30000n, maker: 30000n });
    await play.ledgerClean();
  });

  it('the background passes: recovery at start and the round poller', async () => {
    const { token, id } = await play.player();
    harness.maker.failNext('transferIn', 'crash');
    await play.launch(token, SLOT, { amount: 300, all: false });
    const background = ctx().services.playBackground;
    background.start({ roundSyncMs: 20, recoveryMs: 60_000, staleMs: 0, shared: target.name === 'postgres' });
    try {
      await expect.poll(async () => (await transferStates())[0]?.state, { timeout: 5000 }).toBe('done');
      harness.maker.playRound(id, 5000n, 0n);
      await expect.poll(() => play.count('game_round'), { timeout: 5000 }).toBe(1);
      await expect.poll(async () => (await play.money(id)).game, { timeout: 5000 }).toBe(25000n);
    } finally {
      await background.stop();
    }
    await play.ledgerClean();
  });

  it('two servers polling one maker at once: one pulls, the other skips it, every round counts once', async () => {
    const { token, id } = await play.player();
    await play.launch(token, SLOT, { amount: 500, all: false });
    for (let round = 0; round < 5; round += 1) harness.maker.playRound(id, 1000n, round % 2 === 0 ? 0n : 3000n);
    harness.maker.roundsDelayMs = 100;
    const other = harness.anotherServer(ctx().services, ctx().app.db);
    const shared = target.name === 'postgres';
    const [mine, theirs] = await Promise.all([ctx().services.playBackground.syncRounds(shared), other.playBackground.syncRounds(shared)]);
    // On PostgreSQL the advisory lock lets one of them pull; on PGlite (one process) both do, and the
    // records' uniqueness still counts each round once.
    expect(mine.pulled.length + theirs.pulled.length).toBe(shared ? 1 : 2);
    // The pass answers the rounds it pulled, which paces the next: on PostgreSQL the one that pulled found all five.
    if (shared) expect(mine.rounds + theirs.rounds).toBe(5);
    expect(await play.count('game_round')).toBe(5);
    expect(await play.money(id)).toEqual({ wallet: 50000n, game: 51000n, maker: 51000n });
    await play.ledgerClean();
  });
});
