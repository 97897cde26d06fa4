// The game catalogue (SPEC.md §2 browser, searchGame, myGames, gameDetail, makerGameList;
// §7 game calls; shapes in src/domain/game.ts); the home's own two calls are in game-home.api.ts.
// Lists are public; with a token the server fills in the player's favorite and liked marks. The
// player's own lists and changes need the token.
import type { MyGamesTab } from '../domain/game';
import type { CategoryMakerGames, GameCategory, GameComment, GameDetail, GameItem, GameMaker, NewGameComment } from '../domain/game.schema';
import type { Page } from '../domain/trade';
import { api, type CallOptions } from './api-client';

export interface PageQuery {
  /** From 1. */
  page: number;
  limit: number;
}

/** What a favorite or like change leaves: the player's mark and the game's new count. */
export interface GameMarkReply {
  on: boolean;
  count: number;
}

const list = async <T>(path: string, options?: CallOptions): Promise<T[]> => (await api.get<T[] | null>(path, undefined, options)).data ?? [];

/** GET /game/category/list, in the browser's order. */
export const getCategories = (options?: CallOptions) => list<GameCategory>('/game/category/list', options);

/** GET /game/category_game/{categoryId}. */
export const getCategoryGames = (categoryId: number, options?: CallOptions) => list<GameItem>(`/game/category_game/${categoryId}`, options);

/** GET /game/maker_game/{makerId}. */
export const getMakerGames = (makerId: number, options?: CallOptions) => list<GameItem>(`/game/maker_game/${makerId}`, options);

/** GET /game/maker/list/bycategory/{categoryId}. */
export const getCategoryMakers = (categoryId: number, options?: CallOptions) => list<GameMaker>(`/game/maker/list/bycategory/${categoryId}`, options);

/** GET /game/category_maker/gameList: every category with its makers and their games. */
export const getCategoryMakerGames = (options?: CallOptions) => list<CategoryMakerGames>('/game/category_maker/gameList', options);

/** GET /game/newGames. */
export const getNewGames = (options?: CallOptions) => list<GameItem>('/game/newGames', options);

/** GET /game/hotGames. */
export const getHotGames = (options?: CallOptions) => list<GameItem>('/game/hotGames', options);

/** GET /game/gavigationTag/{tagId} (SPEC.md's spelling). */
export const getTagGames = (tagId: number, options?: CallOptions) => list<GameItem>(`/game/gavigationTag/${tagId}`, options);

/** GET /game/maker/list. */
export const getMakers = (options?: CallOptions) => list<GameMaker>('/game/maker/list', options);

/** GET /game/search?name=&page=&limit=: a page of games whose name holds the text. */
export async function searchGames(name: string, { page, limit }: PageQuery, options?: CallOptions): Promise<Page<GameItem>> {
  return (await api.get<Page<GameItem>>('/game/search', { name, page, limit }, options)).data;
}

/** GET /game/info/{gameId}. */
export async function getGameDetail(gameId: number, options?: CallOptions): Promise<GameDetail> {
  return (await api.get<GameDetail>(`/game/info/${gameId}`, undefined, options)).data;
}

// Marks on two games must not abort each other (the client aborts calls whose paths differ only
// in a trailing id), so they are not cancellable.
async function mark(kind: 'favorite' | 'like', gameId: number, on: boolean, options: CallOptions): Promise<GameMarkReply> {
  const reply = await api.post<{ favorite?: boolean; liked?: boolean; count: number }>(`/game/${kind}/${gameId}`, { on }, { cancellable: false, ...options });
  return { on: Boolean(kind === 'favorite' ? reply.data.favorite : reply.data.liked), count: reply.data.count };
}

/** POST /game/favorite/{gameId} {on}. */
export const setFavorite = (gameId: number, on: boolean, options: CallOptions = {}) => mark('favorite', gameId, on, options);

/** POST /game/like/{gameId} {on}. */
export const setLike = (gameId: number, on: boolean, options: CallOptions = {}) => mark('like', gameId, on, options);

const MY_GAMES_PATHS: Record<MyGamesTab, string> = {
  favorite: '/game/favorite/list',
  liked: '/game/like/list',
  history: '/game/recent/list',
};

/** GET /game/favorite/list, /game/like/list or /game/recent/list: a page of the player's games. */
export async function getMyGames(tab: MyGamesTab, { page, limit }: PageQuery, options?: CallOptions): Promise<Page<GameItem>> {
  return (await api.get<Page<GameItem>>(MY_GAMES_PATHS[tab], { page, limit }, options)).data;
}

/** GET /game/comment/list/{gameId}?page&limit: top-level comments, newest first, with their replies. */
export async function getComments(gameId: number, { page, limit }: PageQuery, options?: CallOptions): Promise<Page<GameComment>> {
  return (await api.get<Page<GameComment>>(`/game/comment/list/${gameId}`, { page, limit }, options)).data;
}

/** POST /game/comment/{gameId}: a comment with a score, or a reply with a parentId. */
export async function postComment(gameId: number, comment: NewGameComment, options: CallOptions = {}): Promise<GameComment> {
  return (await api.post<GameComment>(`/game/comment/${gameId}`, { ...comment }, { cancellable: false, ...options })).data;
}

/** DELETE /game/comment/{id}: the player's own only. */
export async function deleteComment(id: number, options: CallOptions = {}): Promise<void> {
  await api.del<unknown>(`/game/comment/${id}`, undefined, { cancellable: false, ...options });
}
