// System bonuses, walked from the machine's graph: the level's detail and the list load, fail and
// retry; the list filters and pages; a pending row goes to the claim desk (its own steps:
// claim-desk.model.test.ts), which reports paid (the row reads claimed, the wallet summary
// refreshes) or refused (what is shown reloads). Then the key rules on real actors (page, desk,
// claim and retry-safe call together).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ClaimReply, LevelBonusDetail, LevelBonusItem } from '../../src/domain/bonus.schema';
import type { Page } from '../../src/domain/trade';
import { systemBonusMachine } from '../../src/machines/system-bonus.machine';
import type { BonusListQuery } from '../../src/services/bonus.api';
import { describeModel, pendingActor } from './model-harness';
import { bonusDetail, claimedBonus, deskOf, deskSending, pageOf, pendingBonus, type SentClaim, waitingDesk } from './bonus-fixtures';
import { conflict, offline, refused, timedOut } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof systemBonusMachine>;
let keys = 0;
const wallet = { send: vi.fn() };
const confirm = { send: vi.fn() };

describeModel(
  systemBonusMachine.provide({ actors: { loadDetail: pendingActor, loadBonuses: pendingActor, claimDesk: waitingDesk } }),
  {
    input: { wallet, confirm, makeKey: () => `key-${++keys}-abcdefgh`, now: () => 1_764_200_000_000 },
    pathStrategy: 'transitions',
    serializeState: (s: Snapshot) =>
      JSON.stringify([s.value, s.context.rows.map((row) => row.state), s.context.state, s.context.detail?.pendingCount]),
    events: {
      'xstate.done.actor.loadDetail': [{ output: bonusDetail }],
      'xstate.error.actor.loadDetail': [{ error: offline }],
      'xstate.done.actor.loadBonuses': [{ output: pageOf([pendingBonus, claimedBonus], 3) }],
      'xstate.error.actor.loadBonuses': [{ error: offline }],
      SET_STATE: [{ value: 'pending' }, { value: null }],
      CLAIM: [{ id: pendingBonus.id }, { id: claimedBonus.id }],
      CLAIM_PAID: [{ id: pendingBonus.id, reply: { amount: pendingBonus.amount, wallet: 150.1 } satisfies ClaimReply }],
      CLAIM_REFUSED: [{ id: pendingBonus.id, error: refused('This bonus has expired') }],
    },
    // A claim's paths are walked from the first loaded list; paging and filtering are walked without one.
    filter: (path) => path.steps.filter((step) => step.event.type === 'MORE' || step.event.type === 'SET_STATE').length <= 1,
    states: {
      'detail.loading': (s) => expect(s.context.detailError).toBeNull(),
      'detail.shown': (s) => expect(s.context.detail?.levelName).toBe('Silver'),
      'detail.failed': (s) => expect(s.context.detailError).toBe(offline.message),
      'list.loading': (s) => expect(s.hasTag('busy')).toBe(true),
      'list.shown': (s) => {
        expect(s.can({ type: 'MORE' })).toBe(s.context.rows.length < s.context.total);
        // Only a pending row goes to the desk.
        expect(s.can({ type: 'CLAIM', id: claimedBonus.id })).toBe(false);
        const row = s.context.rows.find((each) => each.id === pendingBonus.id);
        expect(s.can({ type: 'CLAIM', id: pendingBonus.id })).toBe(row?.state === 'pending');
        if (row?.state === 'claimed') {
          expect(row.paidAt).toBe(1_764_200_000_000);
          expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
        }
      },
      'list.failed': (s) => expect(s.context.listError).toBe(offline.message),
    },
  },
);

describe('system bonus rules (issue 11: claims pay once)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (outcomes: Array<ClaimReply | Error>, answers: boolean[] = [true, true, true, true]) => {
    const sent: SentClaim[] = [];
    const queries: BonusListQuery[] = [];
    const wallet = { send: vi.fn() };
    const confirm = { send: vi.fn((event: { type: string; answer?: (yes: boolean) => void }) => event.answer?.(answers.shift() ?? false)) };
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      systemBonusMachine.provide({
        actors: {
          loadDetail: fromPromise<LevelBonusDetail>(async () => bonusDetail),
          loadBonuses: fromPromise<Page<LevelBonusItem>, BonusListQuery>(async ({ input }) => {
            queries.push(input);
            return pageOf([pendingBonus, claimedBonus]);
          }),
          claimDesk: deskSending(sent, outcomes),
        },
      }),
      { input: { wallet, confirm, makeKey: () => `key-${++made}-abcdefgh`, now: () => 5 } },
    )).start();
    return { actor, sent, queries, wallet, confirm };
  };

  it('asks first, then claims with a key, marks the row claimed, lowers the pending figures and refreshes the wallet', async () => {
    const { actor, sent, wallet, confirm } = start([{ amount: 50.1, wallet: 150.1 }]);
    await settle();
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    expect(confirm.send).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ id: pendingBonus.id, key: 'key-1-abcdefgh' }]);
    const { context } = actor.getSnapshot();
    expect(context.rows[0]).toMatchObject({ state: 'claimed', paidAt: 5 });
    expect(context.detail).toMatchObject({ pendingCount: 0, pendingTotal: 0 });
    expect(deskOf(actor).context.paid).toEqual({ id: pendingBonus.id, amount: 50.1 });
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
  });

  it('sends nothing when the player says no', async () => {
    const { actor, sent } = start([], [false]);
    await settle();
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    expect(sent).toEqual([]);
    expect(deskOf(actor).matches('idle')).toBe(true);
  });

  it('retries a claim that may have arrived with the same key, and again after a cancel, paying once', async () => {
    const { actor, sent, wallet } = start([offline, timedOut, conflict, { amount: 50.1, wallet: 150.1 }]);
    await settle();
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'CANCEL' });
    // Claimed again later: still the same claim.
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent.map((claim) => claim.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(wallet.send).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.rows[0]?.state).toBe('claimed');
  });

  it("shows the server's refusal, forgets the key and reloads the detail and the list", async () => {
    const { actor, sent, queries, wallet } = start([refused('This bonus has expired'), { amount: 50.1, wallet: 150.1 }]);
    await settle();
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    expect(deskOf(actor).context.claimError).toBe('This bonus has expired');
    expect(deskOf(actor).context.claims).toEqual({});
    expect(queries).toHaveLength(2);
    expect(wallet.send).not.toHaveBeenCalled();
    actor.send({ type: 'CLAIM', id: pendingBonus.id });
    await settle();
    expect(sent[1]?.key).toBe('key-2-abcdefgh');
  });

  it('filters by state from page 1 and pages on', async () => {
    const { actor, queries } = start([]);
    await settle();
    actor.send({ type: 'SET_STATE', value: 'expired' });
    await settle();
    expect(queries.at(-1)).toEqual({ page: 1, limit: 10, state: 'expired' });
    actor.send({ type: 'SET_STATE', value: null });
    await settle();
    expect(queries.at(-1)).toEqual({ page: 1, limit: 10, state: undefined });
  });
});
