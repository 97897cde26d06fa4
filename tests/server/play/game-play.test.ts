// Playing a game through the maker boundary (issue 9): launch with an amount or the whole wallet,
// recharge, exit bringing back exactly what the maker held after the rounds played, one open
// session at a time, the Idempotency-Key making a replay move nothing, and the refusals
// (insufficient balance, maintenance) changing nothing. The ledger check is clean after each.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUNDS_PER_CALL_ON_THIS_THREAD } from '../../../server/modules/play/round-sync';
import type { RoundRecord } from '../../../src/domain/game-play.schema';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../../../src/domain/game-play.schema';
import type { Page } from '../../../src/domain/trade';
import { hashServerSeed } from '../../../src/domain/provably-fair';
import { EXIT_OK, EXIT_REFUSED } from '../../../server/ops/commands';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { PlayHarness, seededGames } from './play-harness';
import { playCalls } from './play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';


describe.each(TEST_DATABASES)('playing a game ($name)', (target) => {
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

  it('launch with an amount moves it to the maker and answers the frame', async () => {
    const { token, id } = await play.player();
    const reply = body<GameSession>(await play.launch(token, SLOT, { amount: 300.5, all: false }));
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ gameId: SLOT, makerCode: 'demo', origin: harness.maker.origin, makerBalance: 300.5, wallet: 699.5 });
    expect(reply.data.url.startsWith(`${harness.maker.origin}/play/lucky-lanterns?token=`)).toBe(true);
    expect(await play.money(id)).toEqual({ wallet: 69950n, game: 30050n, maker: 30050n });
    // The maker is told the platform's origin and a masked name, never the session token.
    expect(harness.maker.launches[0]).toMatchObject({ gameCode: 'lucky-lanterns', returnUrl: 'http://127.0.0.1:8080/', player: { id, displayName: 'l***', locale: 'en_US' } });
    expect(JSON.stringify(harness.maker.launches)).not.toContain(token);
    expect(await play.count('game_recent', `player_id = ${id} and game_id = ${SLOT}`)).toBe(1);
    const open = body<GameSession | null>(await play.open(token)).data;
    expect(open).toMatchObject({ sessionId: reply.data.sessionId, gameId: SLOT, makerBalance: 300.5, wallet: 699.5 });
    await play.ledgerClean();
  });

  it('launch with all moves the whole wallet', async () => {
    const { token, id } = await play.player();
    const reply = body<GameSession>(await play.launch(token, SLOT, { amount: 0, all: true }));
    expect(reply.data).toMatchObject({ makerBalance: 1000, wallet: 0 });
    expect(await play.money(id)).toEqual({ wallet: 0n, game: 100000n, maker: 100000n });
  });

  it('recharge moves more in; exit brings back exactly what the maker held after the rounds', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 300, all: false })).data;
    const recharged = body<RechargeReply>(await play.recharge(token, session.sessionId, 200));
    expect(recharged.data).toEqual({ makerBalance: 500, wallet: 500 });
    harness.maker.playRound(id, 10000n, 0n); // lose 100
    harness.maker.playRound(id, 5000n, 25000n); // win 200 on 50
    expect(harness.maker.balances.get(id)).toBe(60000n);
    const exit = body<ExitReply>(await play.exit(token, session.sessionId));
    expect(exit.data).toEqual({ returned: 600, wallet: 1100 });
    expect(await play.money(id)).toEqual({ wallet: 110000n, game: 0n, maker: 0n });
    expect(await play.count('game_round')).toBe(2);
    expect(body(await play.open(token)).data).toBeNull();
    // A closed session takes no more money.
    const late = body(await play.recharge(token, session.sessionId, 10));
    expect(late).toMatchObject({ code: 500, msg: 'This game session has ended, please enter the game again' });
    expect(harness.log.lines).toEqual([]);
    await play.ledgerClean();
  });

  it('a replayed key moves nothing; the same key with other values is refused', async () => {
    const { token, id } = await play.player();
    const key = play.newKey();
    const first = body<GameSession>(await play.launch(token, SLOT, { amount: 300, all: false }, key)).data;
    const again = body<GameSession>(await play.launch(token, SLOT, { amount: 300, all: false }, key)).data;
    expect(again.sessionId).toBe(first.sessionId);
    expect(await play.money(id)).toEqual({ wallet: 70000n, game: 30000n, maker: 30000n });
    expect(body(await play.launch(token, SLOT, { amount: 200, all: false }, key)).code).toBe(409);

    const rechargeKey = play.newKey();
    await play.recharge(token, first.sessionId, 100, rechargeKey);
    await play.recharge(token, first.sessionId, 100, rechargeKey);
    expect(await play.money(id)).toEqual({ wallet: 60000n, game: 40000n, maker: 40000n });

    const exitKey = play.newKey();
    const exit = body<ExitReply>(await play.exit(token, first.sessionId, exitKey)).data;
    const exitAgain = body<ExitReply>(await play.exit(token, first.sessionId, exitKey)).data;
    expect(exit).toEqual({ returned: 400, wallet: 1000 });
    expect(exitAgain).toEqual(exit);
    // An exit under a new key of a session already closed brings nothing back twice.
    expect(body<ExitReply>(await play.exit(token, first.sessionId)).data).toEqual({ returned: 0, wallet: 1000 });
    expect(harness.maker.moves.map((move) => move.direction)).toEqual(['in', 'in', 'out']);
    expect(await play.count('maker_transfer')).toBe(3); // two in, one out
    expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
    expect(body(await play.launch(token, SLOT, { amount: 1, all: false }, null))).toMatchObject({ code: 400 });
    await play.ledgerClean();
  });

  it('insufficient balance, maintenance and bad amounts change nothing', async () => {
    const { token, id } = await play.player('liza', '09171234567', '50');
    const over = body(await play.launch(token, SLOT, { amount: 50.01, all: false }));
    expect(over).toMatchObject({ code: 500, msg: 'Insufficient balance, please Deposit!' });
    await ctx().services.catalogue.setMaintenance({ gameId: games.poker.id }, true);
    const closed = body(await play.launch(token, games.poker.id, { amount: 10, all: false }));
    expect(closed).toMatchObject({ code: 500, msg: 'This game is under maintenance, please try again later' });
    const seededClosed = body(await play.launch(token, games.elsewhere.id, { amount: 10, all: false }));
    expect(seededClosed).toMatchObject({ code: 500, msg: 'This game is under maintenance, please try again later' });
    // Out of maintenance, but no maker of that code on this server: still not playable here.
    await ctx().services.catalogue.setMaintenance({ gameId: games.elsewhere.id }, false);
    const noMaker = body(await play.launch(token, games.elsewhere.id, { amount: 10, all: false }));
    expect(noMaker).toMatchObject({ code: 500, msg: 'This game is under maintenance, please try again later' });
    expect(body(await play.launch(token, 999, { amount: 10, all: false }))).toMatchObject({ code: 500, msg: 'Game not found' });
    for (const amount of [0, -5, 1.001]) expect(body(await play.launch(token, SLOT, { amount, all: false })).code).toBe(400);
    expect(await play.money(id)).toEqual({ wallet: 5000n, game: 0n, maker: 0n });
    expect(await play.count('game_session')).toBe(0);
    expect(await play.count('maker_transfer')).toBe(0);
    expect(await play.count('idempotency_key')).toBe(0);
    expect(harness.maker.calls).toEqual([]);

    const { token: broke } = await play.player('pedro', '09181234567', '0');
    expect(body(await play.launch(broke, SLOT, { amount: 0, all: true }))).toMatchObject({ code: 500, msg: 'Insufficient balance, please Deposit!' });
    await play.ledgerClean();
  });

  it('launching another game first brings the open one back', async () => {
    const { token, id } = await play.player();
    const first = body<GameSession>(await play.launch(token, SLOT, { amount: 400, all: false })).data;
    harness.maker.playRound(id, 10000n, 30000n); // +200 at the maker
    const second = body<GameSession>(await play.launch(token, ROULETTE, { amount: 0, all: true })).data;
    expect(second.sessionId).not.toBe(first.sessionId);
    // 600 came back from the slot, then the whole 1200 went to roulette.
    expect(second).toMatchObject({ gameId: ROULETTE, makerBalance: 1200, wallet: 0 });
    expect(await play.money(id)).toEqual({ wallet: 0n, game: 120000n, maker: 120000n });
    expect(await play.count('game_session', `state = 'open'`)).toBe(1);
    expect(await play.count('game_session', `close_reason = 'replaced'`)).toBe(1);
    // A replay of the first launch does not close the second.
    expect(body(await play.exit(token, second.sessionId)).data).toEqual({ returned: 1200, wallet: 1200 });
    await play.ledgerClean();
  });

  it('autoExitGame pulls back what the maker holds after an abnormal exit', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
    harness.maker.playRound(id, 20000n, 0n);
    // The tab closed: no exit. The next start calls autoExitGame.
    const reply = body<AutoExitReply>(await play.autoExit(token));
    expect(reply.data).toEqual({ returned: 300, wallet: 800, games: [{ gameId: SLOT, returned: 300 }] });
    expect(await play.money(id)).toEqual({ wallet: 80000n, game: 0n, maker: 0n });
    expect(await play.count('game_session', `close_reason = 'auto'`)).toBe(1);
    expect(body<AutoExitReply>(await play.autoExit(token)).data).toEqual({ returned: 0, wallet: 800, games: [] });
    expect(body(await play.exit(token, session.sessionId)).data).toEqual({ returned: 0, wallet: 800 });
    await play.ledgerClean();
  });

  it('concurrent exit and autoExitGame return the money once', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
    harness.maker.playRound(id, 10000n, 40000n);
    const [exit, auto] = await Promise.all([play.exit(token, session.sessionId), play.autoExit(token)]);
    const returned = body<ExitReply>(exit).data.returned + body<AutoExitReply>(auto).data.returned;
    expect(returned).toBe(800);
    expect(await play.money(id)).toEqual({ wallet: 130000n, game: 0n, maker: 0n });
    await play.ledgerClean();
  });

  it("another player's session is not found", async () => {
    const { token } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 100, all: false })).data;
    const { token: other } = await play.player('pedro', '09181234567', '100');
    expect(body(await play.exit(other, session.sessionId))).toMatchObject({ code: 500, msg: 'Game session not found' });
    expect(body(await play.recharge(other, session.sessionId, 10))).toMatchObject({ code: 500, msg: 'Game session not found' });
    expect(body(await call({ method: 'POST', url: '/user-api/autoExitGame', headers: { 'idempotency-key': play.newKey() } })).code).toBe(401);
  });

  it('rounds list and info with the seed once revealed', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
    const serverSeed = 'b'.repeat(64);
    const serverSeedHash = hashServerSeed(serverSeed);
    harness.maker.playRound(id, 1000n, 0n, { serverSeedHash, clientSeed: 'mine', nonce: 0 });
    harness.maker.playRound(id, 1000n, 2500n, { serverSeedHash, clientSeed: 'mine', nonce: 1 });
    await ctx().services.roundSync.syncMaker('demo');
    const list = body<Page<RoundRecord>>(await call({ method: 'GET', url: '/user-api/game/round/list?page=1&limit=10', headers: bearer(token) })).data;
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => [row.bet, row.win, row.nonce])).toEqual([
      [10, 25, 1],
      [10, 0, 0],
    ]);
    const info = (roundId: number) => call({ method: 'GET', url: `/user-api/game/round/info/${roundId}`, headers: bearer(token) });
    expect(body<RoundRecord>(await info(list.rows[0]!.id)).data.serverSeed).toBeNull();
    // A maker revealing a seed that does not match its commitment proves nothing.
    harness.maker.reveal(serverSeedHash, 'c'.repeat(64));
    expect(body<RoundRecord>(await info(list.rows[0]!.id)).data.serverSeed).toBeNull();
    expect(harness.log.lines.map((line) => line.message)).toEqual(['a game maker revealed a seed that does not match its commitment']);
    harness.maker.reveal(serverSeedHash, serverSeed);
    expect(body<RoundRecord>(await info(list.rows[0]!.id)).data.serverSeed).toBe(serverSeed);
    expect(body<RoundRecord>(await info(list.rows[1]!.id)).data.serverSeed).toBe(serverSeed);
    const { token: other } = await play.player('pedro', '09181234567', '0');
    expect(body(await call({ method: 'GET', url: `/user-api/game/round/info/${list.rows[0]!.id}`, headers: bearer(other) }))).toMatchObject({
      code: 500,
      msg: 'This game round was not found',
    });
    expect(body(await play.exit(token, session.sessionId)).data).toEqual({ returned: 505, wallet: 1005 });
    await play.ledgerClean();
  });

  it('a batch of rounds is recorded in slices, the event loop let go between them, where the database runs on the server thread (PGlite)', async () => {
    const { token, id } = await play.player();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 500, all: false })).data;
    // More than two slices and a short last one, whatever the slice's size.
    const played = 60;
    expect(played % ROUNDS_PER_CALL_ON_THIS_THREAD).not.toBe(0);
    expect(played / ROUNDS_PER_CALL_ON_THIS_THREAD).toBeGreaterThan(2);
    for (let n = 0; n < played; n += 1) harness.maker.playRound(id, 500n, n % 4 === 0 ? 1500n : 0n);
    const turns: number[] = [];
    let turn = 0;
    const counting = setInterval(() => (turn += 1), 0);
    const rounds = ctx().services.rounds;
    const original = rounds.record.bind(rounds);
    const slices: number[] = [];
    const record = vi.spyOn(rounds, 'record').mockImplementation((makerCode, batch, promotionRecordIds) => {
      slices.push(batch.length);
      turns.push(turn);
      return original(makerCode, batch, promotionRecordIds);
    });
    try {
      expect(await ctx().services.roundSync.syncMaker('demo')).toBe(played);
    } finally {
      clearInterval(counting);
      record.mockRestore();
    }
    if (target.name === 'pglite') {
      const full = Math.floor(played / ROUNDS_PER_CALL_ON_THIS_THREAD);
      expect(slices).toEqual([...Array.from({ length: full }, () => ROUNDS_PER_CALL_ON_THIS_THREAD), played - full * ROUNDS_PER_CALL_ON_THIS_THREAD]);
      // Timers ran between the slices: the event loop turned, so other requests could be answered.
      expect(turns.every((at, index) => index === 0 || at > turns[index - 1]!)).toBe(true);
    } else {
      expect(slices).toEqual([played]);
    }
    // Every round is on the books once, with its money: 15 wins of 15.00 and 60 bets of 5.00.
    expect(await play.count('game_round', `player_id = ${id}`)).toBe(played);
    expect(body(await play.exit(token, session.sessionId)).data).toEqual({ returned: 500 - played * 5 + 15 * 15, wallet: 500 + 500 - played * 5 + 15 * 15 });
    await play.ledgerClean();
  });

  it('the round list shows a seed as soon as the maker has revealed it, asking once per seed pair', async () => {
    const { token, id } = await play.player();
    await play.launch(token, SLOT, { amount: 500, all: false });
    const oldSeed = 'd'.repeat(64);
    const oldHash = hashServerSeed(oldSeed);
    const newHash = hashServerSeed('e'.repeat(64));
    harness.maker.playRound(id, 1000n, 0n, { serverSeedHash: oldHash, clientSeed: 'mine', nonce: 0 });
    harness.maker.playRound(id, 1000n, 0n, { serverSeedHash: oldHash, clientSeed: 'mine', nonce: 1 });
    harness.maker.playRound(id, 1000n, 0n, { serverSeedHash: newHash, clientSeed: 'mine', nonce: 0 });
    await ctx().services.roundSync.syncMaker('demo');
    const list = async () => body<Page<RoundRecord>>(await call({ method: 'GET', url: '/user-api/game/round/list?page=1&limit=10', headers: bearer(token) })).data.rows;
    expect((await list()).map((row) => row.serverSeed)).toEqual([null, null, null]);
    // The player rotates the pair in the frame: the old seed is revealed, the new one is in use.
    harness.maker.reveal(oldHash, oldSeed);
    harness.maker.calls = [];
    expect((await list()).map((row) => [row.nonce, row.serverSeed])).toEqual([
      [0, null],
      [1, oldSeed],
      [0, oldSeed],
    ]);
    expect(harness.maker.calls.filter((made) => made.call === 'revealedSeed')).toHaveLength(2);
    // Stored: the next list asks only about the seed still in use.
    harness.maker.calls = [];
    expect((await list()).map((row) => row.serverSeed)).toEqual([null, oldSeed, oldSeed]);
    expect(harness.maker.calls.filter((made) => made.call === 'revealedSeed')).toHaveLength(1);
    // A maker that does not answer leaves the list as recorded.
    harness.maker.failNext('revealedSeed', 'timeoutBefore');
    expect((await list()).map((row) => row.serverSeed)).toEqual([null, oldSeed, oldSeed]);
  });

  it('game reconcile compares each maker with the ledger', async () => {
    const { token, id } = await play.player();
    await play.launch(token, SLOT, { amount: 500, all: false });
    harness.maker.playRound(id, 10000n, 0n);
    const reconcile = (...args: string[]) => play.ops('game', 'reconcile', ...args);
    const agreed = await reconcile();
    expect(agreed.exitCode, agreed.output).toBe(EXIT_OK);
    expect(agreed.output).toContain('1 game wallet(s) compared, 0 difference(s)');
    harness.maker.balances.set(id, 45000n); // the maker's copy drifted
    const drifted = await reconcile('liza');
    expect(drifted.exitCode).toBe(EXIT_REFUSED);
    expect(drifted.output).toContain('maker 450.00  difference 50.00');
  });
});
