// Playing a game (SPEC.md §2 playingGame: back home, exit game, recharge with an amount, hide
// button; §4 abnormal game exit; issue 9 "Game session machine"):
//   recovering → only when the last game was left without a clean exit: the abnormal-exit check
//                (abnormal-exit.machine.ts) brings that balance back first
//   choosing   → how much goes in: an amount (quick amounts) or all of the wallet; a wrong amount
//                or one the wallet does not cover is refused here with SPEC.md §8's texts
//     .loading → the game's page; the amount may already be chosen meanwhile
//     .amount  → wallet money
//     .promotion → the game will play the player's promotion record (GameDetail.promotionPlay):
//                the server plays its whole balance, so there is no amount, only SUBMIT ({all: true})
//   launching  → POST /game/launch (transfer in) with an Idempotency-Key made before the first
//                send; the game's id and page are stored on the device (SPEC.md §3) from here on
//   launchFailed → the reply was a refusal or never came (a maker that does not answer: "The game
//                has been disconnected, please exit and re-enter"): RETRY sends the same key, so the
//                move completes once; CHANGE_AMOUNT goes back; ABANDON pulls back what a maker holds
//   playing    → the frame; its messages count only from the session's origin and the frame's own
//                window: 'balance' updates the maker balance shown, 'exit' exits, 'recharge' opens
//                the recharge sheet, 'disconnected' shows SPEC.md §8's text
//     .recharging → amount → POST /game/recharge (transfer in, its own key)
//     .confirmingExit → exit game or back home asks first
//     realityCheck (child) → its reminder's Leave exits as back home does
//   exiting    → POST /game/exit (transfer out, its own key); exitFailed offers RETRY (same key)
//                or LEAVE (the money stays with the maker and the next start brings it back)
//   done       → what came back; the wallet summary refreshes; AGAIN starts over
import { assign, setup } from 'xstate';
import { gameAmountProblem, wholeWalletProblem, type GameAmountProblem } from '../domain/game-amount';
import type { GameDetail } from '../domain/game.schema';
import type { LaunchRequest, MakerFrameMessage } from '../domain/game-play';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../domain/game-play.schema';
import { parseMakerMessage } from '../domain/maker-message';
import { toMajorUnits, toMinorUnits } from '../domain/money';
import { storage } from '../services/storage';
import { errorOf, messageOf } from './failure-message';
import { gameSessionActors } from './game-session.actors';

export interface GameSessionInput {
  gameId: number;
  /** The page the game is played on (stored as SPEC.md §3's game path). */
  gamePath: string;
  /** The wallet balance as the session knows it, or null until loaded. */
  balance: number | null;
  /** The session's wallet summary: refreshed after every move. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  /** A game was left without a clean exit (abnormal-exit.machine.ts leftoverGame()). */
  leftover: boolean;
  /**
   * This page's own origin: a maker may end its game by sending its frame to the platform's
   * gamePostMessagePage, whose 'exit' then comes from here (and only 'exit' is taken from it).
   */
  platformOrigin?: string | null;
  makeKey?: () => string;
}

export type LeaveTo = 'home' | null;

export interface GameSessionContext {
  gameId: number;
  gamePath: string;
  wallet: GameSessionInput['wallet'];
  makeKey: () => string;
  leftover: boolean;
  platformOrigin: string | null;
  balance: number | null;
  /** The game's name, icon and maintenance flag, once loaded (the frame's title, the sheet's header). */
  game: GameDetail | null;
  /** The amount typed or picked (the launch's, then a recharge's). */
  amountText: string;
  /** "All of my wallet" chosen for the launch. */
  all: boolean;
  problem: GameAmountProblem | null;
  error: string | null;
  /** The Idempotency-Key of the money move under way; kept until it is answered. */
  key: string | null;
  /** The key of pulling back after a failed launch (POST /autoExitGame), apart from the launch's own. */
  pullKey: string | null;
  session: GameSession | null;
  /** The frame's window, the only source whose messages count. */
  frameWindow: unknown;
  makerBalance: number | null;
  ready: boolean;
  disconnected: boolean;
  /** The playing screen's controls collapsed (the hide button). */
  hidden: boolean;
  /** Where the player goes once the exit is done: home (back home) or the result. */
  leaveTo: LeaveTo;
  returned: number | null;
}

export type GameSessionEvent =
  | { type: 'WALLET'; balance: number | null }
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'PICK_AMOUNT'; amount: number }
  | { type: 'CHOOSE_ALL' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CHANGE_AMOUNT' }
  | { type: 'ABANDON' }
  | { type: 'FRAME_ATTACHED'; frame: unknown }
  | { type: 'FRAME_MESSAGE'; origin: string; source: unknown; data: unknown }
  | { type: 'TOGGLE_HIDE' }
  | { type: 'RECHARGE' }
  | { type: 'EXIT' }
  | { type: 'BACK_HOME' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'LEAVE' }
  | { type: 'AGAIN' };

const amountOf = (text: string): number => toMajorUnits(toMinorUnits(text) ?? 0n);

/** The launch as it would be sent. */
export const launchRequestOf = (context: Pick<GameSessionContext, 'all' | 'amountText'>): LaunchRequest =>
  context.all ? { amount: 0, all: true } : { amount: amountOf(context.amountText), all: false };

/**
 * A frame message the page may act on: from the frame's own window, well formed, and from the
 * session's origin, or an 'exit' from the platform's gamePostMessagePage loaded in that frame.
 */
export function trustedMessage(context: Pick<GameSessionContext, 'session' | 'frameWindow' | 'platformOrigin'>, event: GameSessionEvent): MakerFrameMessage | null {
  if (event.type !== 'FRAME_MESSAGE' || !context.session) return null;
  if (context.frameWindow === null || context.frameWindow === undefined || event.source !== context.frameWindow) return null;
  const message = parseMakerMessage(event.data);
  if (event.origin === context.session.origin) return message;
  return event.origin === context.platformOrigin && message?.type === 'exit' ? message : null;
}

const launchProblem = (context: GameSessionContext): GameAmountProblem | null =>
  context.all ? wholeWalletProblem(context.balance) : gameAmountProblem(context.amountText, context.balance);

const freshMove = { key: null, problem: null, error: null } as const;

/** Choosing wallet money: while the game's page loads, and after. */
const walletAmount = {
  SET_AMOUNT: { actions: 'setAmount' },
  PICK_AMOUNT: { actions: 'setAmount' },
  CHOOSE_ALL: { actions: 'setAmount' },
  SUBMIT: [
    { guard: 'underMaintenance' },
    { guard: 'launchRefused', actions: 'showLaunchProblem' },
    { target: '#gameSession.launching', actions: 'makeKey' },
  ],
} as const;

export const gameSessionMachine = setup({
  types: { input: {} as GameSessionInput, context: {} as GameSessionContext, events: {} as GameSessionEvent },
  actors: gameSessionActors,
  guards: {
    leftover: ({ context }) => context.leftover,
    launchRefused: ({ context }) => launchProblem(context) !== null,
    underMaintenance: ({ context }) => context.game?.maintenance === true,
    promotionOffered: (_, game: GameDetail) => game.promotionPlay !== null,
    rechargeRefused: ({ context }) => gameAmountProblem(context.amountText, context.balance) !== null,
    message: ({ context, event }, type: MakerFrameMessage['type']) => trustedMessage(context, event)?.type === type,
  },
  actions: {
    takeWallet: assign(({ context, event }) => (event.type === 'WALLET' ? { balance: event.balance ?? context.balance } : {})),
    takeGame: assign({ game: ({ context }, game: GameDetail | undefined) => game ?? context.game }),
    takeRecovered: assign(({ context }, output: { wallet: number | null }) => ({ balance: output.wallet ?? context.balance, leftover: false })),
    // A new amount is a new move: a new key, and the last message goes.
    setAmount: assign(({ event }) => {
      if (event.type === 'SET_AMOUNT') return { amountText: event.text, all: false, ...freshMove };
      if (event.type === 'PICK_AMOUNT') return { amountText: String(event.amount), all: false, ...freshMove };
      if (event.type === 'CHOOSE_ALL') return { amountText: '', all: true, ...freshMove };
      return {};
    }),
    // The server plays the record's whole balance whatever is asked: the request says so, and an
    // amount chosen while the game's page loaded is no longer the move.
    playPromotion: assign({ amountText: '', all: true, ...freshMove }),
    showLaunchProblem: assign(({ context }) => ({ problem: launchProblem(context), error: null })),
    showRechargeProblem: assign(({ context }) => ({ problem: gameAmountProblem(context.amountText, context.balance), error: null })),
    // Made once, before the first send of a move; every retry of that move sends it again.
    makeKey: assign({ key: ({ context }) => context.key ?? context.makeKey(), problem: null, error: null }),
    dropKey: assign({ key: null }),
    makePullKey: assign({ pullKey: ({ context }) => context.pullKey ?? context.makeKey() }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
    takeSession: assign((_, session: GameSession) => ({
      session,
      makerBalance: session.makerBalance,
      balance: session.wallet,
      ready: false,
      disconnected: false,
      hidden: false,
      leaveTo: null,
      returned: null,
      amountText: '',
      all: false,
      ...freshMove,
    })),
    takeRecharge: assign((_, reply: RechargeReply) => ({ makerBalance: reply.makerBalance, balance: reply.wallet, amountText: '', ...freshMove })),
    takeExit: assign((_, reply: ExitReply) => ({ returned: reply.returned, balance: reply.wallet, makerBalance: 0, ...freshMove })),
    takeAutoExit: assign((_, reply: AutoExitReply) => ({ returned: reply.returned, balance: reply.wallet, pullKey: null, ...freshMove })),
    openRecharge: assign({ amountText: '', ...freshMove }),
    askExit: assign({ leaveTo: ({ event }): LeaveTo => (event.type === 'BACK_HOME' ? 'home' : null) }),
    exitFromGame: assign({ leaveTo: null }),
    leaveHome: assign({ leaveTo: 'home' as LeaveTo }),
    attachFrame: assign({ frameWindow: ({ event }) => (event.type === 'FRAME_ATTACHED' ? event.frame : null) }),
    takeMakerBalance: assign({
      makerBalance: ({ context, event }) => {
        const message = trustedMessage(context, event);
        return message?.type === 'balance' ? message.balance : context.makerBalance;
      },
    }),
    markReady: assign({ ready: true, disconnected: false }),
    markDisconnected: assign({ disconnected: true }),
    toggleHidden: assign({ hidden: ({ context }) => !context.hidden }),
    // SPEC.md §3: while money may be with a maker, the device remembers which game it was.
    storeGame: ({ context }) => {
      storage.set('gameId', context.gameId);
      storage.set('gamePath', context.gamePath);
    },
    forgetGame: () => {
      storage.remove('gameId');
      storage.remove('gamePath');
    },
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
    startOver: assign({ session: null, frameWindow: null, makerBalance: null, returned: null, leaveTo: null, hidden: false, disconnected: false, ready: false, amountText: '', all: false, ...freshMove }),
  },
}).createMachine({
  id: 'gameSession',
  description: 'Choose an amount, launch (transfer in), play in the frame (recharge, hide, exit or back home), exit (transfer out); an abnormal exit found first is brought back.',
  context: ({ input }) => ({
    gameId: input.gameId,
    gamePath: input.gamePath,
    wallet: input.wallet,
    makeKey: input.makeKey ?? (() => crypto.randomUUID()),
    leftover: input.leftover,
    platformOrigin: input.platformOrigin ?? null,
    balance: input.balance,
    game: null,
    amountText: '',
    all: false,
    problem: null,
    error: null,
    key: null,
    pullKey: null,
    session: null,
    frameWindow: null,
    makerBalance: null,
    ready: false,
    disconnected: false,
    hidden: false,
    leaveTo: null,
    returned: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'leftover', target: 'recovering' }, { target: 'choosing' }] },
    recovering: {
      invoke: {
        id: 'abnormalExit',
        src: 'abnormalExit',
        input: ({ context }) => ({ wallet: context.wallet, makeKey: context.makeKey }),
        onDone: { target: 'choosing', actions: { type: 'takeRecovered', params: ({ event }) => event.output } },
      },
    },
    choosing: {
      initial: 'loading',
      on: { WALLET: { actions: 'takeWallet' } },
      states: {
        // The name and icon are a help: without them the sheet still works, and the server still
        // refuses a game in maintenance.
        loading: {
          invoke: {
            id: 'gameInfo',
            src: 'gameInfo',
            input: ({ context }) => ({ gameId: context.gameId }),
            onDone: [
              { guard: { type: 'promotionOffered', params: ({ event }) => event.output }, target: 'promotion', actions: [{ type: 'takeGame', params: ({ event }) => event.output }, 'playPromotion'] },
              { target: 'amount', actions: { type: 'takeGame', params: ({ event }) => event.output } },
            ],
            // Handled, so a missing game page does not stop the session: the sheet says "the game".
            onError: 'amount',
          },
          on: walletAmount,
        },
        amount: { on: walletAmount },
        promotion: {
          on: {
            SUBMIT: [
              { guard: 'underMaintenance' },
              { target: '#gameSession.launching', actions: 'makeKey' },
            ],
          },
        },
      },
    },
    launching: {
      tags: ['busy'],
      entry: 'storeGame',
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ gameId: context.gameId, request: launchRequestOf(context), key: context.key ?? '' }),
        onDone: { target: 'playing', actions: [{ type: 'takeSession', params: ({ event }) => event.output }, 'refreshWallet'] },
        onError: { target: 'launchFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    launchFailed: {
      on: {
        RETRY: { target: 'launching', actions: 'clearError' },
        CHANGE_AMOUNT: { target: 'choosing', actions: ['dropKey', 'clearError'] },
        ABANDON: { target: 'abandoning', actions: 'makePullKey' },
      },
    },
    abandoning: {
      tags: ['busy'],
      invoke: {
        id: 'autoExit',
        src: 'autoExit',
        input: ({ context }) => ({ key: context.pullKey ?? '' }),
        onDone: { target: 'left', actions: [{ type: 'takeAutoExit', params: ({ event }) => event.output }, 'forgetGame', 'refreshWallet'] },
        // Nothing is lost: the game stays stored and the next start pulls it back.
        onError: { target: 'launchFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    playing: {
      entry: 'storeGame',
      // The reality check (reality-check.machine.ts) runs while the game does; its Leave exits the
      // game through the same exit as the bar's, then goes home.
      invoke: {
        id: 'realityCheck',
        src: 'realityCheck',
        onDone: { target: 'exiting', actions: ['leaveHome', 'makeKey'] },
      },
      initial: 'active',
      on: {
        FRAME_ATTACHED: { actions: 'attachFrame' },
        FRAME_MESSAGE: [
          { guard: { type: 'message', params: 'balance' }, actions: 'takeMakerBalance' },
          { guard: { type: 'message', params: 'ready' }, actions: 'markReady' },
          { guard: { type: 'message', params: 'disconnected' }, actions: 'markDisconnected' },
          { guard: { type: 'message', params: 'recharge' }, target: '.recharging', actions: 'openRecharge' },
          { guard: { type: 'message', params: 'exit' }, target: 'exiting', actions: ['exitFromGame', 'makeKey'] },
        ],
        TOGGLE_HIDE: { actions: 'toggleHidden' },
        WALLET: { actions: 'takeWallet' },
      },
      states: {
        active: {
          on: {
            RECHARGE: { target: 'recharging', actions: 'openRecharge' },
            EXIT: { target: 'confirmingExit', actions: 'askExit' },
            BACK_HOME: { target: 'confirmingExit', actions: 'askExit' },
          },
        },
        confirmingExit: {
          on: {
            CONFIRM: { target: '#gameSession.exiting', actions: 'makeKey' },
            CANCEL: 'active',
          },
        },
        recharging: {
          initial: 'editing',
          on: { CANCEL: '.closing' },
          states: {
            editing: {
              on: {
                SET_AMOUNT: { actions: 'setAmount' },
                PICK_AMOUNT: { actions: 'setAmount' },
                SUBMIT: [{ guard: 'rechargeRefused', actions: 'showRechargeProblem' }, { target: 'sending', actions: 'makeKey' }],
              },
            },
            sending: {
              tags: ['busy'],
              // The move is under way: the sheet stays until it is answered.
              on: { CANCEL: {} },
              invoke: {
                id: 'recharge',
                src: 'recharge',
                input: ({ context }) => ({ sessionId: context.session?.sessionId ?? 0, amount: amountOf(context.amountText), key: context.key ?? '' }),
                onDone: { target: '#gameSession.playing.active', actions: [{ type: 'takeRecharge', params: ({ event }) => event.output }, 'refreshWallet'] },
                // The key stays: SUBMIT with the same amount is the same move.
                onError: { target: 'editing', actions: { type: 'showError', params: errorOf } },
              },
            },
            closing: { always: { target: '#gameSession.playing.active', actions: ['dropKey', 'clearError'] } },
          },
        },
      },
    },
    exiting: {
      tags: ['busy'],
      invoke: {
        id: 'exit',
        src: 'exit',
        input: ({ context }) => ({ sessionId: context.session?.sessionId ?? 0, key: context.key ?? '' }),
        onDone: { target: 'done', actions: [{ type: 'takeExit', params: ({ event }) => event.output }, 'forgetGame', 'refreshWallet'] },
        onError: { target: 'exitFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    exitFailed: {
      on: {
        RETRY: { target: 'exiting', actions: 'clearError' },
        // The balance stays with the maker; the stored game brings it back at the next start.
        LEAVE: 'left',
      },
    },
    done: {
      on: { WALLET: { actions: 'takeWallet' }, AGAIN: { target: 'choosing', actions: 'startOver' } },
    },
    /** The player went away without the balance back (or after pulling it back from a failed launch). */
    left: { type: 'final' },
  },
});
