// The calls the wallet page's bill list makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { AnalyzeBillReply, BillItem } from '../domain/bill.schema';
import type { Page } from '../domain/trade';
import { analyzeBill, getBillList, type AnalyzeQuery, type BillQuery } from '../services/bill.api';

export const billsActors = {
  loadBills: fromPromise<Page<BillItem>, BillQuery>(({ input }) => getBillList(input)),
  loadPeriod: fromPromise<AnalyzeBillReply, AnalyzeQuery>(({ input }) => analyzeBill(input)),
};
