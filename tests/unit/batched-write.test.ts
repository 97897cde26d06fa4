// Writes made together when they arrive together: the writes of one turn go in one call while a
// call is free, the writes that wait for the calls go in one call, a caller hears back only once its call has stored its item,
// and a failed call fails exactly the writes it carried.
import { describe, expect, it } from 'vitest';
import { BatchedWrite } from '../../server/db/batched-write';

/** A writer whose calls end when told to; `fail` picks the calls that fail. */
function heldWriter(fail?: (items: readonly string[]) => Error | null) {
  const sent: string[][] = [];
  const stored: string[] = [];
  const pending: (() => void)[] = [];
  const writeMany = (items: readonly string[]) => {
    sent.push([...items]);
    return new Promise<void>((resolve, reject) =>
      pending.push(() => {
        const error = fail?.(items);
        if (error) return reject(error);
        stored.push(...items);
        resolve();
      }),
    );
  };
  const endNext = async () => {
    if (pending.length === 0) await nextTurn();
    pending.shift()!();
    await nextTurn();
  };
  const endAll = async () => {
    await nextTurn();
    while (pending.length > 0) await endNext();
  };
  return { writeMany, sent, stored, endNext, endAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Whether each promise has settled yet, without waiting for it. */
function settledFlags(promises: Promise<unknown>[]): boolean[] {
  const flags = promises.map(() => false);
  promises.forEach((promise, index) => void promise.then(() => (flags[index] = true), () => (flags[index] = true)));
  return flags;
}

describe('writes made together', () => {
  it('sends the writes of one turn in one call once it ends, while a call is free, and the writes that wait for the calls in one', async () => {
    const { writeMany, sent, stored, endAll } = heldWriter();
    const writes = new BatchedWrite(writeMany, 2);
    const done = ['a', 'b'].map((item) => writes.write(item));
    expect(sent, 'nothing is sent before the turn ends').toEqual([]);
    await nextTurn();
    done.push(writes.write('c'));
    await nextTurn();
    expect(sent).toEqual([['a', 'b'], ['c']]);
    // Both calls run: these wait, over two turns, and go together when a call ends.
    done.push(writes.write('d'));
    await nextTurn();
    done.push(writes.write('e'));
    await nextTurn();
    expect(sent).toEqual([['a', 'b'], ['c']]);
    await endAll();
    await Promise.all(done);
    expect(sent).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
    expect(stored.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('answers a write only once the call carrying it has stored it', async () => {
    const { writeMany, stored, endNext } = heldWriter();
    const writes = new BatchedWrite(writeMany, 1);
    // 'a' in a call of its own; 'b' and 'c' wait for it and go together.
    const done = [writes.write('a')];
    await nextTurn();
    done.push(...['b', 'c'].map((item) => writes.write(item)));
    const settled = settledFlags(done);
    await endNext();
    expect(stored).toEqual(['a']);
    expect(settled).toEqual([true, false, false]);
    await endNext();
    expect(stored).toEqual(['a', 'b', 'c']);
    expect(settled).toEqual([true, true, true]);
  });

  it('fails the writes of a failed call, and only those; a write after goes on', async () => {
    const lost = new Error('connection lost');
    const { writeMany, sent, stored, endAll } = heldWriter((items) => (items.includes('b') ? lost : null));
    const writes = new BatchedWrite(writeMany, 1);
    const write = (item: string) => writes.write(item).then(() => 'stored', (error: unknown) => error);
    const done = [write('a')];
    await nextTurn();
    done.push(...['b', 'c'].map(write));
    await endAll();
    expect(await Promise.all(done)).toEqual(['stored', lost, lost]);
    expect(stored).toEqual(['a']);
    const after = writes.write('d');
    await endAll();
    await after;
    expect(sent).toEqual([['a'], ['b', 'c'], ['d']]);
    expect(stored).toEqual(['a', 'd']);
  });

  it('fails a write whose writer threw before it made its promise, and goes on', async () => {
    let calls = 0;
    const stored: string[] = [];
    const writes = new BatchedWrite<string>((items) => {
      calls += 1;
      if (calls === 1) throw new Error('bad row');
      stored.push(...items);
      return Promise.resolve();
    }, 1);
    await expect(writes.write('a')).rejects.toThrow('bad row');
    await writes.write('b');
    expect(stored).toEqual(['b']);
  });

  it('takes at most 64 writes a call, the rest in the next', async () => {
    const { writeMany, sent, endAll } = heldWriter();
    const writes = new BatchedWrite(writeMany, 1);
    const done = Array.from({ length: 100 }, (_, index) => writes.write(String(index)));
    await endAll();
    await Promise.all(done);
    expect(sent.map((items) => items.length)).toEqual([64, 36]);
  });
});
