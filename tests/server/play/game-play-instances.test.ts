// Two instances playing for one player at once (issue 17): this app and another server's play
// services over the same database and maker (the harness's anotherServer), their calls
// interleaved at the moments a real race leaves open. The maker holds one balance per player and
// pays all of it out on a pull-back, so the moves must reach it in the order they were begun:
// each session's pull-back then returns that session's money (50 and 50, never 100 and 0), and a
// launch whose session another call closed meanwhile says where its money is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExitReply, GameSession } from '../../../src/domain/game-play.schema';
import { PlayRepository } from '../../../server/modules/play/play.repository';
import { body, caller } from '../accounts/accounts-helpers';
import { PlayHarness, seededGames } from './play-harness';
import { playCalls } from './play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('play on two instances ($name)', (target) => {
  const harness = new PlayHarness();
  const ctx = useTestApp(target, { services: harness.serviceOptions() });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  let SLOT = 0;
  let ROULETTE = 0;
  beforeEach(async () => {
    harness.reset();
    const games = await seededGames(ctx().services);
    SLOT = games.slot.id;
    ROULETTE = games.roulette.id;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const otherServer = () => harness.anotherServer(ctx().services, ctx().app.db);
  const on = (playerId: number) => ({ playerId, key: play.newKey(), locale: 'en_US', returnUrl: 'http://127.0.0.1:8080/' });

  it("a pull-back still on its way when the next launch's money goes in returns its own session's money, not both", async () => {
    const { token, id } = await play.player();
    const other = otherServer();
    const original = PlayRepository.prototype.pendingOf;
    let otherExit: Promise<ExitReply> | undefined;
    let released: (() => void) | undefined;
    let first: GameSession | undefined;
    // This launch has found no pull-back under way; before it opens its session, the player
    // launches and exits a game on the other instance, whose call to the maker is still on its way.
    vi.spyOn(PlayRepository.prototype, 'pendingOf').mockImplementationOnce(async function (this: PlayRepository, ...args: Parameters<PlayRepository['pendingOf']>) {
      const found = await original.apply(this, args);
      first = await other.play.launch(on(id), ROULETTE, { amount: 50, all: false });
      const slow = harness.maker.hold('transferOut');
      otherExit = other.play.exit(on(id), first.sessionId);
      await slow.reached;
      released = slow.release;
      return found;
    });
    const launched = body<GameSession>(await play.launch(token, SLOT, { amount: 50, all: false }));
    expect(launched.code, launched.msg).toBe(200);
    released?.();
    expect(await otherExit).toEqual({ returned: 50, wallet: 950 });
    expect(launched.data).toMatchObject({ gameId: SLOT, makerBalance: 50 });
    expect(await play.money(id)).toEqual({ wallet: 95000n, game: 5000n, maker: 5000n });
    expect(body<ExitReply>(await play.exit(token, launched.data.sessionId)).data).toEqual({ returned: 50, wallet: 1000 });
    expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
    // Each transfer id reached the maker once, in the order begun: in 50, out 50, in 50, out 50.
    expect(harness.maker.moves.map((move) => [move.direction, move.amount])).toEqual([
      ['in', 5000n],
      ['out', 5000n],
      ['in', 5000n],
      ['out', 5000n],
    ]);
    expect(first?.gameId).toBe(ROULETTE);
    await play.ledgerClean();
  });

  it('a launch whose session another instance closed meanwhile says its money is back in the wallet', async () => {
    const { token, id } = await play.player();
    const other = otherServer();
    const original = PlayRepository.prototype.sessionById;
    let auto: Awaited<ReturnType<typeof other.play.autoExit>> | undefined;
    // The launch's session is open and its money on its way in; autoExitGame on the other instance
    // (another tab recovering from an abnormal exit) closes it and brings the money back.
    vi.spyOn(PlayRepository.prototype, 'sessionById').mockImplementationOnce(async function (this: PlayRepository, ...args: Parameters<PlayRepository['sessionById']>) {
      auto = await other.play.autoExit(on(id));
      return original.apply(this, args);
    });
    const launched = body(await play.launch(token, SLOT, { amount: 50, all: false }));
    expect(launched).toMatchObject({ code: 500, msg: 'This game was closed from another window, and its money is back in your wallet' });
    expect(auto).toEqual({ returned: 50, wallet: 1000, games: [{ gameId: SLOT, returned: 50 }] });
    expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
    expect(await play.count('game_session', `state = 'open'`)).toBe(0);
    await play.ledgerClean();
  });
});
