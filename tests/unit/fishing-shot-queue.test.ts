// Deep Sea Blaster's shot queue (server/makers/demo/web/deep-sea-blaster/shot-queue.ts), walked
// through every state it can be in: idle, one shot at the maker, one to MAX_WAITING waiting behind
// it, and full. Each transition a tap or an answer makes is checked: what is sent, what waits, what
// is refused, and the balance the player sees (the maker's last answer less every shot pending).
import { describe, expect, it } from 'vitest';
import { MAX_WAITING, ShotQueue } from '../../server/makers/demo/web/deep-sea-blaster/shot-queue';

describe('the shot queue', () => {
  it('sends the first shot at once and holds the next ones behind it, up to two, then refuses', () => {
    const queue = new ShotQueue<string>(1_000);
    expect(queue.fire(100, 'shark')).toEqual({ kind: 'send', shot: { id: 1, cost: 100, aim: 'shark' } });
    expect(queue.fire(100, 'manta')).toEqual({ kind: 'queued', shot: { id: 2, cost: 100, aim: 'manta' } });
    expect(queue.fire(100, 'turtle')).toEqual({ kind: 'queued', shot: { id: 3, cost: 100, aim: 'turtle' } });
    expect(MAX_WAITING).toBe(2);
    // A fourth tap while three are pending: refused, not piled up, and no id spent.
    expect(queue.fire(100, 'jellyfish')).toEqual({ kind: 'refused', reason: 'full' });
    expect(queue.pending()).toBe(3);
    expect(queue.shown()).toBe(700);
  });

  it('sends the waiting shots one by one as answers come, in the order they were fired', () => {
    const queue = new ShotQueue<string>(1_000);
    queue.fire(100, 'a');
    queue.fire(50, 'b');
    queue.fire(20, 'c');
    // The first missed (900 left), the second caught a fish paying 500 (1350), the third missed.
    expect(queue.answered(900)).toMatchObject({ id: 2, aim: 'b' });
    expect(queue.shown()).toBe(900 - 50 - 20);
    expect(queue.answered(1_350)).toMatchObject({ id: 3, aim: 'c' });
    expect(queue.shown()).toBe(1_330);
    // Room again while the last is at the maker: a tap is held, not refused.
    expect(queue.fire(100, 'd')).toMatchObject({ kind: 'queued', shot: { id: 4 } });
    expect(queue.answered(1_330)).toMatchObject({ id: 4 });
    expect(queue.answered(1_230)).toBeNull();
    expect(queue.pending()).toBe(0);
    expect(queue.shown()).toBe(1_230);
    // Idle again: the next tap goes straight to the maker.
    expect(queue.fire(100, 'e')).toMatchObject({ kind: 'send', shot: { id: 5 } });
  });

  it('refuses a shot the balance cannot pay after the shots before it', () => {
    const queue = new ShotQueue<string>(250);
    expect(queue.fire(100, 'a').kind).toBe('send');
    expect(queue.fire(100, 'b').kind).toBe('queued');
    expect(queue.fire(100, 'c')).toEqual({ kind: 'refused', reason: 'balance' });
    expect(queue.fire(50, 'c').kind).toBe('queued');
    expect(queue.shown()).toBe(0);
  });

  it('drops the waiting shots when the one at the maker fails, none of them paid for', () => {
    const queue = new ShotQueue<string>(1_000);
    queue.fire(100, 'a');
    queue.fire(100, 'b');
    queue.fire(100, 'c');
    expect(queue.failed().map((shot) => shot.aim)).toEqual(['b', 'c']);
    expect(queue.pending()).toBe(0);
    expect(queue.shown()).toBe(1_000);
    expect(queue.fire(100, 'd')).toMatchObject({ kind: 'send', shot: { id: 4 } });
  });

  it('takes a balance from outside (a recharge) while idle', () => {
    const queue = new ShotQueue<string>(0);
    expect(queue.fire(10, 'a')).toEqual({ kind: 'refused', reason: 'balance' });
    queue.setBalance(5_000);
    expect(queue.fire(10, 'a').kind).toBe('send');
    expect(queue.shown()).toBe(4_990);
  });
});
