// Device-type relaunch and forbidden recovery, walked from their graphs.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deviceTypeMachine } from '../../src/machines/device-type.machine';
import { forbiddenRecoveryMachine, FORBIDDEN_PROBE_MS } from '../../src/machines/forbidden-recovery.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const deviceEffects = () => ({ storeDeviceType: vi.fn(), relaunchToRedirect: vi.fn() });

const relaunching = { relaunching: (s: { status: string }) => expect(s.status).toBe('done') };

for (const [stored, current] of [[null, 'h5'], ['h5', 'h5']] as const) {
  describe(`device type stored ${stored}, now ${current}`, () => {
    describeModel(deviceTypeMachine.provide({ actions: deviceEffects() }), {
      input: { stored, current },
      events: { RESIZED: [{ deviceType: 'pc' }, { deviceType: 'h5' }] },
      states: { steady: (s) => expect(s.context.current).toBe(current), ...relaunching },
    });
  });
}

describe('device type stored pc, now h5', () => {
  describeModel(deviceTypeMachine.provide({ actions: deviceEffects() }), {
    input: { stored: 'pc', current: 'h5' },
    states: relaunching,
  });
});

describe('device type rules', () => {
  it('a first visit stores the type without relaunching', () => {
    const effects = deviceEffects();
    const actor = stoppedAfterTest(createActor(deviceTypeMachine.provide({ actions: effects }), { input: { stored: null, current: 'pc' } })).start();
    expect(actor.getSnapshot().matches('steady')).toBe(true);
    expect(effects.storeDeviceType).toHaveBeenCalledOnce();
    expect(effects.relaunchToRedirect).not.toHaveBeenCalled();
  });

  it('a type that differs from the stored one relaunches to the redirect page', () => {
    const effects = deviceEffects();
    stoppedAfterTest(createActor(deviceTypeMachine.provide({ actions: effects }), { input: { stored: 'h5', current: 'pc' } })).start();
    expect(effects.relaunchToRedirect).toHaveBeenCalledOnce();
  });

  it('a resize across the desktop width relaunches, one within the same type does not', () => {
    const effects = deviceEffects();
    const actor = stoppedAfterTest(createActor(deviceTypeMachine.provide({ actions: effects }), { input: { stored: 'h5', current: 'h5' } })).start();
    actor.send({ type: 'RESIZED', deviceType: 'h5' });
    expect(effects.relaunchToRedirect).not.toHaveBeenCalled();
    actor.send({ type: 'RESIZED', deviceType: 'pc' });
    expect(effects.relaunchToRedirect).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.current).toBe('pc');
  });
});

const forbiddenEffects = () => ({ showForbiddenPage: vi.fn(), leaveForRedirect: vi.fn() });

describeModel(forbiddenRecoveryMachine.provide({ actors: { probeAccess: pendingActor }, actions: forbiddenEffects() }), {
  clock: true,
  pathStrategy: 'transitions',
  events: { FORBIDDEN: [{ failure: { status: 403 } }] },
  states: {
    allowed: (s) => expect(s.context.failure).toBeNull(),
    'forbidden.waiting': (s) => expect(s.context.failure).toEqual({ status: 403 }),
    'forbidden.probing': (s) => expect(s.context.failure).toEqual({ status: 403 }),
  },
});

describe('forbidden recovery rules', () => {
  it('an HTTP 403 shows the forbidden page; a later success leaves for the redirect page', () => {
    const effects = forbiddenEffects();
    const actor = stoppedAfterTest(createActor(forbiddenRecoveryMachine.provide({ actors: { probeAccess: pendingActor }, actions: effects }))).start();
    actor.send({ type: 'RESPONSE_OK' });
    expect(effects.leaveForRedirect).not.toHaveBeenCalled();
    actor.send({ type: 'FORBIDDEN', failure: { status: 403 } });
    expect(effects.showForbiddenPage).toHaveBeenCalledOnce();
    actor.send({ type: 'RESPONSE_OK' });
    expect(effects.leaveForRedirect).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('allowed')).toBe(true);
  });

  it('probes on its own every FORBIDDEN_PROBE_MS and leaves when the probe succeeds', async () => {
    vi.useFakeTimers();
    try {
      const effects = forbiddenEffects();
      const probe = vi.fn(async (): Promise<void> => {});
      const actor = stoppedAfterTest(createActor(forbiddenRecoveryMachine.provide({ actors: { probeAccess: fromPromise<void>(probe) }, actions: effects }))).start();
      actor.send({ type: 'FORBIDDEN', failure: null });
      await vi.advanceTimersByTimeAsync(FORBIDDEN_PROBE_MS);
      expect(probe).toHaveBeenCalledOnce();
      expect(effects.leaveForRedirect).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
