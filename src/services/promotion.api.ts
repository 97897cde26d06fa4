// Promotions (SPEC.md §2 privilege, privilegeDetail, allPrivilegeGames, myPromotion,
// myPromotionDetail, myPromotionBill; §7 activity and gamePromotion calls), typed by
// src/domain/promotion.ts. Joining and the record actions move money: each carries the
// Idempotency-Key its machine made before the first send, so a retry after a lost reply completes
// the same move instead of making a second one.
import type { GameItem, GameMaker } from '../domain/game.schema';
import type { JoinPromotionRequest, PromotionKind, PromotionRecordState } from '../domain/promotion';
import type { CanSettleRecord, JoinPromotionReply, PromotionActionReply, PromotionBillRow, PromotionDetail, PromotionRecord } from '../domain/promotion.schema';
import { IDEMPOTENCY_HEADER, type Page } from '../domain/trade';
import { api, type CallOptions } from './api-client';
import { PROMOTION_ROOT, promotionList } from './promotion-home.api';

/** The three record actions, each confirmed by the player first (SPEC.md §4). */
export const RECORD_ACTIONS = ['settle', 'close', 'unlock'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

// A money move is never replaced by a newer call of the same path, and its refusal is shown by the
// screen that asked (the machine keeps the text), not toasted as well.
const moneyCall = (key: string): CallOptions => ({ headers: { [IDEMPOTENCY_HEADER]: key }, cancellable: false, toastError: false });

/** GET /activity/info/{id} or /gamePromotion/info/{id}. */
export async function getPromotion(kind: PromotionKind, id: number, options?: CallOptions): Promise<PromotionDetail> {
  return (await api.get<PromotionDetail>(`${PROMOTION_ROOT[kind]}/info/${id}`, undefined, options)).data;
}

/** POST /activity/participate/{id} or /gamePromotion/participate/{id}: an amount or a code. */
export async function joinPromotion(kind: PromotionKind, id: number, request: JoinPromotionRequest, key: string): Promise<JoinPromotionReply> {
  const body = request.code !== undefined ? { code: request.code } : { amount: request.amount };
  return (await api.post<JoinPromotionReply>(`${PROMOTION_ROOT[kind]}/participate/${id}`, body, moneyCall(key))).data;
}

export interface RecordQuery {
  /** From 1. */
  page: number;
  limit: number;
  /** Only records in this state. */
  state?: PromotionRecordState;
}

/** GET /gamePromotion/record/list?page&limit&state: a page of the player's records, newest first. */
export async function getPromotionRecords({ page, limit, state }: RecordQuery, options?: CallOptions): Promise<Page<PromotionRecord>> {
  const query = { page, limit, ...(state === undefined ? {} : { state }) };
  return (await api.get<Page<PromotionRecord>>('/gamePromotion/record/list', query, options)).data;
}

/** GET /gamePromotion/record/info/{id}: one record with its live turnover. */
export async function getPromotionRecord(id: number, options?: CallOptions): Promise<PromotionRecord> {
  return (await api.get<PromotionRecord>(`/gamePromotion/record/info/${id}`, undefined, options)).data;
}

/** GET /gamePromotion/bill/list/{recordId}: what moved the record's balance. */
export const getPromotionBill = (recordId: number, options?: CallOptions) => promotionList<PromotionBillRow>(`/gamePromotion/bill/list/${recordId}`, options);

/** GET /gamePromotion/game/list/{promotionId}: the games whose rounds count. */
export const getPromotionGames = (promotionId: number, options?: CallOptions) => promotionList<GameItem>(`/gamePromotion/game/list/${promotionId}`, options);

/** GET /gamePromotion/game/makerType/{promotionId}: the makers of those games, for the filter. */
export const getPromotionMakers = (promotionId: number, options?: CallOptions) => promotionList<GameMaker>(`/gamePromotion/game/makerType/${promotionId}`, options);

/** POST /gamePromotion/record/settle|close|unlock/{id}. */
export async function actOnRecord(action: RecordAction, id: number, key: string): Promise<PromotionActionReply> {
  return (await api.post<PromotionActionReply>(`/gamePromotion/record/${action}/${id}`, {}, moneyCall(key))).data;
}

/** GET /gamePromotion/record/getCanSettlePromotionRecord: a settleable record, or null. Background: quiet. */
export async function getCanSettleRecord(options?: CallOptions): Promise<CanSettleRecord | null> {
  return (await api.get<CanSettleRecord | null>('/gamePromotion/record/getCanSettlePromotionRecord', undefined, { loading: false, toastError: false, cancellable: false, ...options })).data ?? null;
}
