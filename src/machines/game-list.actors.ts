// The calls a maker's or a tag's game list makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameItem } from '../domain/game.schema';
import { getMakerGames, getMakers, getTagGames } from '../services/game.api';
import { getNavigationTags } from '../services/game-home.api';

/** Which list: a maker's games (SPEC.md §2 makerGameList) or a navigation tag's. */
export type GameListSource = { kind: 'maker'; id: number } | { kind: 'tag'; id: number };

export interface GameListShelf {
  /** The maker's or tag's name and picture (and a tag's code, which names it in each language); null when it is not (or no longer) in the catalogue. */
  heading: { name: string; icon: string; tagCode?: string } | null;
  games: GameItem[];
}

export const gameListActors = {
  loadList: fromPromise<GameListShelf, GameListSource>(async ({ input }) => {
    if (input.kind === 'maker') {
      const [makers, games] = await Promise.all([getMakers(), getMakerGames(input.id)]);
      const maker = makers.find((m) => m.id === input.id);
      return { heading: maker ? { name: maker.name, icon: maker.logo } : null, games };
    }
    const [tags, games] = await Promise.all([getNavigationTags(), getTagGames(input.id)]);
    const tag = tags.find((t) => t.id === input.id);
    return { heading: tag ? { name: tag.name, icon: tag.icon, tagCode: tag.code } : null, games };
  }),
};
