// The calls the rebate screen makes as named actors (tests provide their own), and the desk its
// row claims go to.
import { fromPromise } from 'xstate';
import type { RebateItem, RebateSummary } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { getRebateList, getRebateSummary, type RebateListQuery } from '../services/bonus.api';
import { claimDeskMachine } from './claim-desk.machine';

export const rebateActors = {
  loadSummary: fromPromise<RebateSummary>(() => getRebateSummary()),
  loadRebates: fromPromise<Page<RebateItem>, RebateListQuery>(({ input }) => getRebateList(input)),
  claimDesk: claimDeskMachine,
};
