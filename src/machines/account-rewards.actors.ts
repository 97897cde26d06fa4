// What the Account page shows beside its figures (SPEC.md §2 Account page): the member level's
// progress and how many system bonuses and rebates wait to be claimed. Each part is asked quietly
// (no loading indicator, no toast) and a part that fails is simply not shown.
import { fromPromise } from 'xstate';
import { getLevelBonusDetail, getNextLevelSchedule, getRebateList, type NextLevelSchedule } from '../services/bonus.api';
import type { CallOptions } from '../services/api-client';

export interface AccountRewards {
  /** Null when the site has the schedule off, or it could not be read. */
  schedule: NextLevelSchedule | null;
  /** Pending system bonuses, or null when unknown. */
  bonusCount: number | null;
  /** Rebates waiting to be claimed, or null when unknown. */
  rebateCount: number | null;
}

const quiet: CallOptions = { loading: false, toastError: false, cancellable: false };

const valueOf = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

export const accountRewardsActors = {
  loadRewards: fromPromise<AccountRewards, { levelSchedule: boolean }>(async ({ input }) => {
    const [schedule, detail, rebates] = await Promise.allSettled([
      input.levelSchedule ? getNextLevelSchedule(quiet) : Promise.resolve(null),
      getLevelBonusDetail(quiet),
      getRebateList({ page: 1, limit: 1, state: 'claim' }, quiet),
    ]);
    return { schedule: valueOf(schedule), bonusCount: valueOf(detail)?.pendingCount ?? null, rebateCount: valueOf(rebates)?.total ?? null };
  }),
};
