// The settle check's call and its device memory, as named actors and actions (tests provide their own).
import { fromPromise } from 'xstate';
import type { CanSettleRecord } from '../domain/promotion.schema';
import { paths } from '../domain/routes';
import { navigate } from '../services/navigation';
import { getCanSettleRecord } from '../services/promotion.api';
import { storage, type PromotionRecordId } from '../services/storage';

/** How many prompted ids the device keeps: only the last one decides, a few more help a reader. */
const HISTORY_KEPT = 20;

export const settleCheckActors = {
  checkSettlable: fromPromise<CanSettleRecord | null>(() => getCanSettleRecord()),
};

/** The device's "can-settle promotion history" (SPEC.md §3): the ids whose prompt was cancelled. */
export interface SettleHistory {
  read(): PromotionRecordId[];
  remember(id: number): void;
}

export const deviceSettleHistory: SettleHistory = {
  read: () => storage.get('canSettlePromotionHistory') ?? [],
  remember: (id) => {
    const kept = (storage.get('canSettlePromotionHistory') ?? []).filter((old) => String(old) !== String(id));
    storage.set('canSettlePromotionHistory', [...kept, id].slice(-HISTORY_KEPT));
  },
};

export const openPromotionRecord = (id: number): void => navigate(`${paths.myPromotionDetail}?id=${id}`);
