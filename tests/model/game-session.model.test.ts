// Playing a game, walked from the machine's graph: an abnormal exit brought back first, an amount
// (wrong, more than the wallet, a quick amount, all of it), the launch with its key, a failed launch
// retried or abandoned, the frame's messages (trusted ones act, others are ignored), recharge, hide,
// exit or back home with confirmation, a failed exit retried or left. Then the rules on real actors:
// one key per move reused on retry, messages from the wrong origin or window ignored, the game
// stored on the device while money may be with a maker and forgotten at a clean exit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type SnapshotFrom } from 'xstate';
import type { GameDetail } from '../../src/domain/game.schema';
import { gameAmountProblem } from '../../src/domain/game-amount';
import { MAKER_MESSAGE_SOURCE, type LaunchRequest } from '../../src/domain/game-play';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../../src/domain/game-play.schema';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import { abnormalExitMachine } from '../../src/machines/abnormal-exit.machine';
import type { realityCheckMachine } from '../../src/machines/reality-check.machine';
import { gameSessionMachine, launchRequestOf, type GameSessionInput } from '../../src/machines/game-session.machine';
import { ApiError } from '../../src/services/api-error';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';

type Snapshot = SnapshotFrom<typeof gameSessionMachine>;

const MAKER_ORIGIN = 'http://127.0.0.1:5180';
const PLATFORM_ORIGIN = 'http://127.0.0.1:5173';
const session: GameSession = {
  sessionId: 31, gameId: 7, makerCode: 'demo', url: `${MAKER_ORIGIN}/play/lucky-lanterns?token=t0k3n&lang=en_US`, origin: MAKER_ORIGIN, makerBalance: 200, wallet: 300, promotion: null,
};
const luckyLanterns: GameDetail = {
  id: 7, name: 'Lucky Lanterns', icon: '/games/lucky-lanterns.svg', makerId: 1, makerCode: 'demo', makerName: 'Lantern Forge Studio', categoryId: 1, category: 'slots',
  tags: ['hot'], maintenance: false, rtp: 96.1, developer: 'Lantern Forge Studio', description: '', howToPlay: '', lastUpdated: 0, favorite: false, liked: false,
  likeCount: 0, favoriteCount: 0, playCount: 0, score: null, commentCount: 0, promotionPlay: null,
};
const promotionPlay = { recordId: 4, title: 'Lucky Lanterns: 20 % more', balance: 240, maxBet: 5 };
/** The same game for a player whose promotion record counts it: a launch plays that balance. */
const lanternsWithPromotion: GameDetail = { ...luckyLanterns, promotionPlay };
const recharged: RechargeReply = { makerBalance: 300, wallet: 200 };
const exited: ExitReply = { returned: 245.5, wallet: 445.5 };
const pulled: AutoExitReply = { returned: 200, wallet: 500, games: [{ gameId: 7, returned: 200 }] };
const disconnected = new ApiError('reply', 'The game has been disconnected, please exit and re-enter', {
  reply: { code: 500, msg: 'The game has been disconnected, please exit and re-enter', data: null },
});
const offline = new ApiError('network', 'Failed to fetch');
/** The reality check is reality-check.model.test.ts's: here a child that stays quiet, so no call leaves the test. */
const quietRealityCheck = createMachine({}) as unknown as typeof realityCheckMachine;
/** The frame's window as the page sees it (any object: only its identity counts). */
const frameWindow = { name: 'maker frame' };
const otherWindow = { name: 'some other window' };
const message = (data: Record<string, unknown>, origin = MAKER_ORIGIN, source: unknown = frameWindow) => ({ origin, source, data: { source: MAKER_MESSAGE_SOURCE, ...data } });

let made = 0;
const input = (extra: Partial<GameSessionInput> = {}): GameSessionInput => ({
  gameId: 7, gamePath: '/pages/index/playingGame?id=7', platformOrigin: PLATFORM_ORIGIN, balance: 500, wallet: { send: vi.fn() }, leftover: false, makeKey: () => `key-${++made}-abcdefgh`, ...extra,
});

afterEach(() => {
  storage.remove('gameId');
  storage.remove('gamePath');
  storage.remove('abnormalExitDontShow');
});

describeModel(
  gameSessionMachine.provide({ actors: { gameInfo: pendingActor, launch: pendingActor, recharge: pendingActor, exit: pendingActor, autoExit: pendingActor, abnormalExit: pendingActor as unknown as typeof abnormalExitMachine, realityCheck: quietRealityCheck } }),
  {
    input: input({ leftover: true }),
    pathStrategy: 'transitions',
    serializeState: (s: Snapshot) =>
      JSON.stringify([s.value, s.context.game?.promotionPlay != null, s.context.amountText === '' ? '' : (gameAmountProblem(s.context.amountText, s.context.balance) ?? 'ok'), s.context.problem, s.context.key !== null, s.context.frameWindow !== null]),
    events: {
      'xstate.done.actor.abnormalExit': [{ output: { wallet: 500 } }],
      'xstate.done.actor.gameInfo': [{ output: luckyLanterns }, { output: lanternsWithPromotion }],
      'xstate.error.actor.gameInfo': [{ error: offline }],
      SET_AMOUNT: [{ text: '100' }, { text: '1.234' }, { text: '900' }],
      PICK_AMOUNT: [{ amount: 200 }],
      WALLET: [{ balance: 500 }],
      'xstate.done.actor.launch': [{ output: session }],
      'xstate.error.actor.launch': [{ error: disconnected }],
      'xstate.done.actor.autoExit': [{ output: pulled }],
      'xstate.error.actor.autoExit': [{ error: offline }],
      FRAME_ATTACHED: [{ frame: frameWindow }],
      FRAME_MESSAGE: [
        message({ type: 'balance', balance: 180 }),
        message({ type: 'recharge' }),
        message({ type: 'exit' }),
        message({ type: 'disconnected' }),
        // Ignored: another origin, another window.
        message({ type: 'exit' }, 'http://evil.test'),
        message({ type: 'exit' }, MAKER_ORIGIN, otherWindow),
      ],
      'xstate.done.actor.recharge': [{ output: recharged }],
      'xstate.error.actor.recharge': [{ error: offline }],
      'xstate.done.actor.exit': [{ output: exited }],
      'xstate.error.actor.exit': [{ error: offline }],
    },
    states: {
      recovering: (s) => expect(s.children.abnormalExit).toBeDefined(),
      choosing: (s) => {
        expect(s.context.leftover).toBe(false);
        expect(s.context.session).toBeNull();
        if (s.context.problem === 'wrongAmount') expect(['1.234', '']).toContain(s.context.amountText);
        if (s.context.problem === 'insufficientBalance') expect(s.context.amountText).toBe('900');
      },
      'choosing.promotion': (s) => {
        // No amount: the whole promotion balance goes, and the request says all.
        expect(s.context.game?.promotionPlay).toEqual(promotionPlay);
        expect(s.context.amountText).toBe('');
        expect(s.context.problem).toBeNull();
        expect(launchRequestOf(s.context)).toEqual({ amount: 0, all: true });
      },
      launching: (s) => {
        expect(s.hasTag('busy')).toBe(true);
        expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
        expect(s.context.problem).toBeNull();
        expect(storage.get('gameId')).toBe(7);
      },
      launchFailed: (s) => {
        expect(s.context.error).toBeTruthy();
        // The launch's key stays for the retry.
        expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      },
      abandoning: (s) => expect(s.context.pullKey).toMatch(IDEMPOTENCY_KEY_PATTERN),
      'playing.active': (s) => {
        expect(s.context.session).toEqual(session);
        expect(storage.get('gameId')).toBe(7);
        expect(storage.get('gamePath')).toBe('/pages/index/playingGame?id=7');
        if (s.context.disconnected) expect(s.context.frameWindow).toBe(frameWindow);
      },
      'playing.confirmingExit': (s) => expect(['home', null]).toContain(s.context.leaveTo),
      'playing.recharging.editing': (s) => expect(s.context.session).not.toBeNull(),
      'playing.recharging.sending': (s) => {
        expect(s.hasTag('busy')).toBe(true);
        expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      },
      exiting: (s) => {
        expect(s.hasTag('busy')).toBe(true);
        expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      },
      exitFailed: (s) => {
        expect(s.context.error).toBe(offline.message);
        expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
        // The balance is still with the maker: the device keeps the game for the next start.
        expect(storage.get('gameId')).toBe(7);
      },
      done: (s) => {
        expect(s.context.returned).toBe(exited.returned);
        expect(storage.get('gameId')).toBeNull();
        expect(storage.get('gamePath')).toBeNull();
      },
      left: (s) => expect(s.status).toBe('done'),
    },
  },
);

describe('game session rules (issue 9 "Game session machine", SPEC.md §4)', () => {
  interface Calls {
    launch: Array<{ gameId: number; request: LaunchRequest; key: string }>;
    recharge: Array<{ sessionId: number; amount: number; key: string }>;
    exit: Array<{ sessionId: number; key: string }>;
    autoExit: Array<{ key: string }>;
  }
  const start = (outcomes: { game?: GameDetail | Error; launch?: Array<GameSession | Error>; recharge?: Array<RechargeReply | Error>; exit?: Array<ExitReply | Error>; autoExit?: Array<AutoExitReply | Error> }, extra: Partial<GameSessionInput> = {}) => {
    const calls: Calls = { launch: [], recharge: [], exit: [], autoExit: [] };
    const answer = <T,>(list: Array<T | Error> | undefined): T => {
      const outcome = list?.shift();
      if (outcome === undefined || outcome instanceof Error) throw outcome ?? new Error('no outcome');
      return outcome;
    };
    const wallet = { send: vi.fn() };
    let keys = 0;
    const actor = createActor(
      gameSessionMachine.provide({
        actors: {
          gameInfo: fromPromise<GameDetail, { gameId: number }>(async () => {
            if (outcomes.game instanceof Error) throw outcomes.game;
            return outcomes.game ?? luckyLanterns;
          }),
          launch: fromPromise<GameSession, Calls['launch'][number]>(async ({ input: sent }) => (calls.launch.push(sent), answer(outcomes.launch))),
          recharge: fromPromise<RechargeReply, Calls['recharge'][number]>(async ({ input: sent }) => (calls.recharge.push(sent), answer(outcomes.recharge))),
          exit: fromPromise<ExitReply, Calls['exit'][number]>(async ({ input: sent }) => (calls.exit.push(sent), answer(outcomes.exit))),
          autoExit: fromPromise<AutoExitReply, Calls['autoExit'][number]>(async ({ input: sent }) => (calls.autoExit.push(sent), answer(outcomes.autoExit))),
          // The check itself is abnormal-exit.model.test.ts's; here it only reports the wallet.
          abnormalExit: createMachine({ initial: 'done', states: { done: { type: 'final' } }, output: { wallet: 650 } }) as unknown as typeof abnormalExitMachine,
          realityCheck: quietRealityCheck,
        },
      }),
      { input: { ...input(), wallet, makeKey: () => `key-${++keys}-abcdefgh`, ...extra } },
    ).start();
    return { actor, calls, wallet };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const play = async (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'PICK_AMOUNT', amount: 200 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'FRAME_ATTACHED', frame: frameWindow });
  };

  it('refuses a wrong amount and one the wallet does not cover, sending nothing', () => {
    const { actor, calls } = start({});
    actor.send({ type: 'SET_AMOUNT', text: '0' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('wrongAmount');
    actor.send({ type: 'SET_AMOUNT', text: '500.01' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('insufficientBalance');
    expect(calls.launch).toEqual([]);
  });

  it('plays on when the game\'s page cannot be loaded', async () => {
    const { actor, calls } = start({ game: offline, launch: [session] });
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.game).toBeNull();
    actor.send({ type: 'PICK_AMOUNT', amount: 100 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.launch).toHaveLength(1);
    expect(actor.getSnapshot().matches('playing')).toBe(true);
  });

  it('does not launch a game in maintenance', async () => {
    const { actor, calls } = start({ game: { ...luckyLanterns, maintenance: true } });
    await settle();
    expect(actor.getSnapshot().context.game?.name).toBe('Lucky Lanterns');
    actor.send({ type: 'PICK_AMOUNT', amount: 100 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(calls.launch).toEqual([]);
  });

  it('refuses all of an empty wallet, and sends all of a full one as {all: true}', async () => {
    const empty = start({}, { balance: 0 });
    empty.actor.send({ type: 'CHOOSE_ALL' });
    empty.actor.send({ type: 'SUBMIT' });
    expect(empty.actor.getSnapshot().context.problem).toBe('insufficientBalance');
    const full = start({ launch: [session] });
    full.actor.send({ type: 'CHOOSE_ALL' });
    full.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(full.calls.launch[0]?.request).toEqual({ amount: 0, all: true });
    expect(launchRequestOf({ all: false, amountText: '12.50' })).toEqual({ amount: 12.5, all: false });
  });

  it('a game that plays the promotion balance asks for no amount and launches with {all: true}', async () => {
    const { actor, calls } = start({ game: lanternsWithPromotion, launch: [{ ...session, promotion: promotionPlay }] });
    await settle();
    expect(actor.getSnapshot().matches({ choosing: 'promotion' })).toBe(true);
    // Amount events are not this step's: nothing changes.
    actor.send({ type: 'PICK_AMOUNT', amount: 200 });
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', all: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.launch).toEqual([{ gameId: 7, request: { amount: 0, all: true }, key: 'key-1-abcdefgh' }]);
    expect(actor.getSnapshot().context.session?.promotion).toEqual(promotionPlay);
  });

  it('a promotion game in maintenance is not launched either', async () => {
    const { actor, calls } = start({ game: { ...lanternsWithPromotion, maintenance: true } });
    await settle();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ choosing: 'promotion' })).toBe(true);
    expect(calls.launch).toEqual([]);
  });

  it('starts with the abnormal-exit check when a game was left, then takes the wallet it reports', async () => {
    const { actor } = start({}, { leftover: true });
    await settle();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.balance).toBe(650);
  });

  it('retries a launch with the same key until it completes, storing the game meanwhile', async () => {
    const { actor, calls, wallet } = start({ launch: [disconnected, offline, session] });
    actor.send({ type: 'PICK_AMOUNT', amount: 200 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('launchFailed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('The game has been disconnected, please exit and re-enter');
    expect(storage.get('gameId')).toBe(7);
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(calls.launch.map((call) => call.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(calls.launch[0]).toMatchObject({ gameId: 7, request: { amount: 200, all: false } });
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
  });

  it('abandons a failed launch by pulling back what a maker holds, with a key of its own', async () => {
    const { actor, calls, wallet } = start({ launch: [disconnected], autoExit: [offline, pulled] });
    actor.send({ type: 'PICK_AMOUNT', amount: 200 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'ABANDON' });
    await settle();
    expect(actor.getSnapshot().matches('launchFailed')).toBe(true);
    actor.send({ type: 'ABANDON' });
    await settle();
    expect(calls.autoExit.map((call) => call.key)).toEqual(['key-2-abcdefgh', 'key-2-abcdefgh']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.returned).toBe(200);
    expect(storage.get('gameId')).toBeNull();
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
  });

  it('a new amount after a failed launch is a new move with a new key', async () => {
    const { actor, calls } = start({ launch: [offline, session] });
    actor.send({ type: 'PICK_AMOUNT', amount: 200 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT' });
    actor.send({ type: 'PICK_AMOUNT', amount: 100 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.launch.map((call) => call.key)).toEqual(['key-1-abcdefgh', 'key-2-abcdefgh']);
  });

  it('acts only on messages from the session origin and the frame window, well formed', async () => {
    const { actor } = start({ launch: [session] });
    await play(actor);
    const send = (data: Record<string, unknown>, origin?: string, source?: unknown) => actor.send({ type: 'FRAME_MESSAGE', ...message(data, origin, source) });
    send({ type: 'balance', balance: 123.45 }, 'http://evil.test');
    send({ type: 'balance', balance: 123.45 }, MAKER_ORIGIN, otherWindow);
    send({ type: 'balance', balance: 123.45 }, MAKER_ORIGIN, null);
    actor.send({ type: 'FRAME_MESSAGE', origin: MAKER_ORIGIN, source: frameWindow, data: { source: 'someone-else', type: 'exit' } });
    send({ type: 'balance', balance: -5 });
    send({ type: 'balance', balance: '99' });
    send({ type: 'exit' }, 'http://127.0.0.1:5181');
    expect(actor.getSnapshot().matches({ playing: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.makerBalance).toBe(200);
    send({ type: 'balance', balance: 123.45 });
    expect(actor.getSnapshot().context.makerBalance).toBe(123.45);
    send({ type: 'disconnected' });
    expect(actor.getSnapshot().context.disconnected).toBe(true);
    send({ type: 'ready' });
    expect(actor.getSnapshot().context.disconnected).toBe(false);
    send({ type: 'recharge' });
    expect(actor.getSnapshot().matches({ playing: 'recharging' })).toBe(true);
  });

  it('takes only an exit from the platform\'s own page loaded in the frame', async () => {
    const { actor } = start({ launch: [session], exit: [exited] });
    await play(actor);
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'balance', balance: 1 }, PLATFORM_ORIGIN) });
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'recharge' }, PLATFORM_ORIGIN) });
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }, PLATFORM_ORIGIN, otherWindow) });
    expect(actor.getSnapshot().matches({ playing: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.makerBalance).toBe(200);
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }, PLATFORM_ORIGIN) });
    await settle();
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it('ignores every message before the frame is attached', async () => {
    const { actor } = start({ launch: [session] });
    actor.send({ type: 'PICK_AMOUNT', amount: 200 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }, MAKER_ORIGIN, undefined) });
    expect(actor.getSnapshot().matches({ playing: 'active' })).toBe(true);
  });

  it('recharges with its own key, reused when the same amount is sent again', async () => {
    const { actor, calls } = start({ launch: [session], recharge: [offline, recharged] });
    await play(actor);
    actor.send({ type: 'RECHARGE' });
    actor.send({ type: 'SET_AMOUNT', text: '301' });
    actor.send({ type: 'SUBMIT' });
    // The wallet holds 300 after the launch.
    expect(actor.getSnapshot().context.problem).toBe('insufficientBalance');
    actor.send({ type: 'SET_AMOUNT', text: '100' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(offline.message);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls.recharge).toEqual([
      { sessionId: 31, amount: 100, key: 'key-2-abcdefgh' },
      { sessionId: 31, amount: 100, key: 'key-2-abcdefgh' },
    ]);
    expect(actor.getSnapshot().matches({ playing: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.makerBalance).toBe(300);
  });

  it('hides and shows the controls', async () => {
    const { actor } = start({ launch: [session] });
    await play(actor);
    actor.send({ type: 'TOGGLE_HIDE' });
    expect(actor.getSnapshot().context.hidden).toBe(true);
    actor.send({ type: 'TOGGLE_HIDE' });
    expect(actor.getSnapshot().context.hidden).toBe(false);
  });

  it('back home asks first, exits with a key reused on retry, then forgets the game and refreshes the wallet', async () => {
    const { actor, calls, wallet } = start({ launch: [session], exit: [offline, exited] });
    await play(actor);
    actor.send({ type: 'BACK_HOME' });
    expect(actor.getSnapshot().matches({ playing: 'confirmingExit' })).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ playing: 'active' })).toBe(true);
    actor.send({ type: 'BACK_HOME' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().matches('exitFailed')).toBe(true);
    expect(storage.get('gameId')).toBe(7);
    actor.send({ type: 'RETRY' });
    await settle();
    expect(calls.exit).toEqual([{ sessionId: 31, key: 'key-2-abcdefgh' }, { sessionId: 31, key: 'key-2-abcdefgh' }]);
    const done = actor.getSnapshot();
    expect(done.matches('done')).toBe(true);
    expect(done.context.leaveTo).toBe('home');
    expect(done.context.returned).toBe(245.5);
    expect(storage.get('gameId')).toBeNull();
    expect(wallet.send).toHaveBeenLastCalledWith({ type: 'REFRESH' });
  });

  it('an exit asked by the game itself needs no confirmation', async () => {
    const { actor, calls } = start({ launch: [session], exit: [exited] });
    await play(actor);
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }) });
    await settle();
    expect(calls.exit).toHaveLength(1);
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it('leaving after a failed exit keeps the game stored for the next start', async () => {
    const { actor } = start({ launch: [session], exit: [offline] });
    await play(actor);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(storage.get('gameId')).toBe(7);
  });
});
