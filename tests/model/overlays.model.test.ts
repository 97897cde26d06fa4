// Toast, loading indicator and confirm dialog, walked from their graphs.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_DURATION_MS } from '../../src/domain/constants';
import { confirmMachine } from '../../src/machines/confirm.machine';
import { loadingMachine } from '../../src/machines/loading.machine';
import { toastMachine } from '../../src/machines/toast.machine';
import { describeModel } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

describeModel(toastMachine, {
  clock: true,
  pathStrategy: 'transitions',
  events: { SHOW: [{ text: 'verification code sent' }] },
  states: {
    hidden: (s) => expect(s.matches('shown')).toBe(false),
    shown: (s) => {
      expect(s.context.text).toBe('verification code sent');
      expect(s.context.durationMs).toBe(TOAST_DURATION_MS);
    },
  },
});

describeModel(loadingMachine, {
  pathStrategy: 'transitions',
  states: {
    hidden: (s) => expect(s.context.pending).toBe(0),
    visible: (s) => expect(s.context.pending).toBeGreaterThan(0),
  },
});

describeModel(confirmMachine, {
  pathStrategy: 'transitions',
  events: { ASK: [{ title: 'Settle', text: 'Move the promotion balance to the wallet?', answer: () => {} }] },
  serializeState: (s) => JSON.stringify(s.value),
  states: {
    closed: (s) => expect(s.context.request).toBeNull(),
    open: (s) => expect(s.context.request?.title).toBe('Settle'),
  },
});

describe('overlay rules', () => {
  it('a toast hides itself after its duration and a new one restarts the timer', () => {
    vi.useFakeTimers();
    try {
      const toast = stoppedAfterTest(createActor(toastMachine)).start();
      toast.send({ type: 'SHOW', text: 'one' });
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
      toast.send({ type: 'SHOW', text: 'two' });
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
      expect(toast.getSnapshot().context.text).toBe('two');
      expect(toast.getSnapshot().matches('shown')).toBe(true);
      vi.advanceTimersByTime(100);
      expect(toast.getSnapshot().matches('hidden')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loading stays visible until the last slow call ends', () => {
    const loading = stoppedAfterTest(createActor(loadingMachine)).start();
    loading.send({ type: 'SHOW' });
    loading.send({ type: 'SHOW' });
    loading.send({ type: 'HIDE' });
    expect(loading.getSnapshot().matches('visible')).toBe(true);
    loading.send({ type: 'HIDE' });
    expect(loading.getSnapshot().matches('hidden')).toBe(true);
  });

  it('the asker hears the answer once, and a second question answers the first "no"', () => {
    const confirm = stoppedAfterTest(createActor(confirmMachine)).start();
    const first = vi.fn();
    const second = vi.fn();
    confirm.send({ type: 'ASK', title: 'a', text: 'a', answer: first });
    confirm.send({ type: 'ASK', title: 'b', text: 'b', answer: second });
    confirm.send({ type: 'CONFIRM' });
    expect(first).toHaveBeenCalledExactlyOnceWith(false);
    expect(second).toHaveBeenCalledExactlyOnceWith(true);
  });
});
