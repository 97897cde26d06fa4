// Rebates, system bonuses and the member level's progress (SPEC.md §2 rebate, systemBonus, Account
// page; §7 levelBonus calls; issue 11 "Rebates, system bonuses, levels"), typed by src/domain/bonus.ts.
// A claim moves money, so it carries the Idempotency-Key its machine made before the first send:
// a retry of the same claim is answered with the first reply and pays nothing more.
import type { BonusState } from '../domain/bonus';
import type { ClaimReply, LevelBonusDetail, LevelBonusItem, RebateItem, RebateSummary } from '../domain/bonus.schema';
import { IDEMPOTENCY_HEADER, type Page } from '../domain/trade';
import { api, type CallOptions } from './api-client';

/** GET /user/getNextLevelSchedule: null while the site's levelScheduleStatus is off. */
export interface NextLevelSchedule {
  currentLevel: number;
  currentLevelName: string;
  /** Null at the highest level. */
  nextLevel: number | null;
  nextLevelName: string;
  depositAmount: number;
  depositRequired: number;
  betAmount: number;
  betRequired: number;
  /** 0-100. */
  schedule: number;
}

export interface BonusListQuery {
  /** From 1. */
  page: number;
  limit: number;
  state?: BonusState;
}

export interface RebateListQuery {
  page: number;
  limit: number;
}

const withKey = (key: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key },
});

const page = <T>(data: Page<T> | null | undefined): Page<T> => ({ rows: Array.isArray(data?.rows) ? data.rows : [], total: data?.total ?? 0 });

/** GET /levelBonus/getDetail. */
export async function getLevelBonusDetail(options?: CallOptions): Promise<LevelBonusDetail> {
  return (await api.get<LevelBonusDetail>('/levelBonus/getDetail', undefined, options)).data;
}

/** GET /levelBonus/list?page=&limit=[&state=]. */
export async function getLevelBonusList({ page: from, limit, state }: BonusListQuery, options?: CallOptions): Promise<Page<LevelBonusItem>> {
  const query = state === undefined ? { page: from, limit } : { page: from, limit, state };
  return page((await api.get<Page<LevelBonusItem>>('/levelBonus/list', query, options)).data);
}

/** POST /levelBonus/claim/{id} (Idempotency-Key). Claims of two bonuses must not abort each other. */
export async function claimLevelBonus(id: number, key: string, options?: CallOptions): Promise<ClaimReply> {
  return (await api.post<ClaimReply>(`/levelBonus/claim/${id}`, { id }, withKey(key, { cancellable: false, ...options }))).data;
}

/** GET /rebate/summary. */
export async function getRebateSummary(options?: CallOptions): Promise<RebateSummary> {
  return (await api.get<RebateSummary>('/rebate/summary', undefined, options)).data;
}

/** GET /rebate/list?page=&limit=, newest day first. */
export async function getRebateList({ page: from, limit }: RebateListQuery, options?: CallOptions): Promise<Page<RebateItem>> {
  return page((await api.get<Page<RebateItem>>('/rebate/list', { page: from, limit }, options)).data);
}

/** POST /rebate/claim/{id} (Idempotency-Key). */
export async function claimRebate(id: number, key: string, options?: CallOptions): Promise<ClaimReply> {
  return (await api.post<ClaimReply>(`/rebate/claim/${id}`, { id }, withKey(key, { cancellable: false, ...options }))).data;
}

/** GET /user/getNextLevelSchedule. */
export async function getNextLevelSchedule(options?: CallOptions): Promise<NextLevelSchedule | null> {
  return (await api.get<NextLevelSchedule | null>('/user/getNextLevelSchedule', undefined, options)).data ?? null;
}
