// Cash out (SPEC.md §2 cashout, §5 "Withdraw", §8, §9; issue 8 "Withdrawals and bank cards").
//   loading    → the player's cards, balance and limits, and the quick amounts when the flag is on
//   noCard     → "no bank-card data, add one?" (the view offers the bank-card form; RELOAD after)
//   form       → choose a card, type or pick an amount; SUBMIT checks it (wrong amount, balance
//                not enough, please deposit)
//   submitting → POST /pay/withdraw with an Idempotency-Key made before the first send
//   retrying   → the request may or may not have arrived (network, timeout, key still running):
//                RETRY sends it again with the same key, so it can move money only once
//   secondFactor → (2FA on, issue 12) the code step sends the request with the code
//   submitted  → the request is under review (cashoutAudit); the wallet summary refreshes
import { assign, setup } from 'xstate';
import type { BankCardItem } from '../domain/bank-card.schema';
import { signedMinorUnits } from '../domain/bill-reconcile';
import { toMajorUnits } from '../domain/money';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../domain/withdrawal.schema';
import { withdrawAmountProblem, type WithdrawAmountProblem } from '../domain/withdrawal-amount';
import { errorOf, messageOf } from './failure-message';
import { mayHaveArrived } from './may-have-arrived';
import { withdrawalActors, type CashoutData } from './withdrawal.actors';
import type { TwoFactorCodeOutput } from './two-factor-code.machine';

export interface WithdrawalInput {
  /** SPEC.md §3 withdrawAmountListStatus: quick amounts offered. */
  withAmountList: boolean;
  /** Where a money event is announced: the session's wallet summary. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  /** Makes an Idempotency-Key (default crypto.randomUUID). */
  makeKey?: () => string;
}

/** The key of one intended withdrawal: kept while its card and amount stay what was sent. */
export interface PendingKey {
  key: string;
  bankCardId: number;
  amount: string;
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
  pendingKey: PendingKey | null;
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
  | { type: 'RELOAD' };

const limitsOf = (context: WithdrawalContext) => ({
  balance: context.request?.balance ?? 0,
  minAmount: context.request?.minAmount ?? 0,
  maxAmount: context.request?.maxAmount ?? 0,
});

/** The balance once `amount` has gone to the hold, in minor units (never floating point). */
function balanceAfter(balance: number, amount: number): number {
  const left = (signedMinorUnits(balance) ?? 0n) - (signedMinorUnits(amount) ?? 0n);
  return toMajorUnits(left > 0n ? left : 0n);
}

/** The default card, else the first. */
const preferredCard = (cards: BankCardItem[]): number | null => (cards.find((card) => card.defaultStatus === 1) ?? cards[0])?.id ?? null;

/** The request under review, the amount cleared, and the hold taken from the balance shown. */
const afterSubmit = (context: WithdrawalContext, submitted: WithdrawalRequestItem) => ({
  submitted,
  amount: '',
  request: context.request ? { ...context.request, balance: balanceAfter(context.request.balance, submitted.amount), requests: [submitted, ...context.request.requests] } : null,
});

const secondFactorOutput = ({ event }: { event: { output: TwoFactorCodeOutput } }): TwoFactorCodeOutput => event.output;

export const withdrawalMachine = setup({
  types: {
    input: {} as WithdrawalInput,
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    children: {} as { secondFactor: 'secondFactor' },
  },
  actors: withdrawalActors,
  guards: {
    hasNoCard: (_, data: CashoutData) => data.cards.length === 0,
    amountRefused: ({ context }) => context.bankCardId === null || withdrawAmountProblem(context.amount, limitsOf(context)) !== null,
    mayHaveArrived: (_, error: unknown) => mayHaveArrived(error),
    // --- 2FA (issue 12) ---
    twoFactorOn: ({ context }) => context.twoFactor,
    secondFactorCancelled: (_, output: TwoFactorCodeOutput) => output === null,
  },
  actions: {
    takeData: assign(({ context }, data: CashoutData) => ({
      cards: data.cards,
      request: data.request,
      amounts: data.amounts,
      twoFactor: data.twoFactor === true,
      // A card chosen before a reload stays chosen if it still exists.
      bankCardId: data.cards.some((card) => card.id === context.bankCardId) ? context.bankCardId : preferredCard(data.cards),
    })),
    chooseCard: assign({ bankCardId: ({ event }) => (event.type === 'CHOOSE_CARD' ? event.bankCardId : null), error: null }),
    changeAmount: assign(({ event }) => {
      if (event.type === 'CHANGE_AMOUNT') return { amount: event.amount, problem: null, error: null };
      if (event.type === 'PICK_AMOUNT') return { amount: String(event.amount), problem: null, error: null };
      return {};
    }),
    showProblem: assign(({ context }) => ({
      problem: withdrawAmountProblem(context.amount, limitsOf(context)),
      error: null,
    })),
    // The key is made before the first send; the same card and amount sent again reuse it.
    keepKey: assign(({ context }) => {
      const bankCardId = context.bankCardId ?? 0;
      const same = context.pendingKey && context.pendingKey.bankCardId === bankCardId && context.pendingKey.amount === context.amount;
      return { pendingKey: same ? context.pendingKey : { key: context.makeKey(), bankCardId, amount: context.amount }, error: null, problem: null };
    }),
    dropKey: assign({ pendingKey: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    takeSubmitted: assign(({ context }, submitted: WithdrawalRequestItem) => afterSubmit(context, submitted)),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    takeSecondFactorResult: assign(({ context }, output: TwoFactorCodeOutput) => afterSubmit(context, output?.result as WithdrawalRequestItem)),
  },
}).createMachine({
  id: 'withdrawal',
  description: 'Cash out: a card, a valid amount the balance covers, one request per key whatever is retried; then under review.',
  context: ({ input }) => ({
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
    pendingKey: null,
    submitted: null,
    twoFactor: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCashout',
        src: 'loadCashout',
        input: ({ context }) => ({ withAmountList: context.withAmountList }),
        onDone: [
          { guard: { type: 'hasNoCard', params: ({ event }) => event.output }, target: 'noCard', actions: { type: 'takeData', params: ({ event }) => event.output } },
          { target: 'form', actions: { type: 'takeData', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    noCard: { on: { RELOAD: 'loading' } },
    form: {
      on: {
        CHOOSE_CARD: { actions: 'chooseCard' },
        CHANGE_AMOUNT: { actions: 'changeAmount' },
        PICK_AMOUNT: { actions: 'changeAmount' },
        SUBMIT: [
          { guard: 'amountRefused', actions: 'showProblem' },
          { guard: 'twoFactorOn', target: 'secondFactor', actions: 'keepKey' },
          { target: 'submitting', actions: 'keepKey' },
        ],
        RELOAD: 'loading',
      },
    },
    // --- 2FA (issue 12): the code step sends the request (same key on every try); cancel keeps the form ---
    secondFactor: {
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }) => ({
          ticket: JSON.stringify({
            bankCardId: context.pendingKey?.bankCardId ?? 0,
            amount: Number(context.pendingKey?.amount ?? 0),
            idempotencyKey: context.pendingKey?.key ?? '',
          }),
        }),
        onDone: [
          { guard: { type: 'secondFactorCancelled', params: secondFactorOutput }, target: 'form' },
          { target: 'submitted', actions: [{ type: 'takeSecondFactorResult', params: secondFactorOutput }, 'dropKey', 'refreshWallet'] },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({
          bankCardId: context.pendingKey?.bankCardId ?? 0,
          amount: Number(context.pendingKey?.amount ?? 0),
          idempotencyKey: context.pendingKey?.key ?? '',
        }),
        onDone: { target: 'submitted', actions: [{ type: 'takeSubmitted', params: ({ event }) => event.output }, 'dropKey', 'refreshWallet'] },
        onError: [
          { guard: { type: 'mayHaveArrived', params: errorOf }, target: 'retrying', actions: { type: 'showError', params: errorOf } },
          { target: 'form', actions: ['dropKey', { type: 'showError', params: errorOf }] },
        ],
      },
    },
    // The form stays editable: a changed card or amount is another withdrawal, with its own key.
    retrying: {
      on: {
        RETRY: { target: 'submitting', actions: assign({ error: null }) },
        CHOOSE_CARD: { target: 'form', actions: 'chooseCard' },
        CHANGE_AMOUNT: { target: 'form', actions: 'changeAmount' },
        PICK_AMOUNT: { target: 'form', actions: 'changeAmount' },
      },
    },
    submitted: {
      // Another withdrawal starts from fresh figures.
      on: { RELOAD: { target: 'loading', actions: assign({ submitted: null }) } },
    },
  },
});
