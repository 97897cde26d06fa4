// The catalogue's wire shapes as TypeBox schemas, each checked at compile time against its type in
// src/domain/game.ts (and RoundRecord in game-play.ts), so the replies cannot drift from what the
// web app reads.
import { Type, type Static } from 'typebox';
import { COMMENT_MAX_LENGTH, GAME_SEARCH_MAX_LENGTH, type CategoryMakerGames, type GameCategory, type GameComment, type GameDetail, type GameHome, type GameItem, type GameMaker, type GameNavigationTag, type GameWinner, type NewGameComment } from '../../../src/domain/game';
import type { RoundRecord } from '../../../src/domain/game-play';
import type { Page } from '../../../src/domain/trade';
import type { Same } from '../../shared/same-type';
import { Paging } from '../../shared/schemas';

// Spelled out: a mapped array loses the literal types the Same<> check compares.
export const CategoryCodeSchema = Type.Union([Type.Literal('slots'), Type.Literal('poker'), Type.Literal('table'), Type.Literal('fishing'), Type.Literal('sports')]);
export const GameCategorySchema = Type.Object({ id: Type.Number(), code: CategoryCodeSchema });
export const GameMakerSchema = Type.Object({
  id: Type.Number(),
  code: Type.String(),
  name: Type.String(),
  logo: Type.String(),
  maintenance: Type.Boolean(),
  gameCount: Type.Number(),
});
const gameItemFields = {
  id: Type.Number(),
  name: Type.String(),
  icon: Type.String(),
  makerId: Type.Number(),
  makerCode: Type.String(),
  makerName: Type.String(),
  categoryId: Type.Number(),
  category: CategoryCodeSchema,
  tags: Type.Array(Type.String()),
  maintenance: Type.Boolean(),
  rtp: Type.Union([Type.Number(), Type.Null()]),
};
export const GameItemSchema = Type.Object(gameItemFields);
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
  playCount: Type.Number(),
  score: Type.Union([Type.Number(), Type.Null()]),
  commentCount: Type.Number(),
  promotionPlay: Type.Union([
    Type.Object({ recordId: Type.Number(), title: Type.String(), balance: Type.Number(), maxBet: Type.Union([Type.Number(), Type.Null()]) }),
    Type.Null(),
  ]),
});
export const GameWinnerSchema = Type.Object({
  playerName: Type.String(),
  gameId: Type.Number(),
  gameName: Type.String(),
  gameIcon: Type.String(),
  amount: Type.Number(),
  time: Type.Number(),
});
export const GameHomeSchema = Type.Object({
  trending: Type.Array(GameItemSchema),
  newGames: Type.Array(GameItemSchema),
  topWinners: Type.Array(GameWinnerSchema),
  dayWinners: Type.Array(GameWinnerSchema),
  weekWinners: Type.Array(GameWinnerSchema),
  monthWinners: Type.Array(GameWinnerSchema),
});
export const GameNavigationTagSchema = Type.Object({ id: Type.Number(), code: Type.String(), name: Type.String(), icon: Type.String() });
export const CategoryMakerGamesSchema = Type.Object({
  category: GameCategorySchema,
  makers: Type.Array(Type.Object({ maker: GameMakerSchema, games: Type.Array(GameItemSchema) })),
});
const commentFields = {
  id: Type.Number(),
  gameId: Type.Number(),
  parentId: Type.Union([Type.Number(), Type.Null()]),
  playerName: Type.String(),
  score: Type.Union([Type.Number(), Type.Null()]),
  content: Type.String(),
  createdAt: Type.Number(),
  mine: Type.Boolean(),
};
// Replies go one level deep (a reply's own replies are always empty), so the schema does too.
export const GameCommentSchema = Type.Object({ ...commentFields, replies: Type.Array(Type.Object({ ...commentFields, replies: Type.Array(Type.Unknown()) })) });
// Generous caps: the service answers the real limits in the caller's language.
export const NewGameCommentSchema = Type.Object({
  content: Type.String({ maxLength: COMMENT_MAX_LENGTH * 2 }),
  score: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  parentId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
});
export const RoundRecordSchema = Type.Object({
  id: Type.Number(),
  gameId: Type.Number(),
  gameName: Type.String(),
  gameCode: Type.String(),
  makerRoundId: Type.String(),
  bet: Type.Number(),
  win: Type.Number(),
  balanceAfter: Type.Number(),
  serverSeedHash: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  clientSeed: Type.String(),
  nonce: Type.Number(),
  outcome: Type.Unknown(),
  wager: Type.Unknown(),
  time: Type.Number(),
});

export const pageSchema = <T extends Parameters<typeof Type.Array>[0]>(row: T) => Type.Object({ rows: Type.Array(row), total: Type.Number() });
export const GameItemPageSchema = pageSchema(GameItemSchema);
export const GameCommentPageSchema = pageSchema(GameCommentSchema);
export const RoundRecordPageSchema = pageSchema(RoundRecordSchema);

// The length rules are the service's (localized); this cap only stops a huge query early.
export const SearchQuery = Type.Object({ name: Type.Optional(Type.String({ maxLength: GAME_SEARCH_MAX_LENGTH * 4 })), ...Paging });
export const RoundListQuery = Type.Object({ ...Paging, gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) });
const id32 = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const GameIdParams = Type.Object({ gameId: id32 });
export const CategoryIdParams = Type.Object({ categoryId: id32 });
export const MakerIdParams = Type.Object({ makerId: id32 });
export const TagIdParams = Type.Object({ tagId: id32 });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export const MarkBody = Type.Object({ on: Type.Boolean() });

const checks: [
  Same<Static<typeof GameCategorySchema>, GameCategory>,
  Same<Static<typeof GameMakerSchema>, GameMaker>,
  Same<Static<typeof GameItemSchema>, GameItem>,
  Same<Static<typeof GameDetailSchema>, GameDetail>,
  Same<Static<typeof GameWinnerSchema>, GameWinner>,
  Same<Static<typeof GameHomeSchema>, GameHome>,
  Same<Static<typeof GameNavigationTagSchema>, GameNavigationTag>,
  Same<Static<typeof CategoryMakerGamesSchema>, CategoryMakerGames>,
  Same<Static<typeof NewGameCommentSchema>, NewGameComment>,
  Same<Static<typeof RoundRecordSchema>, RoundRecord>,
  Same<Static<typeof GameItemPageSchema>, Page<GameItem>>,
  Same<Static<typeof RoundRecordPageSchema>, Page<RoundRecord>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];
void checks;
// The wire type's replies are GameComment[] (recursive); the schema stops one level down, so the
// checks are: the same fields at the top and in a reply, and every GameComment fits the schema.
type CommentFields = Omit<GameComment, 'replies'>;
const commentChecks: [
  Same<Omit<Static<typeof GameCommentSchema>, 'replies'>, CommentFields>,
  Same<Omit<Static<typeof GameCommentSchema>['replies'][number], 'replies'>, CommentFields>,
  GameComment extends Static<typeof GameCommentSchema> ? true : false,
] = [true, true, true];
void commentChecks;
