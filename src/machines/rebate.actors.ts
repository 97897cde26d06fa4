// The calls the rebate screen makes, and the question before a claim, as named actors (tests
// provide their own). A claim's failure is shown beside its row, so the client does not toast it.
import { fromPromise } from 'xstate';
import type { ClaimReply, RebateItem, RebateSummary } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { claimRebate, getRebateList, getRebateSummary, type RebateListQuery } from '../services/bonus.api';
import { askClaim } from './bonus-claim';
import type { ClaimInput } from './system-bonus.actors';

export const rebateActors = {
  loadSummary: fromPromise<RebateSummary>(() => getRebateSummary()),
  loadRebates: fromPromise<Page<RebateItem>, RebateListQuery>(({ input }) => getRebateList(input)),
  askClaim,
  claim: fromPromise<ClaimReply, ClaimInput>(({ input }) => claimRebate(input.id, input.key, { toastError: false })),
};
