// What a self-excluded player is not shown (issue 17). Their exclusion says they "can only check
// your balance, withdraw and read your messages" and get no promotions: promotions are marketing,
// and the game lists are the shop window of games they may not play. These calls are public (a
// guest sees them), so the allow-list alone answered an excluded player as a guest and showed them
// everything. Here:
// - the lists the Home and Promotion tabs and the game pages load answer empty (hidden), so those
//   screens show their own empty states rather than an error on every visit;
// - a promotion's or a game's own page, reached only by a link, is refused with the self-exclusion
//   message, which says what they can still do.
// The categories, makers and tags stay: they name no game and no offer.
import type { GameHome } from '../../../src/domain/game.schema';
import type { PromotionSummary } from '../../../src/domain/promotion.schema';
import type { Page } from '../../../src/domain/trade';
import { USER_API_PREFIX } from '../../shared/user-api-scope';

const noGames: GameHome = { trending: [], newGames: [], topWinners: [], dayWinners: [], weekWinners: [], monthWinners: [] };
const noPromotions: PromotionSummary[] = [];
const noPage: Page<never> = { rows: [], total: 0 };

/** Each hidden route and the data it answers a self-excluded player instead. */
const HIDDEN: Record<string, unknown> = {
  'GET /activity/list': noPromotions,
  'GET /gamePromotion/list': noPromotions,
  'GET /game/home': noGames,
  'GET /game/hotGames': [],
  'GET /game/newGames': [],
  'GET /game/category_maker/gameList': [],
  'GET /game/category_game/:categoryId': [],
  'GET /game/maker_game/:makerId': [],
  'GET /game/gavigationTag/:tagId': [],
  'GET /game/search': noPage,
};

const REFUSED = [
  'GET /activity/info/:id',
  'GET /gamePromotion/info/:id',
  'GET /gamePromotion/game/list/:id',
  'GET /gamePromotion/game/makerType/:id',
  'GET /game/info/:gameId',
] as const;

const scoped = (route: string) => route.replace(' ', ` ${USER_API_PREFIX}`);
const hidden = new Map(Object.entries(HIDDEN).map(([route, data]) => [scoped(route), data]));
const refusedRoutes = new Set<string>(REFUSED.map(scoped));

export type MarketingRule = { kind: 'hide'; data: unknown } | { kind: 'refuse' };

/** How a route (its method and full path as registered) treats a self-excluded player, if it is marketing. */
export function marketingRule(method: string, url: string): MarketingRule | null {
  const route = `${method.toUpperCase()} ${url}`;
  if (hidden.has(route)) return { kind: 'hide', data: hidden.get(route) };
  return refusedRoutes.has(route) ? { kind: 'refuse' } : null;
}
