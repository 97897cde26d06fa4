// The cash-out form's names and rules, shared by the withdrawal machine and its screen: what it is
// started with, what it holds, what the screen sends, which card comes first, what a withdrawal
// sends, and what the form shows once one is recorded.
import type { BankCardItem } from '../domain/bank-card.schema';
import { signedMinorUnits } from '../domain/bill-reconcile';
import { toMajorUnits } from '../domain/money';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../domain/withdrawal.schema';
import { withdrawAmountProblem, type WithdrawAmountProblem } from '../domain/withdrawal-amount';
import type { WithdrawInput } from '../services/withdrawal.api';

export interface WithdrawalInput {
  /** SPEC.md §3 withdrawAmountListStatus: quick amounts offered. */
  withAmountList: boolean;
  /** Where a money event is announced: the session's wallet summary. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  /** Makes an Idempotency-Key (default crypto.randomUUID). */
  makeKey?: () => string;
}

export interface WithdrawalContext {
  withAmountList: boolean;
  wallet: WithdrawalInput['wallet'];
  makeKey: () => string;
  cards: BankCardItem[];
  request: WithdrawRequestReply | null;
  amounts: number[];
  bankCardId: number | null;
  amount: string;
  problem: WithdrawAmountProblem | null;
  error: string | null;
  /** The Idempotency-Key of the withdrawal under way: kept while its card and amount stay what was sent. */
  key: string | null;
  submitted: WithdrawalRequestItem | null;
  /** Issue 12: the player has 2FA on. */
  twoFactor: boolean;
}

export type WithdrawalEvent =
  | { type: 'CHOOSE_CARD'; bankCardId: number }
  | { type: 'CHANGE_AMOUNT'; amount: string }
  | { type: 'PICK_AMOUNT'; amount: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  /** From the withdrawal's call: no reply said whether it was recorded. */
  | { type: 'CALL_IN_DOUBT'; error: unknown };

/** What POST /pay/withdraw carries beside its key. */
export type WithdrawRequest = Pick<WithdrawInput, 'bankCardId' | 'amount'>;

/** A new form: nothing loaded, chosen, typed or sent yet. */
export const withdrawalContextOf = (input: WithdrawalInput): WithdrawalContext => ({
  withAmountList: input.withAmountList,
  wallet: input.wallet,
  makeKey: input.makeKey ?? (() => crypto.randomUUID()),
  cards: [],
  request: null,
  amounts: [],
  bankCardId: null,
  amount: '',
  problem: null,
  error: null,
  key: null,
  submitted: null,
  twoFactor: false,
});

const limitsOf = (context: WithdrawalContext) => ({
  balance: context.request?.balance ?? 0,
  minAmount: context.request?.minAmount ?? 0,
  maxAmount: context.request?.maxAmount ?? 0,
});

/** Why the typed amount cannot be withdrawn (wrong amount, balance not enough), or null. */
export const amountProblemOf = (context: WithdrawalContext): WithdrawAmountProblem | null => withdrawAmountProblem(context.amount, limitsOf(context));

/** The default card, else the first. */
export const preferredCard = (cards: BankCardItem[]): number | null => (cards.find((card) => card.defaultStatus === 1) ?? cards[0])?.id ?? null;

/** The card and amount the form sends. */
export const withdrawRequestOf = (context: WithdrawalContext): WithdrawRequest => ({ bankCardId: context.bankCardId ?? 0, amount: Number(context.amount) });

/** The balance once `amount` has gone to the hold, in minor units (never floating point). */
function balanceAfter(balance: number, amount: number): number {
  const left = (signedMinorUnits(balance) ?? 0n) - (signedMinorUnits(amount) ?? 0n);
  return toMajorUnits(left > 0n ? left : 0n);
}

/** The request under review, the amount cleared, the hold taken from the balance shown, and the key spent. */
export const afterSubmit = (context: WithdrawalContext, submitted: WithdrawalRequestItem): Partial<WithdrawalContext> => ({
  submitted,
  amount: '',
  key: null,
  request: context.request ? { ...context.request, balance: balanceAfter(context.request.balance, submitted.amount), requests: [submitted, ...context.request.requests] } : null,
});
