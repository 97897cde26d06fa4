// Taking a break or excluding oneself, walked from the machine's graph: a length is chosen, then
// confirmed twice (cancel at either step changes nothing), sent, and started; a time-out then
// signs out (the session's player is told), a self-exclusion does not. A refusal is shown.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BreakLength } from '../../src/domain/safer-play';
import type { SafetyStatus } from '../../src/domain/safer-play.schema';
import { takeBreakMachine } from '../../src/machines/take-break.machine';
import { describeModel, pendingActor } from './model-harness';
import { refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof takeBreakMachine>;

const UNTIL = Date.UTC(2026, 10, 27, 10, 0);
const started = (kind: 'timeOut' | 'selfExclusion'): SafetyStatus => ({
  limits: [],
  activeBreak: { kind, startedAt: UNTIL - 86_400_000, until: UNTIL, liftRequestedAt: null, liftsAt: kind === 'timeOut' ? UNTIL : null },
  hasDeposited: false,
});
const tooEarly = 'Your self-exclusion lasts until 2027-05-26 18:00 UTC+8. You can ask to lift it after that.';

describeModel(takeBreakMachine.provide({ actors: { takeBreak: pendingActor, requestLift: pendingActor } }), {
  input: { player: { send: vi.fn() } as never },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.length, s.context.error !== null]),
  events: {
    CHOOSE: [{ length: '24h' }, { length: '6m' }],
    'xstate.done.actor.0.takeBreak.submitting': [{ output: started('timeOut') }],
    'xstate.error.actor.0.takeBreak.submitting': [{ error: refused('Your break already lasts until 2026-11-30 10:00 UTC+8. A new one can only make it longer.') }],
    'xstate.done.actor.0.takeBreak.lifting': [{ output: started('selfExclusion') }],
    'xstate.error.actor.0.takeBreak.lifting': [{ error: refused(tooEarly) }],
  },
  states: {
    idle: (s) => {
      expect(s.context.length).toBeNull();
      expect(s.can({ type: 'CONFIRM' })).toBe(false);
    },
    'confirming.first': (s) => {
      expect(s.context.length).not.toBeNull();
      expect(s.can({ type: 'CANCEL' })).toBe(true);
    },
    'confirming.second': (s) => expect(s.context.length).not.toBeNull(),
    submitting: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.length).not.toBeNull();
    },
    started: (s) => expect(s.context.result?.activeBreak?.until).toBe(UNTIL),
    signedOut: (s) => expect(s.status).toBe('done'),
    lifting: (s) => expect(s.hasTag('busy')).toBe(true),
  },
});

describe('break confirmation rules', () => {
  const run = async (length: BreakLength, confirmations: number) => {
    const sent: BreakLength[] = [];
    const player = { send: vi.fn() };
    const actor = stoppedAfterTest(createActor(
      takeBreakMachine.provide({
        actors: {
          takeBreak: fromPromise<SafetyStatus, BreakLength>(async ({ input }) => {
            sent.push(input);
            return started(length === '24h' ? 'timeOut' : 'selfExclusion');
          }),
        },
      }),
      { input: { player: player as never } },
    )).start();
    actor.send({ type: 'CHOOSE', length });
    for (let index = 0; index < confirmations; index += 1) actor.send({ type: 'CONFIRM' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { actor, sent, player };
  };

  it('sends nothing after one confirmation, and once after two', async () => {
    expect((await run('24h', 1)).sent).toEqual([]);
    expect((await run('24h', 2)).sent).toEqual(['24h']);
  });

  it('signs out after a time-out, not after a self-exclusion', async () => {
    const timeOut = await run('24h', 2);
    timeOut.actor.send({ type: 'CLOSE' });
    expect(timeOut.player.send).toHaveBeenCalledWith({ type: 'SESSION_REJECTED' });
    const exclusion = await run('1y', 2);
    exclusion.actor.send({ type: 'CLOSE' });
    expect(exclusion.player.send).not.toHaveBeenCalled();
    expect(exclusion.actor.getSnapshot().matches('idle')).toBe(true);
  });
});
