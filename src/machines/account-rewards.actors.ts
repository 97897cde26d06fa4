// What the Account page shows beside its figures (SPEC.md §2 Account page): the member level's
// progress and how many system bonuses and rebates wait to be claimed. Each part is asked quietly
// (no loading indicator, no toast) and a part that fails is simply not shown.
import { fromPromise } from 'xstate';
import type { RebateItem } from '../domain/bonus.schema';
import { MAX_PAGE_LIMIT, type Page } from '../domain/trade';
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

/**
 * Rebates to claim among the newest page. The list has no state filter; claimable rows are the
 * recent days, so the newest page holds them all unless it is full of them (then unknown).
 */
export function claimableRebates(page: Page<RebateItem>): number | null {
  const count = page.rows.filter((row) => row.state === 'claim').length;
  return page.total > page.rows.length && count === page.rows.length ? null : count;
}

const valueOf = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

export const accountRewardsActors = {
  loadRewards: fromPromise<AccountRewards, { levelSchedule: boolean }>(async ({ input }) => {
    const [schedule, detail, rebates] = await Promise.allSettled([
      input.levelSchedule ? getNextLevelSchedule(quiet) : Promise.resolve(null),
      getLevelBonusDetail(quiet),
      getRebateList({ page: 1, limit: MAX_PAGE_LIMIT }, quiet),
    ]);
    return { schedule: valueOf(schedule), bonusCount: valueOf(detail)?.pendingCount ?? null, rebateCount: rebates.status === 'fulfilled' ? claimableRebates(rebates.value) : null };
  }),
};
