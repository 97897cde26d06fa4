// The words and limits of the game catalogue (SPEC.md §2 home, browser, searchGame, myGames,
// gameDetail; §9), shared by the server and the web app; its wire shapes are game.schema.ts.

/** SPEC.md §1 categories, in the order the browser shows them. */
export const GAME_CATEGORIES = ['slots', 'poker', 'table', 'fishing', 'sports'] as const;
export type GameCategoryCode = (typeof GAME_CATEGORIES)[number];

/** SPEC.md §9: the home's top winners are the 20 single largest wins of all time. */
export const TOP_WINNERS_LIMIT = 20;

/** A comment's length in characters, and the scores a comment may give (a reply gives none). */
export const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 500;
export const COMMENT_SCORES = [1, 2, 3, 4, 5] as const;

/** The per-player lists of SPEC.md §2 myGames tabs. */
export const MY_GAMES_TABS = ['favorite', 'liked', 'history'] as const;
export type MyGamesTab = (typeof MY_GAMES_TABS)[number];

/** GET /game/search?name=&page=&limit=: at least this many characters of a name. */
export const GAME_SEARCH_MIN_LENGTH = 1;
export const GAME_SEARCH_MAX_LENGTH = 50;
