// The round poller's pace (server/modules/play/round-sync-pace.ts): under steady play a pass finds
// about the target, a burst is pulled at once, and an idle platform drifts back to the longest wait.
import { describe, expect, it } from 'vitest';
import { RoundSyncPace } from '../../server/modules/play/round-sync-pace';

const LONGEST = 2000;
const pace = () => new RoundSyncPace({ targetRounds: 200, longestWaitMs: LONGEST });

describe('RoundSyncPace', () => {
  it('before it has seen two passes: at once after rounds, the longest wait after none', () => {
    expect(pace().next(5, 0, 10)).toBe(0);
    expect(pace().next(0, 0, 10)).toBe(LONGEST);
  });

  it('under steady play waits as long as the makers take to play the target, less the pass itself', () => {
    const steady = pace();
    steady.next(0, 0, 20);
    // 1.2 rounds a millisecond: 200 take 166.7 ms, of which the pass took 20.
    expect(steady.next(120, 100, 120)).toBe(147);
    expect(steady.next(200, 266.7, 286.7)).toBe(147);
  });

  it('pulls again at once while a burst outruns it, and never waits longer than the longest', () => {
    const burst = pace();
    burst.next(0, 0, 10);
    expect(burst.next(2000, 100, 400)).toBe(0);
    const slow = pace();
    slow.next(0, 0, 10);
    expect(slow.next(1, 2000, 2010)).toBe(LONGEST);
  });

  it('halves its rate with each pass that found nothing, so an idle platform drifts back to the longest wait', () => {
    const idle = pace();
    idle.next(0, 0, 10);
    const waits = [idle.next(400, 100, 110)];
    let start = 100;
    for (let pass = 0; pass < 6; pass += 1) {
      start += 10 + waits[waits.length - 1]!;
      waits.push(idle.next(0, start, start + 10));
    }
    expect(waits[0]).toBe(40);
    for (let index = 1; index < waits.length; index += 1) expect(waits[index]!).toBeGreaterThan(waits[index - 1]!);
    expect(waits[waits.length - 1]).toBe(LONGEST);
  });
});
