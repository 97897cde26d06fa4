// A page's claim desk, walked from the machine's graph: a row's claim is spawned (its own steps:
// claim.model.test.ts) and reports paid (the page hears it, the claim and its key are gone), refused
// (the server's message, the page hears it) or set aside (the claim is kept and CLAIM resumes it).
// Then the rules on real actors (desk, claim and retry-safe call together).
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ClaimReply } from '../../src/domain/bonus.schema';
import type { ConfirmEvent } from '../../src/machines/confirm.machine';
import { claimDeskMachine } from '../../src/machines/claim-desk.machine';
import { describeModel } from './model-harness';
import { claimedBonus, deskSending, pendingBonus, type SentClaim, waitingClaim } from './bonus-fixtures';
import { offline, refused, timedOut } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof claimDeskMachine>;
let keys = 0;
const page = { send: vi.fn() };
const confirm = { send: vi.fn() };
const reply: ClaimReply = { amount: pendingBonus.amount, wallet: 150.1 };
const expired = refused('This bonus has expired');

describeModel(claimDeskMachine.provide({ actors: { claim: waitingClaim } }), {
  input: { kind: 'levelBonus', page, confirm, makeKey: () => `key-${++keys}-abcdefgh` },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.claiming, Object.keys(s.context.claims)]),
  events: {
    CLAIM: [{ id: pendingBonus.id }],
    CLAIM_PAID: [{ id: pendingBonus.id, reply }],
    CLAIM_REFUSED: [{ id: pendingBonus.id, error: expired }],
    CLAIM_SET_ASIDE: [{ id: pendingBonus.id }],
  },
  states: {
    idle: (s) => {
      expect(s.context.claiming).toBeNull();
      if (s.context.paid) {
        expect(s.context.paid).toEqual({ id: pendingBonus.id, amount: pendingBonus.amount });
        expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_PAID', id: pendingBonus.id, reply });
        // The paid claim is gone, and its key with it.
        expect(s.context.claims[pendingBonus.id]).toBeUndefined();
      }
      if (s.context.claimError) {
        expect(s.context.claimError).toBe('This bonus has expired');
        expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_REFUSED', id: pendingBonus.id, error: expired });
        expect(s.context.claims[pendingBonus.id]).toBeUndefined();
      }
    },
    underWay: (s) => {
      // The row's claim runs in its own actor (claim.model.test.ts); the last outcome is cleared.
      expect(s.context.claiming).toBe(pendingBonus.id);
      expect(s.context.claims[pendingBonus.id]).toBeDefined();
      expect(s.context.paid).toBeNull();
      expect(s.context.claimError).toBeNull();
      // No other row can be claimed meanwhile.
      expect(s.can({ type: 'CLAIM', id: claimedBonus.id })).toBe(false);
    },
  },
});

describe('claim desk rules (issue 11: one claim at a time, paid once)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (outcomes: Array<ClaimReply | Error>) => {
    const sent: SentClaim[] = [];
    const page = { send: vi.fn() };
    const confirm = { send: vi.fn((event: ConfirmEvent) => (event.type === 'ASK' ? event.answer(true) : undefined)) };
    let made = 0;
    const actor = stoppedAfterTest(createActor(deskSending(sent, outcomes), { input: { kind: 'rebate', page, confirm, makeKey: () => `key-${++made}-abcdefgh` } })).start();
    return { actor, sent, page };
  };

  it('sends a second row nothing while the first is in doubt, and resumes a set-aside claim with its key', async () => {
    const { actor, sent, page } = start([timedOut, reply]);
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    actor.send({ type: 'CLAIM', id: claimedBonus.id });
    await settle();
    expect(sent).toEqual([{ id: pendingBonus.id, key: 'key-1-abcdefgh' }]);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    expect(sent.map((claim) => claim.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_PAID', id: pendingBonus.id, reply });
    expect(actor.getSnapshot().context.claims).toEqual({});
  });

  it("shows the server's refusal, tells the page and forgets the key", async () => {
    const { actor, sent, page } = start([offline, expired, reply]);
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().context.claimError).toBe('This bonus has expired');
    expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_REFUSED', id: pendingBonus.id, error: expired });
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    expect(sent.map((claim) => claim.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-2-abcdefgh']);
  });
});
