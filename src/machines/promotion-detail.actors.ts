// The calls the promotion page makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { JoinPromotionRequest, PromotionKind } from '../domain/promotion';
import type { JoinPromotionReply, PromotionDetail } from '../domain/promotion.schema';
import { getPromotion, joinPromotion } from '../services/promotion.api';

export interface JoinInput {
  kind: PromotionKind;
  id: number;
  request: JoinPromotionRequest;
  idempotencyKey: string;
}

export const promotionDetailActors = {
  loadPromotion: fromPromise<PromotionDetail, { kind: PromotionKind; id: number }>(({ input }) => getPromotion(input.kind, input.id)),
  joinPromotion: fromPromise<JoinPromotionReply, JoinInput>(({ input }) => joinPromotion(input.kind, input.id, input.request, input.idempotencyKey)),
};
