// Wallet summary, walked from its graph: empty until a REFRESH, the figures after it, cleared at
// logout; a failed load keeps the last figures.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BalanceInfo } from '../../src/services/user.types';
import { walletSummaryMachine } from '../../src/machines/wallet-summary.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof walletSummaryMachine>;

describeModel(walletSummaryMachine.provide({ actors: { loadBalance: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadBalance': [{ output: { balance: 12.5, promotionBalance: 3 } }],
    'xstate.error.actor.loadBalance': [{ error: new Error('offline') }],
  },
  states: {
    empty: (s: Snapshot) => expect(s.context.balanceObj).toBeNull(),
    loading: (s: Snapshot) => expect(s.children.loadBalance).toBeDefined(),
    shown: (s: Snapshot) => expect(s.can({ type: 'REFRESH' })).toBe(true),
  },
});

describe('wallet summary rules', () => {
  it('shows balance and promotion balance after a REFRESH, and nothing after CLEAR', async () => {
    let balance = 12.5;
    const actor = stoppedAfterTest(createActor(
      walletSummaryMachine.provide({ actors: { loadBalance: fromPromise<BalanceInfo>(async () => ({ balance, promotionBalance: 3 })) } }),
    )).start();
    actor.send({ type: 'REFRESH' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.balanceObj).toEqual({ balance: 12.5, promotionBalance: 3 }));
    // A money event later: the next REFRESH brings the new figure.
    balance = 2.5;
    actor.send({ type: 'REFRESH' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.balanceObj?.balance).toBe(2.5));
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.balanceObj).toBeNull();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });
});
