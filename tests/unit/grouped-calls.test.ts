// The queue behind grouped reads, writes and spins (server/db/grouped-calls.ts): the jobs of one
// turn of the event loop go together at its end, while a call is free; the jobs that arrive while
// every call runs go together when one ends. A call that fails rejects every job it carried and
// left unsettled.
import { describe, expect, it } from 'vitest';
import { GroupedCalls, type GroupedJob } from '../../server/db/grouped-calls';

interface Job extends GroupedJob {
  value: number;
  resolve(): void;
}

/** A queue whose calls record their groups and answer at once. */
function recordingQueue(callsInFlight = 1) {
  const groups: number[][] = [];
  const queue = new GroupedCalls<Job>(async (group) => {
    groups.push(group.map((job) => job.value));
    for (const job of group) job.resolve();
  }, callsInFlight);
  const add = (value: number) => new Promise<void>((resolve, reject) => queue.add({ value, resolve, reject }));
  return { groups, add };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('calls grouped', () => {
  it('sends the jobs of one turn together once it ends, and the next turn\'s in the next call', async () => {
    const { groups, add } = recordingQueue();
    const first = [1, 2, 3].map(add);
    expect(groups, 'nothing is sent before the turn ends').toEqual([]);
    await Promise.all(first);
    expect(groups).toEqual([[1, 2, 3]]);
    await nextTurn();
    await Promise.all([4, 5].map(add));
    expect(groups).toEqual([[1, 2, 3], [4, 5]]);
  });

  it('takes at most 64 jobs a call, the rest in the next', async () => {
    const { groups, add } = recordingQueue(1);
    await Promise.all(Array.from({ length: 100 }, (_, index) => add(index)));
    expect(groups.map((group) => group.length)).toEqual([64, 36]);
  });

  it('rejects every job a failed call carried and left unsettled, and goes on', async () => {
    const lost = new Error('connection lost');
    let calls = 0;
    const queue = new GroupedCalls<Job>(async (group) => {
      calls += 1;
      if (calls === 1) {
        group[0]!.resolve();
        throw lost;
      }
      for (const job of group) job.resolve();
    }, 1);
    const add = (value: number) => new Promise<void>((resolve, reject) => queue.add({ value, resolve, reject })).then(() => 'stored', (error: unknown) => error);
    expect(await Promise.all([1, 2, 3].map(add))).toEqual(['stored', lost, lost]);
    expect(await add(4)).toBe('stored');
  });
});
