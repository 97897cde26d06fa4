// The calls the rebate screen makes as named actors (tests provide their own), and the claim it
// spawns for a row.
import { fromPromise } from 'xstate';
import type { RebateItem, RebateSummary } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { getRebateList, getRebateSummary, type RebateListQuery } from '../services/bonus.api';
import { claimMachine } from './claim.machine';

export const rebateActors = {
  loadSummary: fromPromise<RebateSummary>(() => getRebateSummary()),
  loadRebates: fromPromise<Page<RebateItem>, RebateListQuery>(({ input }) => getRebateList(input)),
  claim: claimMachine,
};
