// A recharge while playing (SPEC.md §2 playingGame "recharge with an amount"; a child of
// game-session.machine.ts, opened by the bar's Recharge or the game's own 'recharge' message):
//   editing → an amount (quick amounts), refused here when wrong or more than the wallet holds
//   sending → POST /game/recharge (transfer in) with its own Idempotency-Key, made before the first
//             send and kept while the amount stays the same, so sending again is the same move;
//             the sheet stays until it is answered
//   done, closed → final: what the move left (maker and wallet balances), or nothing
import { assign, setup } from 'xstate';
import { gameAmountProblem, type GameAmountProblem } from '../domain/game-amount';
import type { RechargeReply } from '../domain/game-play.schema';
import { errorOf, messageOf } from './failure-message';
import { amountOf, type WalletEvent } from './game-amount.machine';
import { rechargeActor } from './game-play.actors';

export interface GameRechargeInput {
  sessionId: number;
  /** The wallet balance as the session knows it; WALLET brings changes. */
  balance: number | null;
  makeKey: () => string;
}

export interface GameRechargeContext {
  sessionId: number;
  balance: number | null;
  makeKey: () => string;
  amountText: string;
  problem: GameAmountProblem | null;
  error: string | null;
  key: string | null;
  reply: RechargeReply | null;
}

export type GameRechargeEvent =
  | WalletEvent
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'PICK_AMOUNT'; amount: number }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

export const gameRechargeMachine = setup({
  types: { input: {} as GameRechargeInput, context: {} as GameRechargeContext, events: {} as GameRechargeEvent, output: {} as { reply: RechargeReply | null } },
  actors: { recharge: rechargeActor },
  guards: {
    rechargeRefused: ({ context }) => gameAmountProblem(context.amountText, context.balance) !== null,
  },
  actions: {
    takeWallet: assign(({ context, event }) => (event.type === 'WALLET' ? { balance: event.balance ?? context.balance } : {})),
    // A new amount is a new move: a new key, and the last message goes.
    setAmount: assign(({ event }) => {
      if (event.type === 'SET_AMOUNT') return { amountText: event.text, key: null, problem: null, error: null };
      if (event.type === 'PICK_AMOUNT') return { amountText: String(event.amount), key: null, problem: null, error: null };
      return {};
    }),
    showProblem: assign(({ context }) => ({ problem: gameAmountProblem(context.amountText, context.balance), error: null })),
    makeKey: assign({ key: ({ context }) => context.key ?? context.makeKey(), problem: null, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    takeReply: assign({ reply: (_, reply: RechargeReply) => reply }),
  },
}).createMachine({
  id: 'gameRecharge',
  description: 'Recharge the game with an amount (transfer in), its own key reused while the amount stays the same.',
  context: ({ input }) => ({ sessionId: input.sessionId, balance: input.balance, makeKey: input.makeKey, amountText: '', problem: null, error: null, key: null, reply: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        WALLET: { actions: 'takeWallet' },
        SET_AMOUNT: { actions: 'setAmount' },
        PICK_AMOUNT: { actions: 'setAmount' },
        SUBMIT: [{ guard: 'rechargeRefused', actions: 'showProblem' }, { target: 'sending', actions: 'makeKey' }],
        CANCEL: 'closed',
      },
    },
    sending: {
      tags: ['busy'],
      on: { WALLET: { actions: 'takeWallet' } },
      invoke: {
        id: 'recharge',
        src: 'recharge',
        input: ({ context }) => ({ sessionId: context.sessionId, amount: amountOf(context.amountText), key: context.key ?? '' }),
        onDone: { target: 'done', actions: { type: 'takeReply', params: ({ event }) => event.output } },
        // The key stays: SUBMIT with the same amount is the same move.
        onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ reply: context.reply }),
});
