// The rebate program, walked from the machine's graph: the summary and the list load, fail and
// retry; the list pages; a row in state claim goes to the claim desk (its own steps:
// claim-desk.model.test.ts), which reports issued (the row reads issued, the claimable total drops,
// the wallet summary refreshes) or refused (what is shown reloads). Then the key rules on real
// actors (page, desk, claim and retry-safe call together).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ClaimReply, RebateItem, RebateSummary } from '../../src/domain/bonus.schema';
import type { Page } from '../../src/domain/trade';
import type { ConfirmEvent } from '../../src/machines/confirm.machine';
import { rebateMachine } from '../../src/machines/rebate.machine';
import type { RebateListQuery } from '../../src/services/bonus.api';
import { describeModel, pendingActor } from './model-harness';
import { claimRebateRow, deskOf, deskSending, issuedRebate, pageOf, rebateSummary, type SentClaim, waitingDesk } from './bonus-fixtures';
import { offline, refused, timedOut } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof rebateMachine>;
let keys = 0;
const wallet = { send: vi.fn() };
const confirm = { send: vi.fn() };

describeModel(rebateMachine.provide({ actors: { loadSummary: pendingActor, loadRebates: pendingActor, claimDesk: waitingDesk } }), {
  input: { wallet, confirm, makeKey: () => `key-${++keys}-abcdefgh`, now: () => 1_764_200_000_000 },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, s.context.rows.map((row) => row.state), s.context.summary?.claimableTotal]),
  events: {
    'xstate.done.actor.loadSummary': [{ output: rebateSummary }],
    'xstate.error.actor.loadSummary': [{ error: offline }],
    'xstate.done.actor.loadRebates': [{ output: pageOf([claimRebateRow, issuedRebate], 3) }],
    'xstate.error.actor.loadRebates': [{ error: offline }],
    CLAIM: [{ id: claimRebateRow.id }, { id: issuedRebate.id }],
    CLAIM_PAID: [{ id: claimRebateRow.id, reply: { amount: claimRebateRow.amount, wallet: 103.3 } satisfies ClaimReply }],
    CLAIM_REFUSED: [{ id: claimRebateRow.id, error: refused('This rebate has been issued') }],
  },
  filter: (path) => path.steps.filter((step) => step.event.type === 'MORE').length <= 1,
  states: {
    'summary.loading': (s) => expect(s.context.summaryError).toBeNull(),
    'summary.shown': (s) => expect(s.context.summary?.rates).toHaveLength(2),
    'summary.failed': (s) => expect(s.context.summaryError).toBe(offline.message),
    'list.loading': (s) => expect(s.hasTag('busy')).toBe(true),
    'list.shown': (s) => {
      expect(s.can({ type: 'MORE' })).toBe(s.context.rows.length < s.context.total);
      // Only a row in state claim goes to the desk; an issued one is not even asked.
      expect(s.can({ type: 'CLAIM', id: issuedRebate.id })).toBe(false);
      const row = s.context.rows.find((each) => each.id === claimRebateRow.id);
      expect(s.can({ type: 'CLAIM', id: claimRebateRow.id })).toBe(row?.state === 'claim');
      if (row?.state === 'issued') {
        expect(row.issuedAt).toBe(1_764_200_000_000);
        expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
      }
    },
    'list.failed': (s) => expect(s.context.listError).toBe(offline.message),
  },
});

describe('rebate rules (issue 11: claim → issued, once)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (outcomes: Array<ClaimReply | Error>) => {
    const sent: SentClaim[] = [];
    const summaries: number[] = [];
    const wallet = { send: vi.fn() };
    const confirm = { send: vi.fn((event: ConfirmEvent) => (event.type === 'ASK' ? event.answer(true) : undefined)) };
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      rebateMachine.provide({
        actors: {
          loadSummary: fromPromise<RebateSummary>(async () => {
            summaries.push(1);
            return rebateSummary;
          }),
          loadRebates: fromPromise<Page<RebateItem>, RebateListQuery>(async () => pageOf([claimRebateRow, issuedRebate])),
          claimDesk: deskSending(sent, outcomes),
        },
      }),
      { input: { wallet, confirm, makeKey: () => `key-${++made}-abcdefgh`, now: () => 9 } },
    )).start();
    return { actor, sent, wallet, summaries };
  };

  it('issues a confirmed claim once, lowering the claimable total to the cent and refreshing the wallet', async () => {
    const { actor, sent, wallet } = start([{ amount: 3.3, wallet: 103.3 }]);
    await settle();
    actor.send({ type: 'CLAIM', id: claimRebateRow.id });
    await settle();
    expect(sent).toEqual([{ id: claimRebateRow.id, key: 'key-1-abcdefgh' }]);
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({ state: 'issued', issuedAt: 9 });
    expect(actor.getSnapshot().context.summary?.claimableTotal).toBe(0);
    expect(wallet.send).toHaveBeenCalledTimes(1);
    // Issued now: a second claim is not even asked.
    actor.send({ type: 'CLAIM', id: claimRebateRow.id });
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('keeps the key across retries of a claim in doubt', async () => {
    const { actor, sent } = start([timedOut, offline, { amount: 3.3, wallet: 103.3 }]);
    await settle();
    actor.send({ type: 'CLAIM', id: claimRebateRow.id });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(new Set(sent.map((claim) => claim.key))).toEqual(new Set(['key-1-abcdefgh']));
    expect(actor.getSnapshot().context.rows[0]?.state).toBe('issued');
  });

  it("shows the server's refusal and reloads the summary and the list", async () => {
    const { actor, summaries } = start([refused('This rebate has been issued')]);
    await settle();
    actor.send({ type: 'CLAIM', id: claimRebateRow.id });
    await settle();
    expect(deskOf(actor).context.claimError).toBe('This rebate has been issued');
    expect(summaries).toHaveLength(2);
  });
});
