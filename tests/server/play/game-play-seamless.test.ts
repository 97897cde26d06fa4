// Playing a seamless maker's game through play (docs/seamless-wallet.md, issue 21): the launch opens
// the session with the wallet's money and moves nothing, hands the maker a wallet token for that
// session (the token its wallet callbacks read) and the max bet; exit and autoExitGame only close; recharge
// is refused; another launch replaces it; the round sync and transfer recovery leave it alone. The
// transfer maker beside it plays as before.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExitReply, GameSession } from '../../../src/domain/game-play.schema';
import type { MakerPlayer, SeamlessMakerAdapter } from '../../../server/makers/maker-adapter';
import { MakerRegistry } from '../../../server/makers/maker-registry';
import { readWalletToken } from '../../../server/modules/play/wallet-token';
import { body, caller } from '../accounts/accounts-helpers';
import { PlayHarness, seededGames } from './play-harness';
import { playCalls } from './play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const SECRET = 'the-seamless-secret-of-this-test';

class FakeSeamlessMaker implements SeamlessMakerAdapter {
  readonly protocol = 'seamless' as const;
  readonly code = 'seamless';
  readonly origin = 'http://127.0.0.1:5998';
  launches: { player: MakerPlayer; gameCode: string; maxBet: bigint | null; walletToken: string }[] = [];

  async launch(input: { player: MakerPlayer; gameCode: string; returnUrl: string; maxBet: bigint | null; walletToken: string }): Promise<{ url: string }> {
    this.launches.push(input);
    return { url: `${this.origin}/play/${input.gameCode}?token=t${this.launches.length}` };
  }

  async revealedSeed(): Promise<string | null> {
    return null;
  }
}

describe.each(TEST_DATABASES)('playing a seamless maker\'s game ($name)', (target) => {
  const harness = new PlayHarness();
  const seamless = new FakeSeamlessMaker();
  const ctx = useTestApp(target, { services: { ...harness.serviceOptions(), makers: new MakerRegistry([harness.maker, seamless]), seamlessWallet: { makerCode: 'seamless', secret: SECRET } } });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  let SHOOTOUT = 0;
  let SLOT = 0;
  beforeEach(async () => {
    harness.reset();
    seamless.launches = [];
    SHOOTOUT = (await ctx().services.catalogue.gameByMakerAndCode('seamless', 'penalty-shootout'))!.id;
    SLOT = (await seededGames(ctx().services)).slot.id;
  });

  it('launches with no amount: the session plays the wallet where it is, and the maker gets its wallet token', async () => {
    const { token, id } = await play.player();
    const reply = body<GameSession>(await play.launch(token, SHOOTOUT, {}));
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ gameId: SHOOTOUT, makerCode: 'seamless', origin: seamless.origin, protocol: 'seamless', makerBalance: 1000, wallet: 1000, promotion: null });
    expect(await play.count('maker_transfer', `player_id = ${id}`)).toBe(0);
    expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
    const [launched] = seamless.launches;
    expect(launched).toMatchObject({ gameCode: 'penalty-shootout', maxBet: null, player: { id } });
    expect(readWalletToken(SECRET, launched!.walletToken)).toMatchObject({ sessionId: reply.data.sessionId, playerId: id });
    expect(readWalletToken('another-key', launched!.walletToken)).toBeNull();
    // The open session answers the same, with a fresh token for a fresh frame.
    expect(body<GameSession>(await play.open(token)).data).toMatchObject({ sessionId: reply.data.sessionId, protocol: 'seamless', makerBalance: 1000 });
    expect(seamless.launches).toHaveLength(2);
    await play.ledgerClean();
  });

  it('refuses a recharge, and its exit closes with nothing to bring back', async () => {
    const { token } = await play.player();
    const session = body<GameSession>(await play.launch(token, SHOOTOUT, {})).data;
    expect(body(await play.recharge(token, session.sessionId, 10))).toMatchObject({ code: 500, msg: 'This game plays straight from your wallet: there is nothing to add to it' });
    const exit = body<ExitReply>(await play.exit(token, session.sessionId));
    expect(exit.data).toEqual({ returned: 0, wallet: 1000 });
    expect(body(await play.open(token)).data).toBeNull();
    expect(body(await play.autoExit(token)).data).toMatchObject({ returned: 0, wallet: 1000 });
    await play.ledgerClean();
  });

  it('a transfer game after it closes it first; it after a transfer game brings that money back first', async () => {
    const { token, id } = await play.player();
    const first = body<GameSession>(await play.launch(token, SHOOTOUT, {})).data;
    const slot = body<GameSession>(await play.launch(token, SLOT, { amount: 300, all: false }));
    expect(slot.data).toMatchObject({ protocol: 'transfer', makerBalance: 300, wallet: 700 });
    expect(await play.count('game_session', `id = ${first.sessionId} and state = 'closed'`)).toBe(1);
    const again = body<GameSession>(await play.launch(token, SHOOTOUT, {}));
    expect(again.data).toMatchObject({ protocol: 'seamless', makerBalance: 1000, wallet: 1000 });
    expect(await play.money(id)).toEqual({ wallet: 100000n, game: 0n, maker: 0n });
    // The round sync passes over the seamless maker: it has nothing to pull.
    expect(ctx().services.makers.codes()).toEqual(['demo']);
    await play.ledgerClean();
  });

  it('answers a launch with an empty wallet as insufficient, opening nothing', async () => {
    const { token } = await play.player('nomoney', '09170000001', '0');
    expect(body(await play.launch(token, SHOOTOUT, {}))).toMatchObject({ code: 500, msg: 'Insufficient balance, please Deposit!' });
    expect(body(await play.open(token)).data).toBeNull();
  });
});
