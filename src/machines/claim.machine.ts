// One claim of a system bonus or a rebate row (SPEC.md §4 bonus and rebate states; issue 11:
// claim → paid into the wallet, once). The page spawns one per claimed row and keeps it while the
// claim is set aside in doubt, so its key outlives a cancel:
//   asking      → the confirm dialog; "no" ends the claim (nothing was sent)
//   open        → a retry-safe call (its Idempotency-Key made before the first send) runs:
//     sending     → the claim is under way
//     inDoubt     → it may have arrived: RETRY sends it again with the same key; CANCEL sets it aside
//     setAside    → the key is kept; CLAIM asks again, then retries with that key
//     askingAgain → the confirm dialog; "no" sets it aside again
//   paid, refused → final: the page hears CLAIM_PAID or CLAIM_REFUSED (the key is gone with the call)
import { assign, sendTo, setup } from 'xstate';
import type { ClaimReply } from '../domain/bonus.schema';
import { toMajorUnits, toMinorUnits } from '../domain/money';
import { t } from '../services/i18n';
import type { ConfirmAsker, ConfirmQuestion } from './ask-confirm';
import { claimActors, type ClaimKind } from './claim.actors';
import type { CallOutcome } from './retry-safe-call.machine';

/** What a claim tells the page that spawned it. */
export type ClaimReport =
  | { type: 'CLAIM_PAID'; id: number; reply: ClaimReply }
  | { type: 'CLAIM_REFUSED'; id: number; error: unknown }
  | { type: 'CLAIM_SET_ASIDE'; id: number };

export interface ClaimInput {
  kind: ClaimKind;
  id: number;
  page: { send(event: ClaimReport): void };
  confirm: ConfirmAsker;
  makeKey?: () => string;
}

interface ClaimContext extends Omit<ClaimInput, 'makeKey'> {
  makeKey: (() => string) | undefined;
  /** Why the claim waits for RETRY: no reply said whether it was paid. */
  error: string | null;
}

export type ClaimEvent = { type: 'CLAIM' } | { type: 'RETRY' } | { type: 'CANCEL' } | { type: 'CALL_IN_DOUBT'; error: unknown };

/** What a page of claimable rows (rebate, system bonus) is started with. */
export interface ClaimPageInput {
  /** Where a money event is announced: the session's wallet summary. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  confirm: ConfirmAsker;
  /** Makes an Idempotency-Key (default crypto.randomUUID). */
  makeKey?: () => string;
  /** The clock a paid row's time is read from (default Date.now). */
  now?: () => number;
}

/** `total - amount` in minor units, never below zero (floating point would leave 0.000001). */
export function lessBy(total: number, amount: number): number {
  const left = (toMinorUnits(total) ?? 0n) - (toMinorUnits(amount) ?? 0n);
  return toMajorUnits(left > 0n ? left : 0n);
}

const QUESTION = {
  levelBonus: { title: 'bonus.claimTitle', text: 'bonus.claimText' },
  rebate: { title: 'rebate.claimTitle', text: 'rebate.claimText' },
} as const;

const questionOf = ({ context }: { context: ClaimContext }): ConfirmQuestion => ({
  confirm: context.confirm,
  title: t(QUESTION[context.kind].title),
  text: t(QUESTION[context.kind].text),
  confirmText: t('bonus.claim'),
});
const answerOf = ({ event }: { event: { output: boolean } }): boolean => event.output;
const outcomeOf = ({ event }: { event: { output: CallOutcome } }): CallOutcome => event.output;

export const claimMachine = setup({
  types: { input: {} as ClaimInput, context: {} as ClaimContext, events: {} as ClaimEvent },
  actors: claimActors,
  guards: {
    confirmed: (_, answer: boolean) => answer,
    answered: (_, outcome: CallOutcome) => outcome.answered,
  },
  actions: {
    // No reply says whether it was paid: the player is told a retry cannot pay twice.
    showInDoubt: assign({ error: () => t('bonus.inDoubt') }),
    clearError: assign({ error: null }),
    retryCall: sendTo('call', { type: 'RETRY' }),
    tellPaid: ({ context }, outcome: CallOutcome) => {
      if (outcome.answered) context.page.send({ type: 'CLAIM_PAID', id: context.id, reply: outcome.reply as ClaimReply });
    },
    tellRefused: ({ context }, outcome: CallOutcome) => {
      if (!outcome.answered) context.page.send({ type: 'CLAIM_REFUSED', id: context.id, error: outcome.error });
    },
    tellSetAside: ({ context }) => context.page.send({ type: 'CLAIM_SET_ASIDE', id: context.id }),
  },
}).createMachine({
  id: 'claim',
  description: 'One confirmed claim of a bonus or rebate row, sent once per key whatever is retried, set aside with its key on cancel.',
  context: ({ input }) => ({ kind: input.kind, id: input.id, page: input.page, confirm: input.confirm, makeKey: input.makeKey, error: null }),
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'ask',
        src: 'ask',
        input: questionOf,
        onDone: [{ guard: { type: 'confirmed', params: answerOf }, target: 'open' }, { target: 'declined', actions: 'tellSetAside' }],
        onError: { target: 'declined', actions: 'tellSetAside' },
      },
    },
    open: {
      invoke: {
        id: 'call',
        src: 'call',
        input: ({ context, self }) => ({ request: { kind: context.kind, id: context.id }, owner: self, makeKey: context.makeKey }),
        onDone: [
          { guard: { type: 'answered', params: outcomeOf }, target: 'paid', actions: { type: 'tellPaid', params: outcomeOf } },
          // Already claimed or expired meanwhile: the page shows why and reads what the server holds.
          { target: 'refused', actions: { type: 'tellRefused', params: outcomeOf } },
        ],
      },
      initial: 'sending',
      states: {
        sending: { tags: ['claiming'], on: { CALL_IN_DOUBT: { target: 'inDoubt', actions: 'showInDoubt' } } },
        inDoubt: {
          tags: ['retrying'],
          on: {
            RETRY: { target: 'sending', actions: ['clearError', 'retryCall'] },
            CANCEL: { target: 'setAside', actions: ['clearError', 'tellSetAside'] },
          },
        },
        setAside: { on: { CLAIM: 'askingAgain' } },
        askingAgain: {
          invoke: {
            id: 'askAgain',
            src: 'ask',
            input: questionOf,
            onDone: [{ guard: { type: 'confirmed', params: answerOf }, target: 'sending', actions: 'retryCall' }, { target: 'setAside', actions: 'tellSetAside' }],
            onError: { target: 'setAside', actions: 'tellSetAside' },
          },
        },
      },
    },
    paid: { type: 'final' },
    refused: { type: 'final' },
    declined: { type: 'final' },
  },
});
