// Bills (SPEC.md §7 GET /bill/list and /bill/analyzeBill; shapes in src/domain/bill.schema.ts).
import type { AnalysisPeriod } from '../domain/bill';
import type { AnalyzeBillReply, BillItem } from '../domain/bill.schema';
import type { BillType, Page, TradeState } from '../domain/trade';
import { api, type CallOptions } from './api-client';

export interface BillQuery {
  /** Absent: every type. */
  type?: BillType;
  /** Absent: every state. */
  status?: TradeState;
  /** From 1. */
  page: number;
  limit: number;
}

export interface AnalyzeQuery {
  period: AnalysisPeriod;
  /** YYYY-MM-DD in the site's timezone; custom periods only. */
  from?: string;
  to?: string;
}

/** GET /bill/list: a page of the player's bills, newest first. */
export async function getBillList({ type, status, page, limit }: BillQuery, options?: CallOptions): Promise<Page<BillItem>> {
  const query = { page, limit, ...(type ? { type } : {}), ...(status ? { status } : {}) };
  return (await api.get<Page<BillItem>>('/bill/list', query, options)).data;
}

/** GET /bill/analyzeBill: a period's totals by type and day, and its opening and closing balance. */
export async function analyzeBill({ period, from, to }: AnalyzeQuery, options?: CallOptions): Promise<AnalyzeBillReply> {
  const query = period === 'custom' ? { period, from, to } : { period };
  return (await api.get<AnalyzeBillReply>('/bill/analyzeBill', query, options)).data;
}
