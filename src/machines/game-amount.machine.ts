// The amount step of playing a game (SPEC.md §2 playingGame; a child of game-session.machine.ts):
// how much goes in, an amount (quick amounts) or all of the wallet; a wrong amount or one the
// wallet does not cover is refused here with SPEC.md §8's texts.
//   loading   → the game's page; the amount may already be chosen meanwhile
//   amount    → wallet money
//   promotion → the game will play the player's promotion record (GameDetail.promotionPlay): the
//               server plays its whole balance, so there is no amount, only SUBMIT ({all: true})
//   chosen    → final: the game and the amount, which the session launches; straight from loading
//               for a seamless maker's game (GameDetail.protocol): it plays from the wallet, so
//               there is no amount to choose and the launch sends none
import { assign, setup } from 'xstate';
import { gameAmountProblem, wholeWalletProblem, type GameAmountProblem } from '../domain/game-amount';
import type { GameDetail } from '../domain/game.schema';
import type { LaunchRequest } from '../domain/game-play';
import { toMajorUnits, toMinorUnits } from '../domain/money';
import { gameInfoActor } from './game-play.actors';

export interface GameAmountInput {
  gameId: number;
  /** The wallet balance as the session knows it, or null until loaded; WALLET brings changes. */
  balance: number | null;
  /** What a step back from a failed launch keeps: the game as loaded, the amount as chosen. */
  game?: GameDetail | null;
  amountText?: string;
  all?: boolean;
}

export interface GameAmountContext {
  gameId: number;
  balance: number | null;
  /** The game's name, icon and maintenance flag, once loaded. */
  game: GameDetail | null;
  /** The amount typed or picked. */
  amountText: string;
  /** "All of my wallet" chosen. */
  all: boolean;
  problem: GameAmountProblem | null;
}

/**
 * The wallet balance as the session knows it (null until loaded): the view passes every change to
 * the session, which passes it on to its amount sheet and its recharge.
 */
export type WalletEvent = { type: 'WALLET'; balance: number | null };

export type GameAmountEvent =
  | WalletEvent
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'PICK_AMOUNT'; amount: number }
  | { type: 'CHOOSE_ALL' }
  | { type: 'SUBMIT' };

export interface GameAmountOutput {
  game: GameDetail | null;
  amountText: string;
  all: boolean;
}

/** An amount as typed, in major units (0 for a wrong one, which the step has refused already). */
export const amountOf = (text: string): number => toMajorUnits(toMinorUnits(text) ?? 0n);

/** The launch as it would be sent. */
export const launchRequestOf = (choice: Pick<GameAmountContext, 'all' | 'amountText'> & { game?: GameDetail | null }): LaunchRequest =>
  choice.game?.protocol === 'seamless' ? {} : choice.all ? { amount: 0, all: true } : { amount: amountOf(choice.amountText), all: false };

const launchProblem = (context: GameAmountContext): GameAmountProblem | null =>
  context.all ? wholeWalletProblem(context.balance) : gameAmountProblem(context.amountText, context.balance);

/** Choosing wallet money: while the game's page loads, and after. */
const walletAmount = {
  WALLET: { actions: 'takeWallet' },
  SET_AMOUNT: { actions: 'setAmount' },
  PICK_AMOUNT: { actions: 'setAmount' },
  CHOOSE_ALL: { actions: 'setAmount' },
  SUBMIT: [{ guard: 'underMaintenance' }, { guard: 'launchRefused', actions: 'showLaunchProblem' }, { target: '#gameAmount.chosen' }],
} as const;

export const gameAmountMachine = setup({
  types: { input: {} as GameAmountInput, context: {} as GameAmountContext, events: {} as GameAmountEvent, output: {} as GameAmountOutput },
  actors: { gameInfo: gameInfoActor },
  guards: {
    launchRefused: ({ context }) => launchProblem(context) !== null,
    underMaintenance: ({ context }) => context.game?.maintenance === true,
    promotionOffered: (_, game: GameDetail) => game.promotionPlay !== null,
    // A game in maintenance stays on the sheet, which says so.
    playsFromWallet: (_, game: GameDetail) => game.protocol === 'seamless' && !game.maintenance,
  },
  actions: {
    takeWallet: assign(({ context, event }) => (event.type === 'WALLET' ? { balance: event.balance ?? context.balance } : {})),
    takeGame: assign({ game: ({ context }, game: GameDetail | undefined) => game ?? context.game }),
    // A new amount is a new move: the last message goes.
    setAmount: assign(({ event }) => {
      if (event.type === 'SET_AMOUNT') return { amountText: event.text, all: false, problem: null };
      if (event.type === 'PICK_AMOUNT') return { amountText: String(event.amount), all: false, problem: null };
      if (event.type === 'CHOOSE_ALL') return { amountText: '', all: true, problem: null };
      return {};
    }),
    // The server plays the record's whole balance whatever is asked: the request says so, and an
    // amount chosen while the game's page loaded is no longer the move.
    playPromotion: assign({ amountText: '', all: true, problem: null }),
    // Nothing moves into a seamless maker's game: an amount chosen while its page loaded is dropped.
    playFromWallet: assign({ amountText: '', all: false, problem: null }),
    showLaunchProblem: assign(({ context }) => ({ problem: launchProblem(context) })),
  },
}).createMachine({
  id: 'gameAmount',
  description: "How much goes into the game: an amount or all of the wallet, checked here; a game that plays the promotion balance, or plays straight from the wallet, asks for none.",
  context: ({ input }) => ({
    gameId: input.gameId,
    balance: input.balance,
    game: input.game ?? null,
    amountText: input.amountText ?? '',
    all: input.all ?? false,
    problem: null,
  }),
  initial: 'loading',
  states: {
    // The name and icon are a help: without them the sheet still works, and the server still
    // refuses a game in maintenance.
    loading: {
      invoke: {
        id: 'gameInfo',
        src: 'gameInfo',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: [
          { guard: { type: 'playsFromWallet', params: ({ event }) => event.output }, target: 'chosen', actions: [{ type: 'takeGame', params: ({ event }) => event.output }, 'playFromWallet'] },
          { guard: { type: 'promotionOffered', params: ({ event }) => event.output }, target: 'promotion', actions: [{ type: 'takeGame', params: ({ event }) => event.output }, 'playPromotion'] },
          { target: 'amount', actions: { type: 'takeGame', params: ({ event }) => event.output } },
        ],
        // Handled, so a missing game page does not stop the session: the sheet says "the game".
        onError: 'amount',
      },
      on: walletAmount,
    },
    amount: { on: walletAmount },
    promotion: { on: { SUBMIT: [{ guard: 'underMaintenance' }, { target: 'chosen' }] } },
    chosen: { type: 'final' },
  },
  output: ({ context }) => ({ game: context.game, amountText: context.amountText, all: context.all }),
});
