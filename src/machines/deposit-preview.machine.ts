// The deposit form's preview of what a typed amount costs and brings (SPEC.md §5 deposit rules:
// POST /pay/budgetAmount, the fee and the amount that arrives). The form runs one while it is open
// and tells it each amount within the channel's limits (AMOUNT) or that there is none (CLEAR); the
// preview waits for a pause in typing, asks quietly, and tells the form the answer (PREVIEW).
//   idle       → nothing to preview
//   pausing    → the player may still be typing: the ask waits DEBOUNCE_MS (a newer amount restarts it)
//   estimating → the ask; a newer amount replaces it, a failed one is dropped (the form works without)
import { assign, setup } from 'xstate';
import { DEBOUNCE_MS } from '../domain/constants';
import type { BudgetAmountReply } from '../domain/pay.schema';
import { depositPreviewActors } from './deposit.actors';

export interface PreviewRequest {
  channelId: number;
  amount: number;
}

export type DepositPreviewEvent = ({ type: 'AMOUNT' } & PreviewRequest) | { type: 'CLEAR' };

/** What the preview tells the form. */
export interface PreviewReport {
  type: 'PREVIEW';
  budget: BudgetAmountReply;
}

export interface DepositPreviewInput {
  owner: { send(event: PreviewReport): void };
}

interface DepositPreviewContext extends DepositPreviewInput {
  request: PreviewRequest | null;
}

export const depositPreviewMachine = setup({
  types: { input: {} as DepositPreviewInput, context: {} as DepositPreviewContext, events: {} as DepositPreviewEvent },
  actors: depositPreviewActors,
  delays: { budgetPause: DEBOUNCE_MS },
  actions: {
    takeAmount: assign({ request: ({ event }) => (event.type === 'AMOUNT' ? { channelId: event.channelId, amount: event.amount } : null) }),
    tellBudget: ({ context }, budget: BudgetAmountReply) => context.owner.send({ type: 'PREVIEW', budget }),
  },
}).createMachine({
  id: 'depositPreview',
  description: "The fee and arrival of a typed deposit amount, asked after a pause in typing; a newer amount replaces the ask.",
  context: ({ input }) => ({ owner: input.owner, request: null }),
  initial: 'idle',
  on: {
    AMOUNT: { target: '.pausing', actions: 'takeAmount' },
    CLEAR: { target: '.idle', actions: 'takeAmount' },
  },
  states: {
    idle: {},
    pausing: { after: { budgetPause: 'estimating' } },
    estimating: {
      invoke: {
        id: 'budget',
        src: 'budget',
        input: ({ context }) => context.request ?? { channelId: 0, amount: 0 },
        onDone: { target: 'idle', actions: { type: 'tellBudget', params: ({ event }) => event.output } },
        // The preview is a help, not a step: without it the form still works.
        onError: 'idle',
      },
    },
  },
});
