// The background passes' timing (server/shared/repeating-pass.ts): the round poller, the recovery
// pass, the bonus pass and PGlite's maintenance all run on it.
import { describe, expect, it, vi } from 'vitest';
import { RepeatingPass } from '../../../server/shared/repeating-pass';

describe('RepeatingPass', () => {
  it('times the next pass from the end of the last, so a slow pass never overlaps the next', async () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      let release: () => void = () => undefined;
      const repeating = new RepeatingPass(
        () =>
          new Promise<void>((resolve) => {
            events.push(`start ${Date.now()}`);
            release = () => {
              events.push(`end ${Date.now()}`);
              resolve();
            };
          }),
        () => undefined,
      );
      vi.setSystemTime(0);
      repeating.start(100);
      expect(events).toEqual(['start 0']);
      await vi.advanceTimersByTimeAsync(500); // the pass is still running: nothing more starts
      expect(events).toEqual(['start 0']);
      release();
      await vi.advanceTimersByTimeAsync(99);
      expect(events).toEqual(['start 0', 'end 500']);
      await vi.advanceTimersByTimeAsync(1);
      expect(events).toEqual(['start 0', 'end 500', 'start 600']);
      release();
      await repeating.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed pass and still runs the next; stop() waits for the pass under way and no pass follows', async () => {
    vi.useFakeTimers();
    try {
      const failures: string[] = [];
      let calls = 0;
      let release: () => void = () => undefined;
      const repeating = new RepeatingPass(async () => {
        calls += 1;
        if (calls === 1) throw new Error('the first pass fails');
        await new Promise<void>((resolve) => (release = resolve));
      }, (message) => failures.push(message));
      repeating.start(50, false);
      expect(calls).toBe(0); // not at once when asked so
      await vi.advanceTimersByTimeAsync(50);
      expect(calls).toBe(1);
      expect(failures).toEqual(['the first pass fails']);
      await vi.advanceTimersByTimeAsync(50);
      expect(calls).toBe(2);
      let stopped = false;
      const stopping = repeating.stop().then(() => (stopped = true));
      expect(repeating.stopping).toBe(true);
      await vi.advanceTimersByTimeAsync(10);
      expect(stopped).toBe(false); // the second pass is still running
      release();
      await stopping;
      await vi.advanceTimersByTimeAsync(500);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs nothing for an interval of 0', async () => {
    let calls = 0;
    const repeating = new RepeatingPass(async () => void (calls += 1), () => undefined);
    repeating.start(0);
    await repeating.stop();
    expect(calls).toBe(0);
  });

  it('paced: waits what each pass answered, the failed-pass wait after a failure, and never runs with that wait at 0', async () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(0);
      const starts: number[] = [];
      const answers = [30, 0, 500];
      const failures: string[] = [];
      const repeating = new RepeatingPass<number>(async () => {
        starts.push(Date.now());
        const answer = answers.shift();
        if (answer === undefined) throw new Error('no answer');
        return answer;
      }, (message) => failures.push(message));
      repeating.startPaced(2000, false);
      await vi.advanceTimersByTimeAsync(1999);
      expect(starts).toEqual([]); // the first after the failed-pass wait when not at once
      await vi.advanceTimersByTimeAsync(1);
      expect(starts).toEqual([2000]);
      await vi.advanceTimersByTimeAsync(30);
      expect(starts).toEqual([2000, 2030]);
      await vi.advanceTimersByTimeAsync(1);
      expect(starts).toEqual([2000, 2030, 2031]); // the second answered 0: the third on the next turn (a timer of 0 is 1 ms)
      await vi.advanceTimersByTimeAsync(500);
      expect(starts).toEqual([2000, 2030, 2031, 2531]);
      expect(failures).toEqual(['no answer']);
      await vi.advanceTimersByTimeAsync(1999);
      expect(starts).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(1);
      expect(starts).toEqual([2000, 2030, 2031, 2531, 4531]);
      await repeating.stop();

      let calls = 0;
      const never = new RepeatingPass(async () => ((calls += 1), 0), () => undefined);
      never.startPaced(0);
      await vi.advanceTimersByTimeAsync(5000);
      await never.stop();
      expect(calls).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
