// The words of the game catalogue on the wire (SPEC.md §2 home, browser, searchGame, myGames,
// gameDetail, makerGameList; §7 game calls), shared by the server's replies and the web app's
// screens. Times are epoch milliseconds; amounts are numbers in major units (money.ts).
import type { PromotionPlay } from './promotion.schema';

/** SPEC.md §1 categories, in the order the browser shows them. */
export const GAME_CATEGORIES = ['slots', 'poker', 'table', 'fishing', 'sports'] as const;
export type GameCategoryCode = (typeof GAME_CATEGORIES)[number];

export interface GameCategory {
  id: number;
  code: GameCategoryCode;
}

export interface GameMaker {
  id: number;
  /** Stable key, also the ledger's game-wallet name (e.g. 'demo'). */
  code: string;
  name: string;
  logo: string;
  /** True while every game of the maker is in maintenance. */
  maintenance: boolean;
  gameCount: number;
}

/** One tile of a list. */
export interface GameItem {
  id: number;
  name: string;
  icon: string;
  makerId: number;
  makerCode: string;
  makerName: string;
  categoryId: number;
  category: GameCategoryCode;
  /** Navigation tag codes (GameNavigationTag.code). */
  tags: string[];
  maintenance: boolean;
  /** The stated return to player in percent (e.g. 96.1), null where the maker states none. */
  rtp: number | null;
}

/** GET /game/info/{gameId}: the detail page (SPEC.md §2 gameDetail); favorite/liked are false for a guest. */
export interface GameDetail extends GameItem {
  developer: string;
  description: string;
  howToPlay: string;
  lastUpdated: number;
  favorite: boolean;
  liked: boolean;
  likeCount: number;
  favoriteCount: number;
  /** Rounds recorded in the last 30 days. */
  playCount: number;
  /** Mean of the comments' scores, one decimal; null with no scored comment. */
  score: number | null;
  commentCount: number;
  /**
   * For a signed-in player whose active promotion record counts this game: a launch plays that
   * record's whole balance instead of wallet money, so the amount step says so before launching.
   * Null for a guest, without such a record, or when its balance is spent.
   */
  promotionPlay: PromotionPlay | null;
}

/** A winner on the home lists, from recorded rounds: the player's name masked (e.g. "09***67"). */
export interface GameWinner {
  playerName: string;
  gameId: number;
  gameName: string;
  gameIcon: string;
  /** The round's win (major units). */
  amount: number;
  time: number;
}

/** GET /game/home. Trending and winners come from recorded rounds, never seeded figures. */
export interface GameHome {
  trending: GameItem[];
  newGames: GameItem[];
  /** SPEC.md §9: the top 20 single wins of all time. */
  topWinners: GameWinner[];
  dayWinners: GameWinner[];
  weekWinners: GameWinner[];
  monthWinners: GameWinner[];
}
export const TOP_WINNERS_LIMIT = 20;

/** GET /gameGavigationTag/list (SPEC.md's spelling of the path). */
export interface GameNavigationTag {
  id: number;
  code: string;
  name: string;
  icon: string;
}

/** GET /game/category_maker/gameList: per category, its makers with their games. */
export interface CategoryMakerGames {
  category: GameCategory;
  makers: { maker: GameMaker; games: GameItem[] }[];
}

/** A comment (score 1-5) or a reply to one (score null); stored and sent as plain text. */
export interface GameComment {
  id: number;
  gameId: number;
  parentId: number | null;
  playerName: string;
  score: number | null;
  content: string;
  createdAt: number;
  /** The caller wrote it: they may delete it. */
  mine: boolean;
  /** Replies, oldest first (top-level comments only; replies have none). */
  replies: GameComment[];
}
export const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 500;
export const COMMENT_SCORES = [1, 2, 3, 4, 5] as const;

/** POST /game/comment/{gameId}: score for a comment, parentId for a reply (never both). */
export interface NewGameComment {
  content: string;
  score?: number;
  parentId?: number;
}

/** The per-player lists of SPEC.md §2 myGames tabs. */
export const MY_GAMES_TABS = ['favorite', 'liked', 'history'] as const;
export type MyGamesTab = (typeof MY_GAMES_TABS)[number];

/** GET /game/search?name=&page=&limit=: at least this many characters of a name. */
export const GAME_SEARCH_MIN_LENGTH = 1;
export const GAME_SEARCH_MAX_LENGTH = 50;
