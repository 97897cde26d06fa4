// The calls the promotion record page makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { PromotionActionReply, PromotionRecord } from '../domain/promotion.schema';
import { actOnRecord, getPromotionRecord, type RecordAction } from '../services/promotion.api';

export interface ActInput {
  action: RecordAction;
  id: number;
  idempotencyKey: string;
}

export const promotionRecordActors = {
  loadRecord: fromPromise<PromotionRecord, { id: number; quiet: boolean }>(({ input }) =>
    getPromotionRecord(input.id, input.quiet ? { loading: false, toastError: false } : undefined),
  ),
  actOnRecord: fromPromise<PromotionActionReply, ActInput>(({ input }) => actOnRecord(input.action, input.id, input.idempotencyKey)),
};
