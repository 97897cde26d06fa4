// Playing a game, walked from the session machine's graph: an abnormal exit brought back first, the
// amount step's choice (wallet or promotion money), the launch's outcomes (launched, a step back,
// abandoned), the frame's messages (trusted ones act, others are ignored), recharge, hide, exit or
// back home with confirmation, an exit answered or left. Each step's own states are its child's
// model test (game-amount, game-launch, game-recharge, game-exit). Then the rules on real actors,
// children included: one key per move reused on retry, messages from the wrong origin or window
// ignored, the game stored on the device and the tab's game lock held while money may be with a
// maker, the game forgotten at a clean exit, and home with a toast of what came back.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GameDetail } from '../../src/domain/game.schema';
import { MAKER_MESSAGE_SOURCE, type LaunchRequest } from '../../src/domain/game-play';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../../src/domain/game-play.schema';
import { abnormalExitMachine } from '../../src/machines/abnormal-exit.machine';
import type { realityCheckMachine } from '../../src/machines/reality-check.machine';
import { gameAmountMachine, launchRequestOf } from '../../src/machines/game-amount.machine';
import { gameExitMachine } from '../../src/machines/game-exit.machine';
import { gameLaunchMachine } from '../../src/machines/game-launch.machine';
import { gameRechargeMachine } from '../../src/machines/game-recharge.machine';
import { gameSessionMachine, type GameSessionInput } from '../../src/machines/game-session.machine';
import { ApiError } from '../../src/services/api-error';
import { loadLocale } from '../../src/services/i18n';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

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
/** A seamless maker's game and session: played straight from the wallet, with no amount and no recharge. */
const shootout: GameDetail = { ...luckyLanterns, id: 7, name: 'Penalty Shootout', makerCode: 'seamless', protocol: 'seamless' };
const seamlessSession: GameSession = { ...session, makerCode: 'seamless', origin: MAKER_ORIGIN, makerBalance: 500, wallet: 500, protocol: 'seamless' };
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
  gameId: 7, gamePath: '/pages/index/playingGame?id=7', platformOrigin: PLATFORM_ORIGIN, balance: 500, wallet: { send: vi.fn() }, toast: { send: vi.fn() },
  currencySymbol: () => '$', makeKey: () => `key-${++made}-abcdefgh`, ...extra,
});
/** The tab's hold on the game, counted instead of taken (a browser's Web Lock and beforeunload). */
const lock = { held: 0 };
const countedLock = fromCallback(() => {
  lock.held += 1;
  return () => void (lock.held -= 1);
});
const goHome = vi.fn();
/** Actors a rule test started: stopped after it, so no hold outlives its test. */
const running: Array<{ stop(): void }> = [];

// The toast's text is the locale's.
beforeAll(() => loadLocale('en_US'));

afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  expect(lock.held).toBe(0);
  storage.remove('gameId');
  storage.remove('gamePath');
  storage.remove('abnormalExitDontShow');
});

const wallet200 = { game: luckyLanterns, amountText: '200', all: false };
const promotionChoice = { game: lanternsWithPromotion, amountText: '', all: true };

describeModel(
  gameSessionMachine.provide({
    actors: {
      leftoverCheck: pendingActor, gameLock: countedLock, amountStep: pendingActor as unknown as typeof gameAmountMachine, launch: pendingActor as unknown as typeof gameLaunchMachine,
      recharge: pendingActor as unknown as typeof gameRechargeMachine, exit: pendingActor as unknown as typeof gameExitMachine, abnormalExit: pendingActor as unknown as typeof abnormalExitMachine, realityCheck: quietRealityCheck,
    },
    actions: { goHome },
  }),
  {
    input: input(),
    pathStrategy: 'transitions',
    serializeState: (s: Snapshot) =>
      JSON.stringify([s.value, s.context.all, s.context.leaveTo, s.context.returned !== null, s.context.frameWindow !== null, s.context.game?.protocol ?? null, s.context.session?.protocol ?? null]),
    events: {
      'xstate.done.actor.leftoverCheck': [{ output: true }, { output: false }],
      'xstate.error.actor.leftoverCheck': [{ error: offline }],
      'xstate.done.actor.abnormalExit': [{ output: { wallet: 500 } }],
      'xstate.done.actor.amount': [{ output: wallet200 }, { output: promotionChoice }, { output: { game: shootout, amountText: '', all: false } }],
      'xstate.done.actor.launch': [
        { output: { kind: 'launched', session } },
        { output: { kind: 'launched', session: seamlessSession } },
        { output: { kind: 'changeAmount' } },
        { output: { kind: 'abandoned', reply: pulled } },
      ],
      'xstate.done.actor.recharge': [{ output: { reply: recharged } }, { output: { reply: null } }],
      'xstate.done.actor.exit': [{ output: { reply: exited } }, { output: { reply: null } }],
      WALLET: [{ balance: 500 }],
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
    },
    states: {
      starting: (s) => {
        expect(s.children.leftoverCheck).toBeDefined();
        expect(lock.held).toBe(0);
      },
      recovering: (s) => expect(s.children.abnormalExit).toBeDefined(),
      choosing: (s) => {
        expect(s.children.amount).toBeDefined();
        expect(s.context.session).toBeNull();
        expect(lock.held).toBe(0);
      },
      live: () => {
        // While a maker may hold the money: one hold, and the device remembers the game.
        expect(lock.held).toBe(1);
        expect(storage.get('gameId')).toBe(7);
        expect(storage.get('gamePath')).toBe('/pages/index/playingGame?id=7');
      },
      'live.launching': (s) => {
        expect(s.children.launch).toBeDefined();
        // The amount step's choice is the launch's request; none for a game played from the wallet.
        expect(launchRequestOf(s.context)).toEqual(s.context.game?.protocol === 'seamless' ? {} : s.context.all ? { amount: 0, all: true } : { amount: 200, all: false });
      },
      'live.playing.active': (s) => {
        const seamless = s.context.session?.protocol === 'seamless';
        expect(s.context.session).toEqual(seamless ? seamlessSession : session);
        // No recharge from the wallet's own game, by the bar or by the frame.
        expect(s.can({ type: 'RECHARGE' })).toBe(!seamless);
        expect(s.can({ type: 'FRAME_MESSAGE', ...message({ type: 'recharge' }) })).toBe(!seamless && s.context.frameWindow !== null);
        if (s.context.disconnected) expect(s.context.frameWindow).toBe(frameWindow);
      },
      'live.playing.confirmingExit': (s) => expect(['home', null]).toContain(s.context.leaveTo),
      'live.playing.recharging': (s) => {
        expect(s.children.recharge).toBeDefined();
        expect(s.context.session?.protocol).not.toBe('seamless');
      },
      'live.exiting': (s) => expect(s.children.exit).toBeDefined(),
      done: (s) => {
        expect(s.context.returned).toBe(exited.returned);
        expect(s.context.leaveTo).toBeNull();
        expect(storage.get('gameId')).toBeNull();
        expect(storage.get('gamePath')).toBeNull();
        expect(lock.held).toBe(0);
      },
      left: (s) => {
        expect(s.status).toBe('done');
        expect(goHome).toHaveBeenCalled();
        expect(lock.held).toBe(0);
      },
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
  interface Outcomes {
    leftover?: boolean;
    game?: GameDetail | Error;
    launch?: Array<GameSession | Error>;
    recharge?: Array<RechargeReply | Error>;
    exit?: Array<ExitReply | Error>;
    autoExit?: Array<AutoExitReply | Error>;
  }
  // The session with its real steps, each step's calls answered from `outcomes`.
  const start = (outcomes: Outcomes, extra: Partial<GameSessionInput> = {}) => {
    const calls: Calls = { launch: [], recharge: [], exit: [], autoExit: [] };
    const answer = <T,>(list: Array<T | Error> | undefined): T => {
      const outcome = list?.shift();
      if (outcome === undefined || outcome instanceof Error) throw outcome ?? new Error('no outcome');
      return outcome;
    };
    const wallet = { send: vi.fn() };
    const toast = { send: vi.fn() };
    const home = vi.fn();
    let keys = 0;
    const actor = stoppedAfterTest(createActor(
      gameSessionMachine.provide({
        actors: {
          leftoverCheck: fromPromise(async () => outcomes.leftover ?? false),
          gameLock: countedLock,
          amountStep: gameAmountMachine.provide({
            actors: {
              gameInfo: fromPromise<GameDetail, { gameId: number }>(async () => {
                if (outcomes.game instanceof Error) throw outcomes.game;
                return outcomes.game ?? luckyLanterns;
              }),
            },
          }),
          launch: gameLaunchMachine.provide({
            actors: {
              launch: fromPromise<GameSession, Calls['launch'][number]>(async ({ input: sent }) => (calls.launch.push(sent), answer(outcomes.launch))),
              autoExit: fromPromise<AutoExitReply, Calls['autoExit'][number]>(async ({ input: sent }) => (calls.autoExit.push(sent), answer(outcomes.autoExit))),
            },
          }),
          recharge: gameRechargeMachine.provide({
            actors: { recharge: fromPromise<RechargeReply, Calls['recharge'][number]>(async ({ input: sent }) => (calls.recharge.push(sent), answer(outcomes.recharge))) },
          }),
          exit: gameExitMachine.provide({
            actors: { exit: fromPromise<ExitReply, Calls['exit'][number]>(async ({ input: sent }) => (calls.exit.push(sent), answer(outcomes.exit))) },
          }),
          // The check itself is abnormal-exit.model.test.ts's; here it only reports the wallet.
          abnormalExit: createMachine({ initial: 'done', states: { done: { type: 'final' } }, output: { wallet: 650 } }) as unknown as typeof abnormalExitMachine,
          realityCheck: quietRealityCheck,
        },
        actions: { goHome: home },
      }),
      { input: { ...input(), wallet, toast, makeKey: () => `key-${++keys}-abcdefgh`, ...extra } },
    )).start();
    running.push(actor);
    return { actor, calls, wallet, toast, home };
  };
  type Session = ReturnType<typeof start>['actor'];
  // Where the view sends each event: the open step's child, as playing-game.tsx does.
  const amountStep = (actor: Session) => actor.getSnapshot().children.amount as ActorRefFrom<typeof gameAmountMachine>;
  const launchStep = (actor: Session) => actor.getSnapshot().children.launch as ActorRefFrom<typeof gameLaunchMachine>;
  const rechargeStep = (actor: Session) => actor.getSnapshot().children.recharge as ActorRefFrom<typeof gameRechargeMachine>;
  const exitStep = (actor: Session) => actor.getSnapshot().children.exit as ActorRefFrom<typeof gameExitMachine>;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const choose = async (actor: Session, amount = 200) => {
    await settle();
    amountStep(actor).send({ type: 'PICK_AMOUNT', amount });
    amountStep(actor).send({ type: 'SUBMIT' });
    await settle();
  };
  const play = async (actor: Session) => {
    await choose(actor);
    actor.send({ type: 'FRAME_ATTACHED', frame: frameWindow });
  };

  it('refuses a wrong amount and one the wallet does not cover, sending nothing', async () => {
    const { actor, calls } = start({});
    await settle();
    amountStep(actor).send({ type: 'SET_AMOUNT', text: '0' });
    amountStep(actor).send({ type: 'SUBMIT' });
    expect(amountStep(actor).getSnapshot().context.problem).toBe('wrongAmount');
    amountStep(actor).send({ type: 'SET_AMOUNT', text: '500.01' });
    amountStep(actor).send({ type: 'SUBMIT' });
    expect(amountStep(actor).getSnapshot().context.problem).toBe('insufficientBalance');
    // A wallet figure that changes meanwhile reaches the step.
    actor.send({ type: 'WALLET', balance: 600 });
    amountStep(actor).send({ type: 'SUBMIT' });
    await settle();
    expect(calls.launch.map((call) => call.request)).toEqual([{ amount: 500.01, all: false }]);
  });

  it('plays on when the game\'s page cannot be loaded', async () => {
    const { actor, calls } = start({ game: offline, launch: [session] });
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(amountStep(actor).getSnapshot().context.game).toBeNull();
    await choose(actor, 100);
    expect(calls.launch).toHaveLength(1);
    expect(actor.getSnapshot().matches({ live: 'playing' })).toBe(true);
  });

  it('does not launch a game in maintenance', async () => {
    const { actor, calls } = start({ game: { ...luckyLanterns, maintenance: true } });
    await choose(actor, 100);
    expect(amountStep(actor).getSnapshot().context.game?.name).toBe('Lucky Lanterns');
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(calls.launch).toEqual([]);
  });

  it('refuses all of an empty wallet, and sends all of a full one as {all: true}', async () => {
    const empty = start({}, { balance: 0 });
    await settle();
    amountStep(empty.actor).send({ type: 'CHOOSE_ALL' });
    amountStep(empty.actor).send({ type: 'SUBMIT' });
    expect(amountStep(empty.actor).getSnapshot().context.problem).toBe('insufficientBalance');
    const full = start({ launch: [session] });
    await settle();
    amountStep(full.actor).send({ type: 'CHOOSE_ALL' });
    amountStep(full.actor).send({ type: 'SUBMIT' });
    await settle();
    expect(full.calls.launch[0]?.request).toEqual({ amount: 0, all: true });
    expect(launchRequestOf({ all: false, amountText: '12.50' })).toEqual({ amount: 12.5, all: false });
  });

  it('a game that plays the promotion balance asks for no amount and launches with {all: true}', async () => {
    const { actor, calls } = start({ game: lanternsWithPromotion, launch: [{ ...session, promotion: promotionPlay }] });
    await settle();
    expect(amountStep(actor).getSnapshot().matches('promotion')).toBe(true);
    // Amount events are not this step's: nothing changes.
    amountStep(actor).send({ type: 'PICK_AMOUNT', amount: 200 });
    expect(amountStep(actor).getSnapshot().context).toMatchObject({ amountText: '', all: true });
    amountStep(actor).send({ type: 'SUBMIT' });
    await settle();
    expect(calls.launch).toEqual([{ gameId: 7, request: { amount: 0, all: true }, key: 'key-1-abcdefgh' }]);
    expect(actor.getSnapshot().context.session?.promotion).toEqual(promotionPlay);
  });

  it('a promotion game in maintenance is not launched either', async () => {
    const { actor, calls } = start({ game: { ...lanternsWithPromotion, maintenance: true } });
    await settle();
    amountStep(actor).send({ type: 'SUBMIT' });
    await settle();
    expect(amountStep(actor).getSnapshot().matches('promotion')).toBe(true);
    expect(calls.launch).toEqual([]);
  });

  it('starts with the abnormal-exit check when a game was left, then takes the wallet it reports', async () => {
    const { actor, wallet } = start({ leftover: true });
    // Fresh figures for the amount sheet from the start.
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    await settle();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.balance).toBe(650);
    expect(amountStep(actor).getSnapshot().context.balance).toBe(650);
  });

  it('goes straight to the amount when no game was left (or another tab plays it)', async () => {
    const { actor } = start({ leftover: false });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.balance).toBe(500);
  });

  it('retries a launch with the same key until it completes, storing the game and holding the lock meanwhile', async () => {
    const { actor, calls, wallet } = start({ launch: [disconnected, offline, session] });
    expect(lock.held).toBe(0);
    await choose(actor);
    expect(launchStep(actor).getSnapshot().matches('launchFailed')).toBe(true);
    expect(launchStep(actor).getSnapshot().context.error).toBe('The game has been disconnected, please exit and re-enter');
    expect(storage.get('gameId')).toBe(7);
    expect(lock.held).toBe(1);
    launchStep(actor).send({ type: 'RETRY' });
    await settle();
    launchStep(actor).send({ type: 'RETRY' });
    await settle();
    expect(calls.launch.map((call) => call.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(calls.launch[0]).toMatchObject({ gameId: 7, request: { amount: 200, all: false } });
    expect(actor.getSnapshot().matches({ live: 'playing' })).toBe(true);
    expect(lock.held).toBe(1);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    actor.stop();
    // A page closed while playing lets go of the game.
    expect(lock.held).toBe(0);
  });

  it('abandons a failed launch by pulling back what a maker holds, with a key of its own, then goes home saying so', async () => {
    const { actor, calls, wallet, toast, home } = start({ launch: [disconnected], autoExit: [offline, pulled] });
    await choose(actor);
    launchStep(actor).send({ type: 'ABANDON' });
    await settle();
    expect(launchStep(actor).getSnapshot().matches('launchFailed')).toBe(true);
    launchStep(actor).send({ type: 'ABANDON' });
    await settle();
    expect(calls.autoExit.map((call) => call.key)).toEqual(['key-2-abcdefgh', 'key-2-abcdefgh']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.returned).toBe(200);
    expect(storage.get('gameId')).toBeNull();
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    expect(toast.send).toHaveBeenCalledWith({ type: 'SHOW', text: '$200.00 is back in your wallet' });
    expect(home).toHaveBeenCalledTimes(1);
    expect(lock.held).toBe(0);
  });

  it('a new amount after a failed launch is a new move with a new key, the amount kept to change', async () => {
    const { actor, calls } = start({ launch: [offline, session] });
    await choose(actor);
    launchStep(actor).send({ type: 'CHANGE_AMOUNT' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(lock.held).toBe(0);
    expect(amountStep(actor).getSnapshot().context.amountText).toBe('200');
    await choose(actor, 100);
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
    expect(actor.getSnapshot().matches({ live: { playing: 'active' } })).toBe(true);
    expect(actor.getSnapshot().context.makerBalance).toBe(200);
    send({ type: 'balance', balance: 123.45 });
    expect(actor.getSnapshot().context.makerBalance).toBe(123.45);
    send({ type: 'disconnected' });
    expect(actor.getSnapshot().context.disconnected).toBe(true);
    send({ type: 'ready' });
    expect(actor.getSnapshot().context.disconnected).toBe(false);
    send({ type: 'recharge' });
    expect(actor.getSnapshot().matches({ live: { playing: 'recharging' } })).toBe(true);
  });

  it('takes only an exit from the platform\'s own page loaded in the frame', async () => {
    const { actor } = start({ launch: [session], exit: [exited] });
    await play(actor);
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'balance', balance: 1 }, PLATFORM_ORIGIN) });
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'recharge' }, PLATFORM_ORIGIN) });
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }, PLATFORM_ORIGIN, otherWindow) });
    expect(actor.getSnapshot().matches({ live: { playing: 'active' } })).toBe(true);
    expect(actor.getSnapshot().context.makerBalance).toBe(200);
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }, PLATFORM_ORIGIN) });
    await settle();
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it('ignores every message before the frame is attached', async () => {
    const { actor } = start({ launch: [session] });
    await choose(actor);
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }, MAKER_ORIGIN, undefined) });
    expect(actor.getSnapshot().matches({ live: { playing: 'active' } })).toBe(true);
  });

  it('recharges with its own key, reused when the same amount is sent again', async () => {
    const { actor, calls } = start({ launch: [session], recharge: [offline, recharged] });
    await play(actor);
    actor.send({ type: 'RECHARGE' });
    rechargeStep(actor).send({ type: 'SET_AMOUNT', text: '301' });
    rechargeStep(actor).send({ type: 'SUBMIT' });
    // The wallet holds 300 after the launch.
    expect(rechargeStep(actor).getSnapshot().context.problem).toBe('insufficientBalance');
    rechargeStep(actor).send({ type: 'SET_AMOUNT', text: '100' });
    rechargeStep(actor).send({ type: 'SUBMIT' });
    await settle();
    expect(rechargeStep(actor).getSnapshot().context.error).toBe(offline.message);
    rechargeStep(actor).send({ type: 'SUBMIT' });
    await settle();
    expect(calls.recharge).toEqual([
      { sessionId: 31, amount: 100, key: 'key-2-abcdefgh' },
      { sessionId: 31, amount: 100, key: 'key-2-abcdefgh' },
    ]);
    expect(actor.getSnapshot().matches({ live: { playing: 'active' } })).toBe(true);
    expect(actor.getSnapshot().context.makerBalance).toBe(300);
    expect(actor.getSnapshot().context.balance).toBe(200);
  });

  it('a cancelled recharge changes nothing', async () => {
    const { actor, calls } = start({ launch: [session] });
    await play(actor);
    actor.send({ type: 'RECHARGE' });
    rechargeStep(actor).send({ type: 'PICK_AMOUNT', amount: 100 });
    rechargeStep(actor).send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ live: { playing: 'active' } })).toBe(true);
    expect(actor.getSnapshot().context.makerBalance).toBe(200);
    expect(calls.recharge).toEqual([]);
  });

  it('hides and shows the controls', async () => {
    const { actor } = start({ launch: [session] });
    await play(actor);
    actor.send({ type: 'TOGGLE_HIDE' });
    expect(actor.getSnapshot().context.hidden).toBe(true);
    actor.send({ type: 'TOGGLE_HIDE' });
    expect(actor.getSnapshot().context.hidden).toBe(false);
  });

  it('back home asks first, exits with a key reused on retry, then forgets the game, refreshes the wallet and goes home saying what came back', async () => {
    const { actor, calls, wallet, toast, home } = start({ launch: [session], exit: [offline, exited] });
    await play(actor);
    actor.send({ type: 'BACK_HOME' });
    expect(actor.getSnapshot().matches({ live: { playing: 'confirmingExit' } })).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ live: { playing: 'active' } })).toBe(true);
    actor.send({ type: 'BACK_HOME' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(exitStep(actor).getSnapshot().matches('exitFailed')).toBe(true);
    expect(storage.get('gameId')).toBe(7);
    expect(lock.held).toBe(1);
    exitStep(actor).send({ type: 'RETRY' });
    await settle();
    expect(calls.exit).toEqual([{ sessionId: 31, key: 'key-2-abcdefgh' }, { sessionId: 31, key: 'key-2-abcdefgh' }]);
    const left = actor.getSnapshot();
    expect(left.matches('left')).toBe(true);
    expect(left.context.leaveTo).toBe('home');
    expect(left.context.returned).toBe(245.5);
    expect(storage.get('gameId')).toBeNull();
    expect(wallet.send).toHaveBeenLastCalledWith({ type: 'REFRESH' });
    expect(toast.send).toHaveBeenCalledWith({ type: 'SHOW', text: '$245.50 is back in your wallet' });
    expect(home).toHaveBeenCalledTimes(1);
    expect(lock.held).toBe(0);
  });

  it('an exit asked by the game itself needs no confirmation, and shows what came back', async () => {
    const { actor, calls, home } = start({ launch: [session], exit: [exited] });
    await play(actor);
    actor.send({ type: 'FRAME_MESSAGE', ...message({ type: 'exit' }) });
    await settle();
    expect(calls.exit).toHaveLength(1);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(home).not.toHaveBeenCalled();
    expect(lock.held).toBe(0);
  });

  it('leaving after a failed exit keeps the game stored for the next start, and goes home', async () => {
    const { actor, toast, home } = start({ launch: [session], exit: [offline] });
    await play(actor);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    exitStep(actor).send({ type: 'LEAVE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(storage.get('gameId')).toBe(7);
    expect(toast.send).not.toHaveBeenCalled();
    expect(home).toHaveBeenCalledTimes(1);
  });
});
