// The verification-code button, walked from its graph on a simulated clock: every second of the
// countdown is a state, so the path to "ended" really waits CODE_RESEND_SECONDS.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CODE_RESEND_SECONDS } from '../../src/domain/constants';
import { verificationCodeMachine } from '../../src/machines/verification-code.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

describeModel(verificationCodeMachine.provide({ actors: { sendCode: pendingActor } }), {
  clock: true,
  pathStrategy: 'transitions',
  events: { SEND: [{ phone: '09171234567' }] },
  serializeState: (s) => JSON.stringify([s.value, s.context.secondsLeft, s.context.sentBefore]),
  states: {
    idle: (s) => {
      expect(s.context.sentBefore).toBe(false);
      expect(s.hasTag('busy')).toBe(false);
    },
    sending: (s) => {
      expect(s.context.phone).toBe('09171234567');
      expect(s.hasTag('busy')).toBe(true);
    },
    counting: (s) => {
      expect(s.context.secondsLeft).toBeGreaterThan(0);
      expect(s.context.secondsLeft).toBeLessThanOrEqual(CODE_RESEND_SECONDS);
    },
    ended: (s) => {
      expect(s.context.secondsLeft).toBe(0);
      expect(s.context.sentBefore).toBe(true);
    },
  },
});

describe('verification-code rules', () => {
  const run = (sendCode: () => Promise<void>) => {
    const clock = new SimulatedClock();
    const actor = stoppedAfterTest(createActor(verificationCodeMachine.provide({ actors: { sendCode: fromPromise(sendCode) } }), { clock })).start();
    return { actor, clock };
  };

  it('counts down exactly CODE_RESEND_SECONDS after a sent code, then offers a resend', async () => {
    const { actor, clock } = run(async () => {});
    actor.send({ type: 'SEND', phone: '09171234567' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.secondsLeft).toBe(CODE_RESEND_SECONDS);
    // One second at a time: each tick schedules the next.
    for (let second = 1; second < CODE_RESEND_SECONDS; second += 1) clock.increment(1000);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('ended')).toBe(true);
  });

  it('a failed send does not start the countdown', async () => {
    const { actor } = run(async () => {
      throw new Error('refused');
    });
    actor.send({ type: 'SEND', phone: '09171234567' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('ignores a second send while counting', () => {
    const { actor } = run(async () => {});
    actor.send({ type: 'SENT' });
    actor.send({ type: 'SEND', phone: '09171234567' });
    expect(actor.getSnapshot().matches('counting')).toBe(true);
  });
});
