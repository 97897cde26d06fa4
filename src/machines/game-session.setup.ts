// The game session's names: its context, events, and the guards and actions its states refer to
// (game-session.machine.ts holds the states, game-session.actors.ts what they run).
import { assign, sendTo, setup } from 'xstate';
import type { GameDetail } from '../domain/game.schema';
import type { MakerFrameMessage } from '../domain/game-play';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../domain/game-play.schema';
import { parseMakerMessage } from '../domain/maker-message';
import { formatMoney } from '../domain/money-format';
import { paths } from '../domain/routes';
import { t } from '../services/i18n';
import { navigate } from '../services/navigation';
import { storage } from '../services/storage';
import type { GameAmountOutput, WalletEvent } from './game-amount.machine';
import type { GameLaunchOutput } from './game-launch.machine';
import { gameSessionActors } from './game-session.actors';
import type { ToastEvent } from './toast.machine';

export interface GameSessionInput {
  gameId: number;
  /** The page the game is played on (stored as SPEC.md §3's game path). */
  gamePath: string;
  /** The wallet balance as the session knows it, or null until loaded. */
  balance: number | null;
  /** The session's wallet summary: refreshed after every move. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  /** Says what came back when the player goes home. */
  toast: { send(event: ToastEvent): void };
  /** The site's currency symbol, as it is when the toast is shown. */
  currencySymbol?: () => string;
  /** This page's own origin: a maker may end its game through the platform's gamePostMessagePage, whose 'exit' then comes from here (and only 'exit'). */
  platformOrigin?: string | null;
  makeKey?: () => string;
}

export type LeaveTo = 'home' | null;

export interface GameSessionContext extends Required<Omit<GameSessionInput, 'platformOrigin'>> {
  platformOrigin: string | null;
  /** The game's name, icon and maintenance flag, once loaded (the frame's title, the sheet's header). */
  game: GameDetail | null;
  /** The amount chosen for the launch, and "all of my wallet". */
  amountText: string;
  all: boolean;
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
  | WalletEvent
  | { type: 'FRAME_ATTACHED'; frame: unknown }
  | { type: 'FRAME_MESSAGE'; origin: string; source: unknown; data: unknown }
  | { type: 'TOGGLE_HIDE' }
  | { type: 'RECHARGE' }
  | { type: 'EXIT' }
  | { type: 'BACK_HOME' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'AGAIN' };

/** A frame message the page may act on: from the frame's own window, well formed, and from the session's origin, or an 'exit' from the platform's gamePostMessagePage loaded in that frame. */
export function trustedMessage(context: Pick<GameSessionContext, 'session' | 'frameWindow' | 'platformOrigin'>, event: GameSessionEvent): MakerFrameMessage | null {
  if (event.type !== 'FRAME_MESSAGE' || !context.session) return null;
  if (context.frameWindow === null || context.frameWindow === undefined || event.source !== context.frameWindow) return null;
  const message = parseMakerMessage(event.data);
  if (event.origin === context.session.origin) return message;
  return event.origin === context.platformOrigin && message?.type === 'exit' ? message : null;
}

export const played = { ready: false, disconnected: false, hidden: false, leaveTo: null, returned: null, amountText: '', all: false } as const;

export const gameSessionSetup = setup({
  types: { input: {} as GameSessionInput, context: {} as GameSessionContext, events: {} as GameSessionEvent },
  actors: gameSessionActors,
  guards: {
    yes: (_, answer: boolean) => answer,
    is: (_, { outcome, kind }: { outcome: GameLaunchOutput; kind: GameLaunchOutput['kind'] }) => outcome.kind === kind,
    answered: (_, { reply }: { reply: unknown }) => reply !== null,
    goingHome: ({ context }, { reply }: { reply: unknown }) => reply !== null && context.leaveTo === 'home',
    message: ({ context, event }, type: MakerFrameMessage['type']) => trustedMessage(context, event)?.type === type,
    // A seamless maker plays straight from the wallet: there is nothing to recharge.
    takesRecharge: ({ context }) => context.session?.protocol !== 'seamless',
    rechargeAsked: ({ context, event }) => context.session?.protocol !== 'seamless' && trustedMessage(context, event)?.type === 'recharge',
  },
  actions: {
    takeWallet: assign(({ context, event }) => (event.type === 'WALLET' ? { balance: event.balance ?? context.balance } : {})),
    // A wallet figure the open step checks amounts against goes to it too.
    passWalletToAmount: sendTo('amount', ({ event }) => event),
    passWalletToRecharge: sendTo('recharge', ({ event }) => event),
    takeRecovered: assign(({ context }, output: { wallet: number | null }) => ({ balance: output.wallet ?? context.balance })),
    takeChoice: assign((_, choice: GameAmountOutput) => choice),
    takeSession: assign((_, session: GameSession) => ({ session, makerBalance: session.makerBalance, balance: session.wallet, ...played })),
    takeRecharge: assign((_, { reply }: { reply: RechargeReply | null }) => (reply ? { makerBalance: reply.makerBalance, balance: reply.wallet } : {})),
    takeExit: assign((_, { reply }: { reply: ExitReply | null }) => (reply ? { returned: reply.returned, balance: reply.wallet, makerBalance: 0 } : {})),
    takeAutoExit: assign((_, reply: AutoExitReply) => ({ returned: reply.returned, balance: reply.wallet })),
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
    toastReturned: ({ context: { returned, session, currencySymbol, toast } }) => {
      if (returned === null || returned <= 0) return;
      toast.send({ type: 'SHOW', text: t(session?.promotion ? 'promotionExit.returnedToast' : 'play.returnedToast', { amount: formatMoney(returned, currencySymbol()) }) });
    },
    goHome: () => navigate(paths.home, { replace: true }),
    startOver: assign({ session: null, frameWindow: null, makerBalance: null, ...played }),
  },
});
