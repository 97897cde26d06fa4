// The game catalogue on the wire (SPEC.md §2 home, browser, searchGame, myGames, gameDetail,
// makerGameList; §7 game calls; the words and limits are game.ts), the one source of their types
// (wire.schema.ts). Times are epoch milliseconds; amounts are numbers in major units (money.ts).
import { Type, type Static } from 'typebox';
import { COMMENT_MAX_LENGTH, GAME_CATEGORIES } from './game';
import { MakerProtocolSchema } from './game-play.schema';
import { PromotionPlaySchema } from './promotion.schema';
import { literalUnion, nullable } from './wire.schema';

export const GameCategoryCodeSchema = literalUnion(GAME_CATEGORIES);

export const GameCategorySchema = Type.Object({ id: Type.Number(), code: GameCategoryCodeSchema });
export type GameCategory = Static<typeof GameCategorySchema>;

export const GameMakerSchema = Type.Object({
  id: Type.Number(),
  /** Stable key, also the ledger's game-wallet name (e.g. 'demo'). */
  code: Type.String(),
  name: Type.String(),
  logo: Type.String(),
  /** True while every game of the maker is in maintenance. */
  maintenance: Type.Boolean(),
  gameCount: Type.Number(),
});
export type GameMaker = Static<typeof GameMakerSchema>;

const gameItemFields = {
  id: Type.Number(),
  name: Type.String(),
  icon: Type.String(),
  makerId: Type.Number(),
  makerCode: Type.String(),
  makerName: Type.String(),
  categoryId: Type.Number(),
  category: GameCategoryCodeSchema,
  /** Navigation tag codes (GameNavigationTag.code). */
  tags: Type.Array(Type.String()),
  maintenance: Type.Boolean(),
  /** The stated return to player in percent (e.g. 96.1), null where the maker states none. */
  rtp: nullable(Type.Number()),
};

/** One tile of a list. */
export const GameItemSchema = Type.Object(gameItemFields);
export type GameItem = Static<typeof GameItemSchema>;

/** GET /game/info/{gameId}: the detail page (SPEC.md §2 gameDetail); favorite/liked are false for a guest. */
export const GameDetailSchema = Type.Object({
  ...gameItemFields,
  developer: Type.String(),
  description: Type.String(),
  howToPlay: Type.String(),
  lastUpdated: Type.Number(),
  favorite: Type.Boolean(),
  liked: Type.Boolean(),
  likeCount: Type.Number(),
  favoriteCount: Type.Number(),
  /** Rounds recorded in the last 30 days. */
  playCount: Type.Number(),
  /** Mean of the comments' scores, one decimal; null with no scored comment. */
  score: nullable(Type.Number()),
  commentCount: Type.Number(),
  /**
   * For a signed-in player whose active promotion record counts this game: a launch plays that
   * record's whole balance instead of wallet money, so the amount step says so before launching.
   * Null for a guest, without such a record, or when its balance is spent.
   */
  promotionPlay: nullable(PromotionPlaySchema),
  /** Its maker's protocol; absent means transfer. A seamless maker's game launches with no amount step. */
  protocol: Type.Optional(MakerProtocolSchema),
});
export type GameDetail = Static<typeof GameDetailSchema>;

/** A winner on the home lists, from recorded rounds: the player's name masked (e.g. "09***67"). */
export const GameWinnerSchema = Type.Object({
  playerName: Type.String(),
  gameId: Type.Number(),
  gameName: Type.String(),
  gameIcon: Type.String(),
  /** The round's win (major units). */
  amount: Type.Number(),
  time: Type.Number(),
});
export type GameWinner = Static<typeof GameWinnerSchema>;

/** GET /game/home. Trending and winners come from recorded rounds, never seeded figures. */
export const GameHomeSchema = Type.Object({
  trending: Type.Array(GameItemSchema),
  newGames: Type.Array(GameItemSchema),
  /** SPEC.md §9: the top 20 single wins of all time (TOP_WINNERS_LIMIT). */
  topWinners: Type.Array(GameWinnerSchema),
  dayWinners: Type.Array(GameWinnerSchema),
  weekWinners: Type.Array(GameWinnerSchema),
  monthWinners: Type.Array(GameWinnerSchema),
});
export type GameHome = Static<typeof GameHomeSchema>;

/** GET /gameGavigationTag/list (SPEC.md's spelling of the path). */
export const GameNavigationTagSchema = Type.Object({ id: Type.Number(), code: Type.String(), name: Type.String(), icon: Type.String() });
export type GameNavigationTag = Static<typeof GameNavigationTagSchema>;

/** GET /game/category_maker/gameList: per category, its makers with their games. */
export const CategoryMakerGamesSchema = Type.Object({
  category: GameCategorySchema,
  makers: Type.Array(Type.Object({ maker: GameMakerSchema, games: Type.Array(GameItemSchema) })),
});
export type CategoryMakerGames = Static<typeof CategoryMakerGamesSchema>;

const commentFields = {
  id: Type.Number(),
  gameId: Type.Number(),
  parentId: nullable(Type.Number()),
  playerName: Type.String(),
  score: nullable(Type.Number()),
  content: Type.String(),
  createdAt: Type.Number(),
  /** The caller wrote it: they may delete it. */
  mine: Type.Boolean(),
};

/**
 * A reply to a comment (score null). Replies go one level deep, so a reply's own replies are
 * always empty; a top-level comment's fields and a reply's are the same, and views that show
 * either take this type.
 */
export const GameCommentReplySchema = Type.Object({ ...commentFields, replies: Type.Array(Type.Unknown(), { maxItems: 0 }) });
export type GameCommentReply = Static<typeof GameCommentReplySchema>;

/** A comment (score 1-5) with its replies, oldest first; stored and sent as plain text. */
export const GameCommentSchema = Type.Object({ ...commentFields, replies: Type.Array(GameCommentReplySchema) });
export type GameComment = Static<typeof GameCommentSchema>;

/**
 * POST /game/comment/{gameId}: score for a comment, parentId for a reply (never both). The caps are
 * generous: the service answers the real limits (COMMENT_MAX_LENGTH, COMMENT_SCORES) in the
 * caller's language; these only stop a huge body early.
 */
export const NewGameCommentSchema = Type.Object({
  content: Type.String({ maxLength: COMMENT_MAX_LENGTH * 2 }),
  score: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  parentId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
});
export type NewGameComment = Static<typeof NewGameCommentSchema>;
