// The calls of the promotion lists (the Promotion tab, my promotions, a record's bill, a promotion's
// games), as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { GameItem, GameMaker } from '../domain/game.schema';
import type { PromotionKind, PromotionRecordState } from '../domain/promotion';
import type { PromotionBillRow, PromotionRecord, PromotionSummary } from '../domain/promotion.schema';
import { MAX_PAGE_LIMIT } from '../domain/trade';
import { getPromotions } from '../services/promotion-home.api';
import { getPromotionBill, getPromotionGames, getPromotionMakers, getPromotionRecords } from '../services/promotion.api';

export interface PromotionGamesData {
  games: GameItem[];
  makers: GameMaker[];
}

export const promotionListsActors = {
  loadPromotions: fromPromise<PromotionSummary[], { kind: PromotionKind }>(({ input }) => getPromotions(input.kind)),
  // The latest page: a player holds one record at a time, so a page reaches far back.
  loadRecords: fromPromise<PromotionRecord[], { state: PromotionRecordState | null }>(async ({ input }) =>
    (await getPromotionRecords({ page: 1, limit: MAX_PAGE_LIMIT, ...(input.state === null ? {} : { state: input.state }) })).rows,
  ),
  loadBill: fromPromise<PromotionBillRow[], { id: number }>(({ input }) => getPromotionBill(input.id)),
  loadGames: fromPromise<PromotionGamesData, { id: number }>(async ({ input }) => {
    const [games, makers] = await Promise.all([getPromotionGames(input.id), getPromotionMakers(input.id)]);
    return { games, makers };
  }),
};
