// The demo maker's spin queue: the spins of one turn go in one call while a call is free, the spins
// that wait for the calls go together in one, each gets its own answer, and a call the database refused is played
// again spin by spin while any other failure is every spin's.
import { describe, expect, it } from 'vitest';
import { SpinQueue, type SpinCall, type SpinCalls } from '../../server/makers/demo/demo-spin-queue';

const spin = (playerId: number): SpinCall => ({
  keyHash: `key-${playerId}`,
  playerId,
  gameCode: 'lucky-lanterns',
  now: '2026-11-30T12:00:00.000Z',
  bet: 100n,
  serverSeedHash: 'hash',
  clientSeed: 'seed',
  nonce: 0,
  win: 0n,
  wager: { stake: 0.1 },
  outcome: { reels: [] },
});

/** Calls that answer when told to; each answer names the player it was for. */
function heldCalls(fail?: (spins: readonly SpinCall[]) => unknown) {
  const sent: number[][] = [];
  const pending: (() => void)[] = [];
  const calls: SpinCalls<string> = {
    one(call) {
      sent.push([call.playerId]);
      return new Promise((resolve, reject) => pending.push(() => (fail?.([call]) ? reject(fail([call])) : resolve(`round of ${call.playerId}`))));
    },
    many(spins) {
      sent.push(spins.map((call) => call.playerId));
      return new Promise((resolve, reject) => pending.push(() => (fail?.(spins) ? reject(fail(spins)) : resolve(spins.map((call) => `round of ${call.playerId}`)))));
    },
  };
  const answerAll = async () => {
    await nextTurn();
    while (pending.length > 0) {
      pending.shift()!();
      await nextTurn();
    }
  };
  return { calls, sent, answerAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the demo maker spin queue', () => {
  it('sends the spins of one turn in one call once it ends, while a call is free, and the spins that wait for the calls in one', async () => {
    const { calls, sent, answerAll } = heldCalls();
    const queue = new SpinQueue(calls, 2);
    const play = (player: number) => queue.play(spin(player));
    const answers = [1, 2].map(play);
    expect(sent, 'nothing is sent before the turn ends').toEqual([]);
    await nextTurn();
    answers.push(play(3));
    await nextTurn();
    expect(sent).toEqual([[1, 2], [3]]);
    // Both calls run: these wait, over two turns, and go together when a call ends.
    answers.push(play(4));
    await nextTurn();
    answers.push(play(5));
    await nextTurn();
    expect(sent).toEqual([[1, 2], [3]]);
    await answerAll();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5].map((player) => `round of ${player}`));
    expect(sent).toEqual([[1, 2], [3], [4, 5]]);
  });

  it('plays a call the database refused again spin by spin, so only the spin at fault fails', async () => {
    const refused = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const atFault = Object.assign(new Error('check violation'), { code: '23514' });
    // The call of several is refused; alone, only player 4's spin is.
    const { calls, sent, answerAll } = heldCalls((spins) => (spins.length > 1 ? refused : spins[0]!.playerId === 4 ? atFault : null));
    const queue = new SpinQueue(calls, 1);
    const play = (player: number) => queue.play(spin(player)).catch((error: unknown) => error);
    // 1 in a call of its own; 3, 4 and 5 wait for it and go together.
    const answers = [play(1)];
    await nextTurn();
    answers.push(...[3, 4, 5].map(play));
    await answerAll();
    expect(await Promise.all(answers)).toEqual(['round of 1', 'round of 3', atFault, 'round of 5']);
    expect(sent).toEqual([[1], [3, 4, 5], [3], [4], [5]]);
  });

  it('fails every spin of a call whose failure says nothing of whether it committed', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const { calls, sent, answerAll } = heldCalls((spins) => (spins.length > 1 ? lost : null));
    const queue = new SpinQueue(calls, 1);
    const play = (player: number) => queue.play(spin(player)).catch((error: unknown) => error);
    const answers = [play(1)];
    await nextTurn();
    answers.push(...[2, 3].map(play));
    await answerAll();
    // Sent again, a spin that did commit would play twice.
    expect(await Promise.all(answers)).toEqual(['round of 1', lost, lost]);
    expect(sent).toEqual([[1], [2, 3]]);
  });
});
