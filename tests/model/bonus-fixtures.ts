// System bonus and rebate rows, details and replies for the bonus model tests.
import { fromPromise, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { ClaimReply, LevelBonusDetail, LevelBonusItem, RebateItem, RebateSummary } from '../../src/domain/bonus.schema';
import type { Page } from '../../src/domain/trade';
import type { ConfirmQuestion } from '../../src/machines/ask-confirm';
import type { ClaimRequest } from '../../src/machines/claim.actors';
import { claimDeskMachine } from '../../src/machines/claim-desk.machine';
import { claimMachine } from '../../src/machines/claim.machine';
import { retrySafeCallMachine, type SendInput } from '../../src/machines/retry-safe-call.machine';

export const bonusDetail: LevelBonusDetail = {
  level: 2,
  levelName: 'Silver',
  monthlyAmount: 20,
  birthdayAmount: 88,
  upgradeAmount: 50,
  depositPercent: 1.5,
  pendingCount: 1,
  pendingTotal: 50.1,
  birthday: null,
};

export const bonus = (id: number, overrides: Partial<LevelBonusItem> = {}): LevelBonusItem => ({
  id,
  kind: 'upgrade',
  amount: 50.1,
  state: 'pending',
  level: 2,
  note: '',
  createdAt: 1_764_000_000_000,
  expiresAt: 1_766_000_000_000,
  paidAt: null,
  ...overrides,
});

export const pendingBonus = bonus(1);
export const claimedBonus = bonus(2, { kind: 'monthly', state: 'claimed', paidAt: 1_764_100_000_000 });

export const rebateSummary: RebateSummary = {
  accruingToday: 1.2,
  claimableTotal: 3.3,
  rates: [{ category: 'slots', rate: 0.8 }, { category: 'table', rate: 0.5 }],
};

export const rebate = (id: number, overrides: Partial<RebateItem> = {}): RebateItem => ({
  id,
  day: '2026-11-25',
  category: 'slots',
  turnover: 412.5,
  rate: 0.8,
  amount: 3.3,
  state: 'claim',
  issuedAt: null,
  ...overrides,
});

export const claimRebateRow = rebate(11);
export const issuedRebate = rebate(12, { day: '2026-11-24', state: 'issued', issuedAt: 1_764_000_000_000 });

export const pageOf = <T>(rows: T[], total = rows.length): Page<T> => ({ rows, total });

/** What a claim sent: its row and its Idempotency-Key. */
export interface SentClaim {
  id: number;
  key: string;
}

/**
 * The real claim machine and retry-safe call, with the claim route replaced: each send is recorded
 * in `sent` and answered by the next of `outcomes` (an Error is thrown).
 */
export function claimSending(sent: SentClaim[], outcomes: Array<ClaimReply | Error>) {
  const send = fromPromise<ClaimReply, SendInput<ClaimRequest>>(async ({ input }) => {
    sent.push({ id: input.request.id, key: input.key });
    const outcome = outcomes.shift();
    if (!outcome || outcome instanceof Error) throw outcome ?? new Error('no outcome');
    return outcome;
  });
  return claimMachine.provide({ actors: { call: retrySafeCallMachine.provide({ actors: { send } }) } });
}

/** A claim that stays at its question: the page's graph drives the claim's reports itself. */
export const waitingClaim = claimMachine.provide({ actors: { ask: fromPromise<boolean, ConfirmQuestion>(() => new Promise<never>(() => {})) } });

/** A desk whose claims stay at their question: the page's graph drives the desk's reports itself. */
export const waitingDesk = claimDeskMachine.provide({ actors: { claim: waitingClaim } });

/** The real claim desk over `claimSending`: a page's claims end to end, with the claim route replaced. */
export const deskSending = (sent: SentClaim[], outcomes: Array<ClaimReply | Error>) => claimDeskMachine.provide({ actors: { claim: claimSending(sent, outcomes) } });

/** What a page's claim desk holds now (which claim is under way, the last outcome). */
export function deskOf(page: { getSnapshot(): { children: { desk?: AnyActorRef } } }): SnapshotFrom<typeof claimDeskMachine> {
  return page.getSnapshot().children.desk!.getSnapshot() as SnapshotFrom<typeof claimDeskMachine>;
}
