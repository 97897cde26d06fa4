// The amount step of playing a game, walked from its graph: the game's page loading (or not), an
// amount that is wrong, more than the wallet, a quick amount or all of it, a game in maintenance,
// a game that plays the promotion balance, a seamless maker's game that asks for no amount. Then the rules on a real actor: nothing chosen while a
// refusal stands, a wallet figure that changes meanwhile counts, a step back keeps what was chosen.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { GameDetail } from '../../src/domain/game.schema';
import { gameAmountProblem } from '../../src/domain/game-amount';
import { gameAmountMachine, launchRequestOf } from '../../src/machines/game-amount.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof gameAmountMachine>;

const luckyLanterns: GameDetail = {
  id: 7, name: 'Lucky Lanterns', icon: '/games/lucky-lanterns.svg', makerId: 1, makerCode: 'demo', makerName: 'Lantern Forge Studio', categoryId: 1, category: 'slots',
  tags: ['hot'], maintenance: false, rtp: 96.1, developer: 'Lantern Forge Studio', description: '', howToPlay: '', lastUpdated: 0, favorite: false, liked: false,
  likeCount: 0, favoriteCount: 0, playCount: 0, score: null, commentCount: 0, promotionPlay: null,
};
const promotionPlay = { recordId: 4, title: 'Lucky Lanterns: 20 % more', balance: 240, maxBet: 5 };
const offline = new ApiError('network', 'Failed to fetch');

describeModel(gameAmountMachine.provide({ actors: { gameInfo: pendingActor } }), {
  input: { gameId: 7, balance: 500 },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, s.context.game?.maintenance ?? null, s.context.all, s.context.amountText === '' ? '' : (gameAmountProblem(s.context.amountText, s.context.balance) ?? 'ok'), s.context.problem]),
  events: {
    'xstate.done.actor.gameInfo': [
      { output: luckyLanterns },
      { output: { ...luckyLanterns, promotionPlay } },
      { output: { ...luckyLanterns, maintenance: true } },
      { output: { ...luckyLanterns, makerCode: 'seamless', protocol: 'seamless' } },
    ],
    'xstate.error.actor.gameInfo': [{ error: offline }],
    SET_AMOUNT: [{ text: '100' }, { text: '1.234' }, { text: '900' }],
    PICK_AMOUNT: [{ amount: 200 }],
    WALLET: [{ balance: 500 }],
  },
  states: {
    loading: (s) => expect(s.children.gameInfo).toBeDefined(),
    amount: (s) => {
      if (s.context.problem === 'wrongAmount') expect(['1.234', '']).toContain(s.context.amountText);
      if (s.context.problem === 'insufficientBalance') expect(s.context.amountText).toBe('900');
    },
    promotion: (s) => {
      // No amount: the whole promotion balance goes, and the request says all.
      expect(s.context.game?.promotionPlay).toEqual(promotionPlay);
      expect(s.context.problem).toBeNull();
      expect(launchRequestOf(s.context)).toEqual({ amount: 0, all: true });
    },
    chosen: (s) => {
      expect(s.status).toBe('done');
      expect(s.context.game?.maintenance).not.toBe(true);
      expect(s.output).toEqual({ game: s.context.game, amountText: s.context.amountText, all: s.context.all });
      // A seamless maker's game plays from the wallet: chosen with no amount, and the launch sends none.
      if (s.context.game?.protocol === 'seamless') expect([s.context.amountText, s.context.all, launchRequestOf(s.context)]).toEqual(['', false, {}]);
      else if (!s.context.all) expect(gameAmountProblem(s.context.amountText, s.context.balance)).toBeNull();
    },
  },
});

describe('amount step rules (SPEC.md §8 amounts)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (game: GameDetail | Error, input: Partial<Parameters<typeof createActor<typeof gameAmountMachine>>[1] & object> = {}) =>
    stoppedAfterTest(createActor(
      gameAmountMachine.provide({
        actors: {
          gameInfo: fromPromise<GameDetail, { gameId: number }>(async () => {
            if (game instanceof Error) throw game;
            return game;
          }),
        },
      }),
      { input: { gameId: 7, balance: 500 }, ...input },
    )).start();

  it('takes a wallet figure that changes while choosing', async () => {
    const actor = start(luckyLanterns);
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '600' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('insufficientBalance');
    actor.send({ type: 'WALLET', balance: 700 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().output).toEqual({ game: luckyLanterns, amountText: '600', all: false });
  });

  it('an amount may be chosen while the game\'s page loads, and a step back keeps the game and the amount', async () => {
    const actor = start(offline, { input: { gameId: 7, balance: 500, game: luckyLanterns, amountText: '200', all: false } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '200', game: luckyLanterns });
    await settle();
    expect(actor.getSnapshot().value).toBe('amount');
    expect(actor.getSnapshot().context.game).toEqual(luckyLanterns);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().output?.amountText).toBe('200');
  });

  it('a game that plays the promotion balance drops an amount chosen while it loaded', async () => {
    const actor = start({ ...luckyLanterns, promotionPlay });
    actor.send({ type: 'PICK_AMOUNT', amount: 100 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', all: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().output).toMatchObject({ amountText: '', all: true });
  });
});
