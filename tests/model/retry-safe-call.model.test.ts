// The retry-safe money call, walked from the machine's graph: a send answered, refused (nothing
// kept) or in doubt (the owner told; RETRY sends again). Then the key rules on a real actor: made
// before the first send, the same on every retry, a kept key reused, and a refused call ends.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import { retrySafeCallMachine, type SendInput } from '../../src/machines/retry-safe-call.machine';
import { describeModel, pendingActor } from './model-harness';
import { conflict, offline, refused, timedOut } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof retrySafeCallMachine>;
const owner = { send: vi.fn() };

describeModel(retrySafeCallMachine.provide({ actors: { send: pendingActor } }), {
  input: { request: { id: 1 }, owner, makeKey: () => 'key-1-abcdefgh' },
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.send': [{ output: { amount: 5 } }],
    'xstate.error.actor.send': [{ error: offline }, { error: refused('This bonus has expired') }],
  },
  states: {
    sending: (s: Snapshot) => {
      expect(s.hasTag('sending')).toBe(true);
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    inDoubt: (s: Snapshot) => {
      expect(s.can({ type: 'RETRY' })).toBe(true);
      expect(owner.send).toHaveBeenCalledWith({ type: 'CALL_IN_DOUBT', error: offline });
    },
    answered: (s: Snapshot) => expect(s.output).toEqual({ answered: true, reply: { amount: 5 } }),
    refused: (s: Snapshot) => {
      expect(s.output?.answered).toBe(false);
      expect(s.status).toBe('done');
    },
  },
});

describe('retry-safe call rules (DESIGN.md "Money calls")', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (outcomes: Array<unknown>, key?: string) => {
    const sent: SendInput[] = [];
    const owner = { send: vi.fn() };
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      retrySafeCallMachine.provide({
        actors: {
          send: fromPromise<unknown, SendInput>(async ({ input }) => {
            sent.push(input);
            const outcome = outcomes.shift();
            if (outcome instanceof Error) throw outcome;
            return outcome;
          }),
        },
      }),
      { input: { request: { id: 3 }, owner, key, makeKey: () => `key-${++made}-abcdefgh` } },
    )).start();
    return { actor, sent, owner };
  };

  it('makes the key before the first send and sends the same key on every retry until answered', async () => {
    const { actor, sent, owner } = start([offline, timedOut, conflict, { amount: 5 }]);
    await settle();
    for (let retry = 0; retry < 3; retry += 1) {
      expect(actor.getSnapshot().value).toBe('inDoubt');
      actor.send({ type: 'RETRY' });
      await settle();
    }
    expect(sent.map((input) => input.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(sent.every((input) => (input.request as { id: number }).id === 3)).toBe(true);
    expect(owner.send).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().output).toEqual({ answered: true, reply: { amount: 5 } });
  });

  it('reuses a key kept from an earlier attempt instead of making one', async () => {
    const { sent } = start([{ amount: 5 }], 'kept-key-abcdefgh');
    await settle();
    expect(sent.map((input) => input.key)).toEqual(['kept-key-abcdefgh']);
  });

  it('ends on a refusal (its key with it) without telling the owner it is in doubt', async () => {
    const failure = refused('This bonus has expired');
    const { actor, sent, owner } = start([failure]);
    await settle();
    expect(actor.getSnapshot().output).toEqual({ answered: false, error: failure });
    expect(actor.getSnapshot().status).toBe('done');
    expect(owner.send).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });

  it('refuses plainly when started without its send', async () => {
    const actor = stoppedAfterTest(createActor(retrySafeCallMachine, { input: { request: {}, owner: { send: vi.fn() } } })).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('refused');
  });
});
