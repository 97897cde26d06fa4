// Wallet summary (SPEC.md §3 balanceObj): balance and promotion balance of the signed-in player
// (system id `wallet`). The player actor sends REFRESH after a login and on every Account visit;
// later money events (deposit, withdrawal, transfers, promotions) send REFRESH too.
//   empty    → nobody signed in, nothing to show
//   loading  → GET the balance (a REFRESH meanwhile is answered by the load under way)
//   shown    → the figures
import { assign, setup } from 'xstate';
import type { BalanceInfo } from '../services/user.types';
import { walletSummaryActors } from './wallet-summary.actors';

export interface WalletSummaryContext {
  balanceObj: BalanceInfo | null;
}

export type WalletSummaryEvent = { type: 'REFRESH' } | { type: 'CLEAR' };

export const walletSummaryMachine = setup({
  types: { context: {} as WalletSummaryContext, events: {} as WalletSummaryEvent },
  actors: walletSummaryActors,
  actions: {
    takeBalance: assign({ balanceObj: (_, balanceObj: BalanceInfo) => balanceObj }),
    clear: assign({ balanceObj: null }),
  },
}).createMachine({
  id: 'wallet',
  description: 'Balance and promotion balance of the signed-in player; REFRESH after every money event, CLEAR at logout.',
  context: { balanceObj: null },
  initial: 'empty',
  on: { CLEAR: { target: '.empty', actions: 'clear' } },
  states: {
    empty: { on: { REFRESH: 'loading' } },
    loading: {
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'shown', actions: { type: 'takeBalance', params: ({ event }) => event.output } },
        // The last figures stay; the next REFRESH tries again.
        onError: 'shown',
      },
    },
    shown: { on: { REFRESH: 'loading' } },
  },
});
