// The promotion call the home's first screen makes (its hero carousel): the open promotions of a
// kind. Apart from the rest of the promotion calls (promotion.api.ts), which only screens loaded
// later make, so the first screen does not carry their code.
import type { PromotionKind } from '../domain/promotion';
import type { PromotionSummary } from '../domain/promotion.schema';
import { api, type CallOptions } from './api-client';

/** The path root of each kind: activities and game promotions are the same calls under two roots. */
export const PROMOTION_ROOT: Record<PromotionKind, string> = { activity: '/activity', gamePromotion: '/gamePromotion' };

/** A list reply, empty when the server sends none. */
export const promotionList = async <T>(path: string, options?: CallOptions): Promise<T[]> => (await api.get<T[] | null>(path, undefined, options)).data ?? [];

/** GET /activity/list or /gamePromotion/list. */
export const getPromotions = (kind: PromotionKind, options?: CallOptions) => promotionList<PromotionSummary>(`${PROMOTION_ROOT[kind]}/list`, options);
