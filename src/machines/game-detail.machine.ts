// A game's page (SPEC.md §2 gameDetail): the game, its Details and Comment tabs, the favorite and
// like marks, and Play. A mark changes at once and goes back if the server refuses (its message is
// toasted by the API client); each mark button and Play act at most once per BUTTON_THROTTLE_MS
// (SPEC.md §9). Play: a guest is asked to log in; a game in maintenance cannot start; an empty
// wallet gets SPEC.md §8 "Insufficient balance, please Deposit!" with the way to deposit; else the
// playing screen opens with the game's id.
//   loading → shown { favorite, like: ready ⇄ busy (call + throttle); play: ready → cooling | insufficient } | failed
import { assign, setup, type AnyEventObject } from 'xstate';
import { BUTTON_THROTTLE_MS } from '../domain/constants';
import type { GameDetail, GameNavigationTag } from '../domain/game.schema';
import { paths } from '../domain/routes';
import type { GameMarkReply } from '../services/game.api';
import { navigate } from '../services/navigation';
import { errorOf, messageOf } from './failure-message';
import { gameDetailActors, type GamePage } from './game-detail.actors';

export const DETAIL_TABS = ['details', 'comment'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export interface GameDetailInput {
  gameId: number;
  signedIn: boolean;
  /** Opens the login prompt (the guest guard's popup). */
  askLogin: () => void;
}

export interface GameDetailContext extends GameDetailInput {
  game: GameDetail | null;
  /** The catalogue's navigation tags, for the names of the game's tag codes. */
  tags: GameNavigationTag[];
  tab: DetailTab;
  error: string | null;
}

export type GameDetailEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_TAB'; tab: DetailTab }
  | { type: 'PLAYER_CHANGED'; signedIn: boolean }
  | { type: 'TOGGLE_FAVORITE' }
  | { type: 'TOGGLE_LIKE' }
  /** The wallet balance as the app knows it (null: not known yet, the server decides). */
  | { type: 'PLAY'; balance: number | null }
  | { type: 'DEPOSIT' }
  | { type: 'DISMISS' };

type Mark = 'favorite' | 'like';
const FIELDS = { favorite: { on: 'favorite', count: 'favoriteCount' }, like: { on: 'liked', count: 'likeCount' } } as const;

/** The game with one mark turned the other way and its count moved with it. */
function flipped(game: GameDetail, mark: Mark): GameDetail {
  const { on, count } = FIELDS[mark];
  const nowOn = !game[on];
  return { ...game, [on]: nowOn, [count]: Math.max(0, game[count] + (nowOn ? 1 : -1)) };
}

/** One mark's button: the change shows at once, is sent, and the button rests until both the call and the throttle are over. */
function markRegion(mark: Mark, toggle: 'TOGGLE_FAVORITE' | 'TOGGLE_LIKE', actor: 'setFavorite' | 'setLike') {
  return {
    initial: 'ready',
    states: {
      ready: {
        on: {
          [toggle]: [
            { guard: 'isGuest', actions: 'askLogin' },
            { target: 'busy', actions: { type: 'flip', params: { mark } } },
          ],
        },
      },
      busy: {
        type: 'parallel',
        onDone: 'ready',
        states: {
          call: {
            initial: 'sending',
            states: {
              sending: {
                invoke: {
                  id: actor,
                  src: actor,
                  input: ({ context }: { context: GameDetailContext }) => ({
                    gameId: context.gameId,
                    on: Boolean(context.game?.[FIELDS[mark].on]),
                  }),
                  onDone: { target: 'sent', actions: { type: 'takeMark', params: ({ event }: { event: AnyEventObject }) => ({ mark, reply: event.output as GameMarkReply }) } },
                  onError: { target: 'sent', actions: { type: 'flip', params: { mark } } },
                },
              },
              sent: { type: 'final' },
            },
          },
          throttle: {
            initial: 'waiting',
            states: { waiting: { after: { buttonThrottle: 'over' } }, over: { type: 'final' } },
          },
        },
      },
    },
  } as const;
}

export const gameDetailMachine = setup({
  types: { input: {} as GameDetailInput, context: {} as GameDetailContext, events: {} as GameDetailEvent },
  actors: gameDetailActors,
  delays: { buttonThrottle: BUTTON_THROTTLE_MS },
  guards: {
    isGuest: ({ context }) => !context.signedIn,
    inMaintenance: ({ context }) => context.game?.maintenance === true,
    walletEmpty: ({ event }) => event.type === 'PLAY' && event.balance !== null && event.balance <= 0,
  },
  actions: {
    takeGame: assign((_, { game, tags }: GamePage) => ({ game, tags, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    selectTab: assign(({ event }) => (event.type === 'SELECT_TAB' ? { tab: event.tab } : {})),
    setPlayer: assign(({ event }) => (event.type === 'PLAYER_CHANGED' ? { signedIn: event.signedIn } : {})),
    flip: assign(({ context }, { mark }: { mark: Mark }) => (context.game ? { game: flipped(context.game, mark) } : {})),
    // The server's answer is the truth, whatever was shown meanwhile.
    takeMark: assign(({ context }, { mark, reply }: { mark: Mark; reply: GameMarkReply }) =>
      context.game ? { game: { ...context.game, [FIELDS[mark].on]: reply.on, [FIELDS[mark].count]: reply.count } } : {},
    ),
    askLogin: ({ context }) => context.askLogin(),
    openGame: ({ context }) => navigate(`${paths.playingGame}?gameId=${context.gameId}`),
    openDeposit: () => navigate(paths.recharge),
  },
}).createMachine({
  id: 'gameDetail',
  description: 'Game detail: Details and Comment tabs, favorite and like with an optimistic change, and Play.',
  context: ({ input }) => ({ ...input, game: null, tags: [], tab: 'details', error: null }),
  initial: 'loading',
  on: {
    SELECT_TAB: { actions: 'selectTab' },
    PLAYER_CHANGED: { actions: 'setPlayer' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadGame',
        src: 'loadGame',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: { target: 'shown', actions: { type: 'takeGame', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    shown: {
      type: 'parallel',
      states: {
        favorite: markRegion('favorite', 'TOGGLE_FAVORITE', 'setFavorite'),
        like: markRegion('like', 'TOGGLE_LIKE', 'setLike'),
        play: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                PLAY: [
                  { guard: 'isGuest', actions: 'askLogin' },
                  { guard: 'inMaintenance' },
                  { guard: 'walletEmpty', target: 'insufficient' },
                  { target: 'cooling', actions: 'openGame' },
                ],
              },
            },
            // A second tap while the playing screen opens does nothing.
            cooling: { after: { buttonThrottle: 'ready' } },
            insufficient: {
              on: {
                DEPOSIT: { target: 'ready', actions: 'openDeposit' },
                DISMISS: 'ready',
              },
            },
          },
        },
      },
    },
  },
});
