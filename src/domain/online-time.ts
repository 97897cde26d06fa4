// The online-time unit reported at logout (SPEC.md §4), from the time since the last report.
import { ONLINE_UNIT_BOUNDS_MS } from './constants';

export type OnlineTimeUnit = 1 | 2 | 3;

export function logoutUnit(sinceLastReportMs: number): OnlineTimeUnit | null {
  if (sinceLastReportMs < ONLINE_UNIT_BOUNDS_MS.none) return null;
  if (sinceLastReportMs < ONLINE_UNIT_BOUNDS_MS.unit1) return 1;
  if (sinceLastReportMs < ONLINE_UNIT_BOUNDS_MS.unit2) return 2;
  return 3;
}
