// Reads made together when they arrive together: the reads of one turn go in one call while a call
// is free, the reads that wait for the calls go in one call, each gets its own row (or none), a key
// asked twice is read once, and a failed call fails exactly the reads it carried.
import { describe, expect, it } from 'vitest';
import { BatchedRead } from '../../server/db/batched-read';

/** A reader whose calls answer when told to; rows exist for even keys only. */
function heldReader(fail?: (keys: readonly number[]) => Error | null) {
  const sent: number[][] = [];
  const pending: (() => void)[] = [];
  const readMany = (keys: readonly number[]) => {
    sent.push([...keys]);
    return new Promise<ReadonlyMap<number, string>>((resolve, reject) =>
      pending.push(() => {
        const error = fail?.(keys);
        if (error) reject(error);
        else resolve(new Map(keys.filter((key) => key % 2 === 0).map((key) => [key, `row ${key}`])));
      }),
    );
  };
  const answerAll = async () => {
    await nextTurn();
    while (pending.length > 0) {
      pending.shift()!();
      await nextTurn();
    }
  };
  return { readMany, sent, answerAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('reads made together', () => {
  it('sends the reads of one turn in one call once it ends, while a call is free, and the reads that wait for the calls in one', async () => {
    const { readMany, sent, answerAll } = heldReader();
    const reads = new BatchedRead(readMany, 2);
    const rows = [2, 4].map((key) => reads.read(key));
    expect(sent, 'nothing is sent before the turn ends').toEqual([]);
    await nextTurn();
    rows.push(reads.read(6));
    await nextTurn();
    expect(sent).toEqual([[2, 4], [6]]);
    // Both calls run: these wait, over two turns, and go together when a call ends.
    rows.push(reads.read(7));
    await nextTurn();
    rows.push(reads.read(8));
    await nextTurn();
    expect(sent).toEqual([[2, 4], [6]]);
    await answerAll();
    expect(await Promise.all(rows)).toEqual(['row 2', 'row 4', 'row 6', undefined, 'row 8']);
    expect(sent).toEqual([[2, 4], [6], [7, 8]]);
  });

  it('reads a key asked for twice in one call once, and answers both', async () => {
    const { readMany, sent, answerAll } = heldReader();
    const reads = new BatchedRead(readMany, 1);
    const rows = [2, 4, 4, 2].map((key) => reads.read(key));
    await answerAll();
    expect(await Promise.all(rows)).toEqual(['row 2', 'row 4', 'row 4', 'row 2']);
    expect(sent).toEqual([[2, 4]]);
  });

  it('fails the reads of a failed call, and only those', async () => {
    const lost = new Error('connection lost');
    const { readMany, sent, answerAll } = heldReader((keys) => (keys.includes(4) ? lost : null));
    const reads = new BatchedRead(readMany, 1);
    const read = (key: number) => reads.read(key).then((row) => ({ row }), (error: unknown) => ({ error }));
    // 2 in a call of its own; 4, 6 and 8 wait for it and go together.
    const rows = [read(2)];
    await nextTurn();
    rows.push(...[4, 6, 8].map(read));
    await answerAll();
    expect(await Promise.all(rows)).toEqual([{ row: 'row 2' }, { error: lost }, { error: lost }, { error: lost }]);
    // A read after the failure goes on as usual.
    const after = reads.read(10);
    await answerAll();
    expect(await after).toBe('row 10');
    expect(sent).toEqual([[2], [4, 6, 8], [10]]);
  });

  it('fails a read whose reader threw before it made its promise, and goes on', async () => {
    let calls = 0;
    const reads = new BatchedRead<number, string>((keys) => {
      calls += 1;
      if (calls === 1) throw new Error('bad key');
      return Promise.resolve(new Map(keys.map((key) => [key, `row ${key}`])));
    }, 1);
    await expect(reads.read(1)).rejects.toThrow('bad key');
    expect(await reads.read(2)).toBe('row 2');
  });

  it('takes at most 64 keys a call, the rest in the next', async () => {
    const { readMany, sent, answerAll } = heldReader();
    const reads = new BatchedRead(readMany, 1);
    const rows = Array.from({ length: 100 }, (_, index) => reads.read(index));
    await answerAll();
    await Promise.all(rows);
    expect(sent.map((keys) => keys.length)).toEqual([64, 36]);
  });
});
