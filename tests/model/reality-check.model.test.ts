// The reality check, walked from its graph with a simulated clock (each interval is a step of the
// walk), then its rules on the real machine: the reminder comes exactly one interval after play
// began and one interval after each Continue, never before; "off" never reminds; a failed reading
// still reminds; and, as the game session's child, Leave exits the game through the session's own
// exit (its key, its call) and goes home.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, SimulatedClock, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LaunchRequest } from '../../src/domain/game-play';
import type { ExitReply, GameSession } from '../../src/domain/game-play.schema';
import type { RealityCheckSetting, RealityReading } from '../../src/domain/reality-check.schema';
import type { abnormalExitMachine } from '../../src/machines/abnormal-exit.machine';
import { gameAmountMachine } from '../../src/machines/game-amount.machine';
import { gameExitMachine } from '../../src/machines/game-exit.machine';
import { gameLaunchMachine } from '../../src/machines/game-launch.machine';
import { gameSessionMachine } from '../../src/machines/game-session.machine';
import { MINUTE_MS, realityCheckMachine } from '../../src/machines/reality-check.machine';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof realityCheckMachine>;
const setting = (interval: RealityCheckSetting['interval']): RealityCheckSetting => ({ interval, choices: [15, 30, 60], offAllowed: true });
const reading: RealityReading = { sessionId: 31, gameId: 7, openedAt: '2026-11-26T10:00:00.000Z', elapsedSeconds: 905, rounds: 12, bet: 240, win: 180.5, net: -59.5 };

describeModel(realityCheckMachine.provide({ actors: { loadInterval: pendingActor, loadReading: pendingActor } }), {
  clock: true,
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadInterval': [{ output: setting(15) }, { output: setting(null) }],
    'xstate.error.actor.loadInterval': [{ error: new Error('offline') }],
    'xstate.done.actor.loadReading': [{ output: reading }, { output: null }],
    'xstate.error.actor.loadReading': [{ error: new Error('offline') }],
  },
  states: {
    loading: (s: Snapshot) => expect(s.children.loadInterval).toBeDefined(),
    off: (s: Snapshot) => {
      expect(s.context.reminders).toBe(0);
      expect(s.children.loadReading).toBeUndefined();
    },
    // A failed load reminds at the default hour; a loaded one at the player's choice.
    waiting: (s: Snapshot) => expect([15, 60]).toContain(s.context.interval),
    reading: (s: Snapshot) => {
      expect(s.children.loadReading).toBeDefined();
      expect(s.context.countedSeconds % (s.context.interval * 60)).toBe(0);
      expect(s.context.countedSeconds).toBeGreaterThan(0);
    },
    reminding: (s: Snapshot) => {
      expect(s.context.reminders).toBeGreaterThan(0);
      expect([reading, null]).toContainEqual(s.context.reading);
    },
    left: (s: Snapshot) => expect(s.status).toBe('done'),
  },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reality check rules', () => {
  const start = (answer: RealityCheckSetting | Error, readings: Array<RealityReading | null | Error> = [reading]) => {
    const clock = new SimulatedClock();
    let asked = 0;
    const actor = stoppedAfterTest(createActor(
      realityCheckMachine.provide({
        actors: {
          loadInterval: fromPromise<RealityCheckSetting>(async () => {
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          loadReading: fromPromise<RealityReading | null>(async () => {
            const next = readings[Math.min(asked++, readings.length - 1)];
            if (next instanceof Error) throw next;
            return next ?? null;
          }),
        },
      }),
      { clock },
    )).start();
    return { actor, clock, asked: () => asked };
  };

  it('reminds exactly one interval after play began, asks the server then, and one interval after Continue again', async () => {
    const { actor, clock, asked } = start(setting(15), [reading, { ...reading, elapsedSeconds: 1805, net: 20 }]);
    await settle();
    clock.increment(15 * MINUTE_MS - 1);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(asked()).toBe(0);
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('reminding');
    expect(actor.getSnapshot().context.reading).toEqual(reading);
    // However long the reminder stays up, the next one counts from Continue.
    clock.increment(40 * MINUTE_MS);
    await settle();
    expect(asked()).toBe(1);
    actor.send({ type: 'CONTINUE' });
    clock.increment(15 * MINUTE_MS - 1);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('reminding');
    expect(actor.getSnapshot().context).toMatchObject({ reminders: 2, reading: { elapsedSeconds: 1805, net: 20 } });
  });

  it('never reminds a player who turned it off', async () => {
    const { actor, clock, asked } = start(setting(null));
    await settle();
    clock.increment(24 * 60 * MINUTE_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('off');
    expect(asked()).toBe(0);
  });

  it('reminds at the default hour when the interval cannot be loaded, and without figures when the reading fails', async () => {
    const { actor, clock } = start(new Error('offline'), [new Error('offline')]);
    await settle();
    clock.increment(59 * MINUTE_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(MINUTE_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe('reminding');
    expect(actor.getSnapshot().context).toMatchObject({ reading: null, countedSeconds: 3600 });
  });

  it('as the game session\'s child: Leave exits the game through the session\'s exit and goes home', async () => {
    const clock = new SimulatedClock();
    const session: GameSession = { sessionId: 31, gameId: 7, makerCode: 'demo', url: 'http://127.0.0.1:5180/play/x', origin: 'http://127.0.0.1:5180', makerBalance: 200, wallet: 300, promotion: null };
    const exits: Array<{ sessionId: number; key: string }> = [];
    const wallet = { send: () => undefined };
    const home = vi.fn();
    const actor = stoppedAfterTest(createActor(
      gameSessionMachine.provide({
        actors: {
          leftoverCheck: fromPromise(async () => false),
          gameLock: fromCallback(() => undefined),
          amountStep: gameAmountMachine.provide({ actors: { gameInfo: pendingActor } }),
          launch: gameLaunchMachine.provide({ actors: { launch: fromPromise<GameSession, { gameId: number; request: LaunchRequest; key: string }>(async () => session) } }),
          exit: gameExitMachine.provide({ actors: { exit: fromPromise<ExitReply, { sessionId: number; key: string }>(async ({ input }) => (exits.push(input), { returned: 180.5, wallet: 480.5 })) } }),
          abnormalExit: createMachine({}) as unknown as typeof abnormalExitMachine,
          realityCheck: realityCheckMachine.provide({
            actors: { loadInterval: fromPromise<RealityCheckSetting>(async () => setting(30)), loadReading: fromPromise<RealityReading | null>(async () => reading) },
          }),
        },
        actions: { goHome: home },
      }),
      { input: { gameId: 7, gamePath: '/pages/index/playingGame?id=7', balance: 500, wallet, toast: { send: () => undefined }, makeKey: () => 'leave-key-abcdefgh' }, clock },
    )).start();
    await settle();
    const amount = actor.getSnapshot().children.amount as ActorRefFrom<typeof gameAmountMachine>;
    amount.send({ type: 'PICK_AMOUNT', amount: 200 });
    amount.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ live: 'playing' })).toBe(true);
    await settle();
    clock.increment(30 * MINUTE_MS);
    await settle();
    const child = actor.getSnapshot().children.realityCheck as ReturnType<typeof createActor<typeof realityCheckMachine>> | undefined;
    expect(child?.getSnapshot().value).toBe('reminding');
    // The game goes on under the reminder until the player answers.
    expect(actor.getSnapshot().matches({ live: { playing: 'active' } })).toBe(true);
    child?.send({ type: 'LEAVE' });
    await settle();
    expect(exits).toEqual([{ sessionId: 31, key: 'leave-key-abcdefgh' }]);
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().context).toMatchObject({ leaveTo: 'home', returned: 180.5, balance: 480.5 });
    expect(home).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().children.realityCheck).toBeUndefined();
    expect(storage.get('gameId')).toBeNull();
  });
});
