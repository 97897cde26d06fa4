// The catalogue calls (SPEC.md §7 game calls): the home lists, lists by category, maker and
// navigation tag, search, the detail page; the player's marks and lists (token required); the
// comments. (The round records' calls, /game/round/*, are the play module's, over RoundService.) Lists are public and the same for everyone
// (served from memory); a token, when present, only personalises the detail page and `mine`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer, playerIdOrNull } from '../../shared/require-player';
import { NoInput, PagingQuery } from '../../shared/schemas';
import { latestPrebuilt, sendPrebuilt } from '../../shared/prebuilt-reply';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { CatalogueService } from './catalogue.service';
import type { CommentService } from './comment.service';
import { CategoryIdParams, GameIdParams, IdParams, MakerIdParams, MarkBody, SearchQuery, TagIdParams } from './game.schemas';
import {
  CategoryMakerGamesSchema,
  GameCategorySchema,
  GameCommentSchema,
  GameDetailSchema,
  GameHomeSchema,
  GameItemSchema,
  GameMakerSchema,
  GameNavigationTagSchema,
  NewGameCommentSchema,
} from '../../../src/domain/game.schema';
import { pageSchema } from '../../../src/domain/wire.schema';
import type { PromotionPlay } from '../../../src/domain/promotion.schema';
import type { MakerProtocol } from '../../../src/domain/game-play.schema';
import type { HomeService } from './home.service';
import type { MyGamesService } from './my-games.service';

/**
 * What the detail page needs of the promotions module (kept apart so games does not depend on it):
 * whether a launch of this game by this player would play a promotion record's money.
 */
export interface GamePromotions {
  promotionPlayFor(playerId: number, gameId: number, locale: string): Promise<PromotionPlay | null>;
}

/** Which protocol a maker speaks (the maker registry's answer), for the detail page's launch. */
export interface GameProtocols {
  protocolOf(makerCode: string): MakerProtocol;
}

export interface GamesRouteNeeds {
  catalogue: CatalogueService;
  gamePromotions: GamePromotions;
  gameProtocols: GameProtocols;
  gameHome: HomeService;
  myGames: MyGamesService;
  gameComments: CommentService;
}

const GameList = successSchema(Type.Array(GameItemSchema));
const MakerList = successSchema(Type.Array(GameMakerSchema));

const gamesRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<GamesRouteNeeds>> = async (app, { services }) => {
  const { catalogue, gameHome, myGames, gameComments, gamePromotions, gameProtocols } = services;

  // The busiest public read: its reply is serialised once per recompute (HomeService), and its
  // bytes and compressed forms made once per text (shared/prebuilt-reply.ts), not per request. The
  // schema still documents the reply, and HomeService builds it as a typed GameHome, the type of
  // this very schema (src/domain/game.schema.ts).
  const homePrebuilt = latestPrebuilt((text: string) => text);
  app.get(
    '/game/home',
    { compress: false, schema: { querystring: NoInput, response: { 200: successSchema(GameHomeSchema) } } },
    // Answered in the same turn when the copy at hand may be answered (nearly always): no promise made.
    (request, reply) => {
      const text = gameHome.homeReplyNow();
      if (text !== undefined) return sendPrebuilt(request, reply, homePrebuilt(text));
      return gameHome.homeReply().then((computed) => sendPrebuilt(request, reply, homePrebuilt(computed)));
    },
  );
  app.get('/game/hotGames', { schema: { querystring: NoInput, response: { 200: GameList } } }, async () => success(await gameHome.trending()));
  app.get('/game/newGames', { schema: { querystring: NoInput, response: { 200: GameList } } }, async () => success(await catalogue.newGames()));
  app.get('/game/category/list', { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(GameCategorySchema)) } } }, async () =>
    success(await catalogue.categories()),
  );
  app.get('/game/maker/list', { schema: { querystring: NoInput, response: { 200: MakerList } } }, async () => success(await catalogue.makers()));
  app.get('/gameGavigationTag/list', { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(GameNavigationTagSchema)) } } }, async () =>
    success(await catalogue.tags()),
  );
  app.get('/game/category_maker/gameList', { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(CategoryMakerGamesSchema)) } } }, async () =>
    success(await catalogue.categoryMakerGames()),
  );
  app.get('/game/category_game/:categoryId', { schema: { params: CategoryIdParams, response: { 200: GameList } } }, async (request) =>
    success(await catalogue.gamesOfCategory(request.params.categoryId)),
  );
  app.get('/game/maker_game/:makerId', { schema: { params: MakerIdParams, response: { 200: GameList } } }, async (request) =>
    success(await catalogue.gamesOfMaker(request.params.makerId)),
  );
  app.get('/game/maker/list/bycategory/:categoryId', { schema: { params: CategoryIdParams, response: { 200: MakerList } } }, async (request) =>
    success(await catalogue.makersOfCategory(request.params.categoryId)),
  );
  app.get('/game/gavigationTag/:tagId', { schema: { params: TagIdParams, response: { 200: GameList } } }, async (request) =>
    success(await catalogue.gamesOfTag(request.params.tagId)),
  );
  app.get('/game/search', { schema: { querystring: SearchQuery, response: { 200: successSchema(pageSchema(GameItemSchema)) } } }, async (request) =>
    success(await catalogue.search(request.query)),
  );
  app.get('/game/info/:gameId', { preHandler: app.identifyPlayer, schema: { params: GameIdParams, response: { 200: successSchema(GameDetailSchema) } } }, async (request) => {
    const playerId = playerIdOrNull(request);
    const { gameId } = request.params;
    // The detail first: an unknown game is refused before anything is asked about the player.
    const detail = await catalogue.detail(gameId, playerId);
    const promotionPlay = playerId === null ? null : await gamePromotions.promotionPlayFor(playerId, gameId, request.locale);
    return success({ ...detail, promotionPlay, protocol: gameProtocols.protocolOf(detail.makerCode) });
  });

  // The player's marks: `on` says what the mark should be, so a repeat changes nothing.
  app.post(
    '/game/favorite/:gameId',
    { preHandler: app.requirePlayer, schema: { params: GameIdParams, body: MarkBody, response: { 200: successSchema(Type.Object({ favorite: Type.Boolean(), count: Type.Number() })) } } },
    async (request) => {
      const { on, count } = await myGames.setMark('favorite', currentPlayer(request).playerId, request.params.gameId, request.body.on);
      return success({ favorite: on, count });
    },
  );
  app.post(
    '/game/like/:gameId',
    { preHandler: app.requirePlayer, schema: { params: GameIdParams, body: MarkBody, response: { 200: successSchema(Type.Object({ liked: Type.Boolean(), count: Type.Number() })) } } },
    async (request) => {
      const { on, count } = await myGames.setMark('like', currentPlayer(request).playerId, request.params.gameId, request.body.on);
      return success({ liked: on, count });
    },
  );
  const myList = { preHandler: app.requirePlayer, schema: { querystring: PagingQuery, response: { 200: successSchema(pageSchema(GameItemSchema)) } } };
  app.get('/game/favorite/list', myList, async (request) => success(await myGames.marked('favorite', currentPlayer(request).playerId, request.query)));
  app.get('/game/like/list', myList, async (request) => success(await myGames.marked('like', currentPlayer(request).playerId, request.query)));
  app.get('/game/recent/list', myList, async (request) => success(await myGames.recent(currentPlayer(request).playerId, request.query)));

  app.get(
    '/game/comment/list/:gameId',
    { preHandler: app.identifyPlayer, schema: { params: GameIdParams, querystring: PagingQuery, response: { 200: successSchema(pageSchema(GameCommentSchema)) } } },
    async (request) => success(await gameComments.list(request.params.gameId, playerIdOrNull(request), request.query)),
  );
  app.post(
    '/game/comment/:gameId',
    { preHandler: app.requirePlayer, schema: { params: GameIdParams, body: NewGameCommentSchema, response: { 200: successSchema(GameCommentSchema) } } },
    async (request) => success(await gameComments.post(currentPlayer(request).playerId, request.params.gameId, request.body)),
  );
  app.delete(
    '/game/comment/:id',
    { preHandler: app.requirePlayer, schema: { params: IdParams, response: { 200: successSchema(Type.Null()) } } },
    async (request) => {
      await gameComments.remove(currentPlayer(request).playerId, request.params.id);
      return success(null);
    },
  );
};

export default gamesRoutes;
