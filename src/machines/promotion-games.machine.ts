// A promotion's games (SPEC.md §2 allPrivilegeGames): the games whose rounds count, filtered by
// maker. A tile opens the game's page, which launches it as every game screen does.
//   checking → loading (games and makers) → shown (MAKER) | failed (RETRY) ; checking → missing
import { assign, setup } from 'xstate';
import type { GameItem, GameMaker } from '../domain/game.schema';
import { messageOf } from './failure-message';
import { promotionListsActors, type PromotionGamesData } from './promotion-lists.actors';
import { checkingId, loadingById, validId } from './opened-by-id';

export interface PromotionGamesContext {
  id: number;
  games: GameItem[];
  makers: GameMaker[];
  /** The maker filtered on, or null for all. */
  makerId: number | null;
  error: string | null;
}

export type PromotionGamesEvent = { type: 'MAKER'; makerId: number | null } | { type: 'RETRY' };

export const gamesShown = ({ games, makerId }: Pick<PromotionGamesContext, 'games' | 'makerId'>): GameItem[] =>
  makerId === null ? games : games.filter((game) => game.makerId === makerId);

export const promotionGamesMachine = setup({
  types: { input: {} as { id: number }, context: {} as PromotionGamesContext, events: {} as PromotionGamesEvent },
  actors: { loadGames: promotionListsActors.loadGames },
  guards: { validId },
  actions: {
    takeGames: assign((_, data: PromotionGamesData) => ({ games: data.games, makers: data.makers, error: null })),
    takeMaker: assign({ makerId: ({ context, event }) => (event.type === 'MAKER' ? event.makerId : context.makerId) }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
  },
}).createMachine({
  id: 'promotionGames',
  description: "A promotion's games, filtered by maker.",
  context: ({ input }) => ({ id: input.id, games: [], makers: [], makerId: null, error: null }),
  initial: 'checking',
  states: {
    ...checkingId,
    loading: loadingById('loadGames', 'takeGames'),
    shown: { on: { MAKER: { actions: 'takeMaker' } } },
    failed: { on: { RETRY: 'loading' } },
  },
});
