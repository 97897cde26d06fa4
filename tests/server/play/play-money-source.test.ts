// Play's money source (server/modules/play/money-source.ts): play is handed one when it is built,
// and only through it does play learn which money a launch plays, or tell anyone of rounds recorded
// with a promotion record's money and of a recovery pass's end. Each test sets the app's play (built
// with the promotions' PromotionMoney over WalletMoney) beside another play over the same database
// and maker built with WalletMoney alone: the same record, the same rows, and only the money source
// differs, so what differs between the two is the seam's doing.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExitReply, GameSession } from '../../../src/domain/game-play.schema';
import type { PromotionSummary } from '../../../src/domain/promotion.schema';
import { WalletMoney } from '../../../server/modules/play/play.module';
import { InsufficientFunds } from '../../../server/shared/insufficient-funds';
import { body, caller } from '../accounts/accounts-helpers';
import { PlayHarness, seededGames } from './play-harness';
import { playCalls } from './play-helpers';
import { promotionCalls, type ActionEnvelope, type JoinEnvelope } from '../promotions/promotions-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)("play's money source ($name)", (target) => {
  const harness = new PlayHarness();
  const ctx = useTestApp(target, { services: harness.serviceOptions() });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  const promo = promotionCalls(ctx, call, play.newKey);
  /** Another server's play, whose money source is the wallet's alone. */
  const walletOnly = () => harness.anotherServer(ctx().services, ctx().app.db, new WalletMoney(ctx().services.ledger));
  /** The record's state as its row says, without a read that would refresh it. */
  const recordState = async (recordId: number) => {
    for (const state of ['ongoing', 'settlable', 'closing', 'closed', 'settled', 'unlocked']) {
      if ((await play.count('promotion_record', `id = ${recordId} and state = '${state}'`)) === 1) return state;
    }
    return undefined;
  };
  let WELCOME = 0;
  let LANTERNS = 0;
  let SLOT = 0;
  let ROULETTE = 0;

  beforeEach(async () => {
    harness.reset();
    const games = await seededGames(ctx().services);
    SLOT = games.slot.id;
    ROULETTE = games.roulette.id;
    WELCOME = body<PromotionSummary[]>(await promo.get('/activity/list')).data.find((row) => row.joinMode === 'amount')!.id;
    LANTERNS = body<PromotionSummary[]>(await promo.get('/gamePromotion/list')).data[0]!.id;
  });

  it('decides in the launch transaction: the record’s whole balance and max bet for its game, wallet money for another, InsufficientFunds past the wallet', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'gamePromotion', LANTERNS, { amount: 200 })).data;
    const money = ctx().services.playMoney;
    const decided = await ctx().app.db.transaction(async (tx) => ({
      slot: await money.launchMoney({ playerId: id, gameId: SLOT, requested: 5000n }, tx),
      roulette: await money.launchMoney({ playerId: id, gameId: ROULETTE, requested: 5000n }, tx),
      all: await money.launchMoney({ playerId: id, gameId: ROULETTE, requested: null }, tx),
    }));
    expect(decided).toEqual({
      slot: { promotionRecordId: joined.recordId, amount: 24000n, maxBet: 500n },
      roulette: { promotionRecordId: null, amount: 5000n, maxBet: null },
      all: { promotionRecordId: null, amount: 80000n, maxBet: null },
    });
    await expect(ctx().app.db.transaction((tx) => money.launchMoney({ playerId: id, gameId: ROULETTE, requested: 80001n }, tx))).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await money.describe(joined.recordId, 'th_TH')).toEqual({ title: 'Lucky Lanterns: เพิ่ม 20%', maxBet: 500n });
    // Deciding moved nothing.
    expect(await promo.balances(id)).toEqual({ wallet: 80000n, promotion: 24000n });
  });

  it('a launch plays what the money source handed to play decides: the same record’s game plays wallet money under WalletMoney alone', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'gamePromotion', LANTERNS, { amount: 200 })).data;

    const other = walletOnly();
    const playCaller = { playerId: id, key: play.newKey(), locale: 'en_US', returnUrl: 'http://127.0.0.1:8080' };
    const walletSession = await other.play.launch(playCaller, SLOT, { amount: 50, all: false });
    expect(walletSession).toMatchObject({ makerBalance: 50, wallet: 750, promotion: null });
    expect(harness.maker.launches.at(-1)).toMatchObject({ maxBet: null });
    expect(await promo.balances(id)).toEqual({ wallet: 75000n, promotion: 24000n });
    expect(await play.count('game_session', `id = ${walletSession.sessionId} and promotion_record_id is null`)).toBe(1);
    expect(await other.play.exit({ ...playCaller, key: play.newKey() }, walletSession.sessionId)).toEqual({ returned: 50, wallet: 800 });

    // The app's play, built with the promotions' money source: the record's game plays its money.
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 50, all: false })).data;
    expect(session).toMatchObject({ makerBalance: 240, wallet: 800, promotion: { recordId: joined.recordId, title: 'Lucky Lanterns: 20 % more', balance: 240, maxBet: 5 } });
    expect(harness.maker.launches.at(-1)).toMatchObject({ maxBet: 500n });
    expect(await play.count('game_session', `id = ${session.sessionId} and promotion_record_id = ${joined.recordId}`)).toBe(1);
    expect(body<ExitReply>(await play.exit(token, session.sessionId)).data).toEqual({ returned: 240, wallet: 800 });
    // Another game plays wallet money through the same source.
    expect(body<GameSession>(await play.launch(token, ROULETTE, { amount: 100, all: false })).data).toMatchObject({ makerBalance: 100, wallet: 700, promotion: null });
    await play.ledgerClean();
  });

  it('rounds recorded with a record’s money reach the record only through the money source the syncing play was built with', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'gamePromotion', LANTERNS, { amount: 200 })).data;
    body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: true }));
    // 720 to bet: (200 + 40) x 3, all of it staked.
    for (let round = 0; round < 143; round += 1) harness.maker.playRound(id, 500n, round % 2 === 0 ? 600n : 400n);
    harness.maker.playRound(id, 500n, 0n);

    // Recorded by a play whose money source is the wallet's: the rounds are the record's, but
    // nobody tells the record, so its row stays ongoing (only a read of it would look again).
    expect(await walletOnly().roundSync.syncMaker('demo')).toBe(144);
    expect(await play.count('game_round', `promotion_record_id = ${joined.recordId}`)).toBe(144);
    expect(await recordState(joined.recordId)).toBe('ongoing');

    // The app's play tells its money source of the next round it records: the row turns settlable.
    harness.maker.playRound(id, 500n, 500n);
    expect(await ctx().services.roundSync.syncMaker('demo')).toBe(1);
    expect(await recordState(joined.recordId)).toBe('settlable');
  });

  it('a recovery pass finishes a record left closing only through the money source its play was built with', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', WELCOME, { amount: 100 })).data;
    body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: false }));
    harness.maker.playRound(id, 14500n, 0n);
    harness.maker.failNext('transferOut', 'timeoutBefore');
    expect(body<ActionEnvelope['data']>(await promo.act(token, 'unlock', joined.recordId)).data.state).toBe('closing');

    // The wallet-only play's pass brings the money home, but has no one to tell: still closing.
    await walletOnly().playBackground.recover(0);
    expect(await play.count('maker_transfer', `promotion_record_id = ${joined.recordId} and state = 'pending'`)).toBe(0);
    expect(await promo.balances(id)).toEqual({ wallet: 90000n, promotion: 500n });
    expect(await recordState(joined.recordId)).toBe('closing');

    // The app's pass tells the promotions' money source, which finishes it.
    await ctx().services.playBackground.recover(0);
    expect(await recordState(joined.recordId)).toBe('unlocked');
    expect(await promo.balances(id)).toEqual({ wallet: 90000n, promotion: 0n });
    await play.ledgerClean();
  });
});
