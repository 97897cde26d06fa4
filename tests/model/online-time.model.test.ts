// Online-time tracker: the graph walk covers every state (guards pinned so each branch is
// reachable); the rule tests drive the real guards with a simulated clock and SPEC.md §4's numbers.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { onlineTimeMachine } from '../../src/machines/online-time.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const clock = new SimulatedClock();
const input = { now: () => clock.now() };

describe('online time, with time to report', () => {
  describeModel(
    onlineTimeMachine.provide({
      actors: { report: pendingActor },
      guards: { wasAsleep: () => false, reportTooSoon: () => false, nothingToReport: () => false },
    }),
    {
      input,
      clock: () => clock,
      pathStrategy: 'transitions',
      states: {
        'tracking.checking.waiting': (s) => expect(s.context.activeStamp).toBeLessThanOrEqual(clock.now()),
        'tracking.reporting.waiting': (s) => expect(s.matches({ tracking: { checking: 'waiting' } })).toBe(true),
        'tracking.reporting.sending': (s) => expect(s.context.lastReportAt).toBeLessThanOrEqual(clock.now()),
        sendingLast: (s) => expect(s.status).toBe('active'),
        stopped: (s) => expect(s.status).toBe('done'),
      },
    },
  );
});

describe('online time, nothing to report at logout', () => {
  describeModel(onlineTimeMachine.provide({ actors: { report: pendingActor }, guards: { nothingToReport: () => true } }), {
    input,
    clock: () => clock,
    states: {
      tracking: (s) => expect(s.status).toBe('active'),
      stopped: (s) => expect(s.status).toBe('done'),
    },
  });
});

describe('online time rules (SPEC.md §4 numbers)', () => {
  const start = () => {
    const time = new SimulatedClock();
    const units: number[] = [];
    const actor = stoppedAfterTest(createActor(
      onlineTimeMachine.provide({
        actors: { report: fromPromise<void, { unit: 1 | 2 | 3 }>(async ({ input: { unit } }) => void units.push(unit)) },
      }),
      { clock: time, input: { now: () => time.now() } },
    )).start();
    /** Let time pass the way a running app does: every timer fires when it is due. */
    const pass = (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) time.increment(1000);
    };
    return { actor, time, units, pass };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reports unit 3 every 180 s, not before', async () => {
    const { units, pass } = start();
    pass(179);
    await settle();
    expect(units).toEqual([]);
    pass(1);
    await settle();
    expect(units).toEqual([3]);
    pass(180);
    await settle();
    expect(units).toEqual([3, 3]);
  });

  // The device sleeps: no timer runs, then the due ones fire at once. Over 184 s is sleep: a new
  // stamp is taken and the report that falls due is skipped; 184 s exactly is not sleep.
  it.each([
    [185, []],
    [400, []],
    [184, [3]],
  ] as const)('a gap of %i s between checks reports %j', async (seconds, expected) => {
    const { units, time } = start();
    time.increment(seconds * 1000);
    await settle();
    expect(units).toEqual(expected);
  });

  it.each([
    [49, []],
    [50, [1]],
    [109, [1]],
    [110, [2]],
    [169, [2]],
    [170, [3]],
  ] as const)('logout after %i s sends %j', async (seconds, expected) => {
    const { actor, units, pass } = start();
    pass(seconds);
    actor.send({ type: 'STOP' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(units).toEqual(expected);
  });

  it('logout counts from the last report', async () => {
    const { actor, units, pass } = start();
    pass(180 + 60);
    actor.send({ type: 'STOP' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(units).toEqual([3, 1]);
  });
});
