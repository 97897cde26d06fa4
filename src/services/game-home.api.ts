// The two catalogue calls the home's first screen makes (SPEC.md §2 home, §7): its lists and the
// navigation tags. Apart from the rest of the catalogue (game.api.ts), which only screens loaded
// later call, so the first screen does not carry their code.
import type { GameHome, GameNavigationTag } from '../domain/game.schema';
import { api, type CallOptions } from './api-client';

/** GET /game/home: Trending, New and the winners lists. */
export async function getGameHome(options?: CallOptions): Promise<GameHome> {
  return (await api.get<GameHome>('/game/home', undefined, options)).data;
}

/** GET /gameGavigationTag/list (SPEC.md's spelling). */
export async function getNavigationTags(options?: CallOptions): Promise<GameNavigationTag[]> {
  return (await api.get<GameNavigationTag[] | null>('/gameGavigationTag/list', undefined, options)).data ?? [];
}
