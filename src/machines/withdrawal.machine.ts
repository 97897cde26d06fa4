// Cash out (SPEC.md §2 cashout, §5 "Withdraw", §8, §9; issue 8 "Withdrawals and bank cards").
//   loading    → the player's cards, balance and limits, and the quick amounts when the flag is on
//   noCard     → "no bank-card data, add one?" (the view offers the bank-card form; RELOAD after)
//   form       → choose a card, type or pick an amount; SUBMIT checks it (wrong amount, balance
//                not enough, please deposit)
//   sending    → POST /pay/withdraw as a retry-safe call (retry-safe-call.machine.ts): its
//                Idempotency-Key made before the first send and passed in as `key`
//     submitting → the call is under way
//     retrying   → the request may or may not have arrived (network, timeout, key still running):
//                  RETRY sends it again with the same key, so it can move money only once
//   secondFactor → (2FA on, issue 12) the code step sends the request with the code
//   submitted  → the request is under review (cashoutAudit); the wallet summary refreshes
// The key is dropped once the withdrawal is recorded or refused, or the card or amount changes.
import { assign, sendTo, setup } from 'xstate';
import type { WithdrawalRequestItem } from '../domain/withdrawal.schema';
import { errorOf, messageOf } from './failure-message';
import type { CallOutcome } from './retry-safe-call.machine';
import type { TwoFactorCodeOutput } from './two-factor-code.machine';
import { withdrawalActors, type CashoutData } from './withdrawal.actors';
import { afterSubmit, amountProblemOf, preferredCard, withdrawalContextOf, withdrawRequestOf, type WithdrawalContext, type WithdrawalEvent, type WithdrawalInput } from './withdrawal-form';

export type { WithdrawalContext, WithdrawalEvent, WithdrawalInput, WithdrawRequest } from './withdrawal-form';

const outcomeOf = ({ event }: { event: { output: CallOutcome } }): CallOutcome => event.output;
const secondFactorOutput = ({ event }: { event: { output: TwoFactorCodeOutput } }): TwoFactorCodeOutput => event.output;

export const withdrawalMachine = setup({
  types: {
    input: {} as WithdrawalInput,
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    children: {} as { call: 'call'; secondFactor: 'secondFactor' },
  },
  actors: withdrawalActors,
  guards: {
    hasNoCard: (_, data: CashoutData) => data.cards.length === 0,
    amountRefused: ({ context }) => context.bankCardId === null || amountProblemOf(context) !== null,
    answered: (_, outcome: CallOutcome) => outcome.answered,
    // --- 2FA (issue 12) ---
    twoFactorOn: ({ context }) => context.twoFactor,
    secondFactorCancelled: (_, output: TwoFactorCodeOutput) => output === null,
  },
  actions: {
    takeData: assign(({ context }, data: CashoutData) => {
      // A card chosen before a reload stays chosen, with its key, if it still exists.
      const bankCardId = data.cards.some((card) => card.id === context.bankCardId) ? context.bankCardId : preferredCard(data.cards);
      return { cards: data.cards, request: data.request, amounts: data.amounts, twoFactor: data.twoFactor === true, bankCardId, key: bankCardId === context.bankCardId ? context.key : null };
    }),
    // Another card or amount is another withdrawal, with its own key; the same one retyped is not.
    chooseCard: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_CARD') return {};
      return { bankCardId: event.bankCardId, error: null, key: event.bankCardId === context.bankCardId ? context.key : null };
    }),
    changeAmount: assign(({ context, event }) => {
      if (event.type !== 'CHANGE_AMOUNT' && event.type !== 'PICK_AMOUNT') return {};
      const amount = String(event.amount);
      return { amount, problem: null, error: null, key: amount === context.amount ? context.key : null };
    }),
    showProblem: assign(({ context }) => ({ problem: amountProblemOf(context), error: null })),
    // Made once per withdrawal, before its first send; the same withdrawal sent again keeps it.
    makeKey: assign({ key: ({ context }) => context.key ?? context.makeKey(), error: null, problem: null }),
    dropKey: assign({ key: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    showRefusal: assign({ error: (_, outcome: CallOutcome) => (outcome.answered ? null : messageOf(outcome.error)) }),
    clearError: assign({ error: null }),
    takeSubmitted: assign(({ context }, outcome: CallOutcome) => afterSubmit(context, (outcome.answered ? outcome.reply : null) as WithdrawalRequestItem)),
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    takeSecondFactorResult: assign(({ context }, output: TwoFactorCodeOutput) => afterSubmit(context, output?.result as WithdrawalRequestItem)),
  },
}).createMachine({
  id: 'withdrawal',
  description: 'Cash out: a card, a valid amount the balance covers, one request per key whatever is retried; then under review.',
  context: ({ input }) => withdrawalContextOf(input),
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
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    noCard: { on: { RELOAD: 'loading' } },
    form: {
      on: {
        CHOOSE_CARD: { actions: 'chooseCard' },
        CHANGE_AMOUNT: { actions: 'changeAmount' },
        PICK_AMOUNT: { actions: 'changeAmount' },
        SUBMIT: [
          { guard: 'amountRefused', actions: 'showProblem' },
          { guard: 'twoFactorOn', target: 'secondFactor', actions: 'makeKey' },
          { target: 'sending', actions: 'makeKey' },
        ],
        RELOAD: 'loading',
      },
    },
    // --- 2FA (issue 12): the code step sends the request (same key on every try); cancel keeps the form ---
    secondFactor: {
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }) => ({ ticket: JSON.stringify({ ...withdrawRequestOf(context), idempotencyKey: context.key ?? '' }) }),
        onDone: [
          { guard: { type: 'secondFactorCancelled', params: secondFactorOutput }, target: 'form' },
          { target: 'submitted', actions: [{ type: 'takeSecondFactorResult', params: secondFactorOutput }, 'refreshWallet'] },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'call',
        src: 'call',
        input: ({ context, self }) => ({ request: withdrawRequestOf(context), key: context.key ?? undefined, owner: self }),
        onDone: [
          { guard: { type: 'answered', params: outcomeOf }, target: 'submitted', actions: [{ type: 'takeSubmitted', params: outcomeOf }, 'refreshWallet'] },
          // Refused: the server kept nothing, so the next attempt is a new withdrawal with a new key.
          { target: 'form', actions: ['dropKey', { type: 'showRefusal', params: outcomeOf }] },
        ],
      },
      initial: 'submitting',
      states: {
        submitting: {
          tags: ['busy'],
          on: { CALL_IN_DOUBT: { target: 'retrying', actions: { type: 'showError', params: errorOf } } },
        },
        // The form stays editable: a changed card or amount is another withdrawal, with its own key.
        retrying: {
          on: {
            RETRY: { target: 'submitting', actions: ['clearError', sendTo('call', { type: 'RETRY' })] },
            CHOOSE_CARD: { target: '#withdrawal.form', actions: 'chooseCard' },
            CHANGE_AMOUNT: { target: '#withdrawal.form', actions: 'changeAmount' },
            PICK_AMOUNT: { target: '#withdrawal.form', actions: 'changeAmount' },
          },
        },
      },
    },
    submitted: {
      // Another withdrawal starts from fresh figures.
      on: { RELOAD: { target: 'loading', actions: assign({ submitted: null }) } },
    },
  },
});
