// The pure rules of safer play on a player_safety row: which limits hold at an instant (a waiting
// raise or removal once its time has come), and which break is in force.
import { EXCLUSION_COOLING_OFF_MS, LIMIT_PERIODS, type BreakKind, type LimitPeriod } from '../../../src/domain/safer-play';
import { siteDateTime, siteZoneLabel } from '../../../src/domain/display-format';
import type { SafetyChange } from './safety.repository';
import type { PlayerSafetyRow } from './safety.tables';

export interface PendingLimit {
  amount: bigint | null;
  at: Date;
}

export interface PeriodLimit {
  amount: bigint | null;
  pending: PendingLimit | null;
}

const COLUMNS = {
  day: { limit: 'dayLimit', pending: 'dayPending', at: 'dayPendingAt' },
  week: { limit: 'weekLimit', pending: 'weekPending', at: 'weekPendingAt' },
  month: { limit: 'monthLimit', pending: 'monthPending', at: 'monthPendingAt' },
} as const;

/** The row's limits as they stand at `now`: a waiting change whose time has come is in force. */
export function limitsAt(row: PlayerSafetyRow | undefined, now: Date): Record<LimitPeriod, PeriodLimit> {
  const entries = LIMIT_PERIODS.map((period): [LimitPeriod, PeriodLimit] => {
    if (!row) return [period, { amount: null, pending: null }];
    const columns = COLUMNS[period];
    const at = row[columns.at];
    const pending = at ? { amount: row[columns.pending], at } : null;
    if (pending && pending.at <= now) return [period, { amount: pending.amount, pending: null }];
    return [period, { amount: row[columns.limit], pending }];
  });
  return Object.fromEntries(entries) as Record<LimitPeriod, PeriodLimit>;
}

/** The columns that store these limits. */
export function limitColumns(limits: Record<LimitPeriod, PeriodLimit>): SafetyChange {
  const change: SafetyChange = {};
  for (const period of LIMIT_PERIODS) {
    const columns = COLUMNS[period];
    const { amount, pending } = limits[period];
    change[columns.limit] = amount;
    change[columns.pending] = pending?.amount ?? null;
    change[columns.at] = pending?.at ?? null;
  }
  return change;
}

/** Whether the row holds a waiting change whose time has come (so a locked reader writes it down). */
export function hasDuePending(row: PlayerSafetyRow, now: Date): boolean {
  return LIMIT_PERIODS.some((period) => {
    const at = row[COLUMNS[period].at];
    return at !== null && at <= now;
  });
}

/** The columns of a player_safety row that say which break was taken. */
export type BreakColumns = Pick<PlayerSafetyRow, 'breakKind' | 'breakStartedAt' | 'breakUntil' | 'liftRequestedAt'>;

export interface BreakInForce {
  kind: BreakKind;
  startedAt: Date;
  until: Date;
  liftRequestedAt: Date | null;
  /** When it ends: `until` for a time-out; for a self-exclusion, the request plus the cooling-off (null until asked). */
  liftsAt: Date | null;
}

/**
 * The break in force at `now`, or null. A time-out ends by itself at its end; a self-exclusion
 * stays after its end until the player asks to lift it and the cooling-off has passed.
 */
export function breakAt(row: BreakColumns | undefined, now: Date): BreakInForce | null {
  if (!row?.breakKind || !row.breakUntil || !row.breakStartedAt) return null;
  const base = { startedAt: row.breakStartedAt, until: row.breakUntil, liftRequestedAt: row.liftRequestedAt };
  if (row.breakKind === 'timeOut') return row.breakUntil > now ? { kind: 'timeOut', ...base, liftsAt: row.breakUntil } : null;
  const liftsAt = row.liftRequestedAt ? new Date(Math.max(row.liftRequestedAt.getTime() + EXCLUSION_COOLING_OFF_MS, row.breakUntil.getTime())) : null;
  if (liftsAt && liftsAt <= now) return null;
  return { kind: 'selfExclusion', ...base, liftsAt };
}

/** An instant as the site writes it in messages: `2026-11-27 00:00 UTC+8`. */
export function siteInstantText(at: Date | number, countryTimezone: number): string {
  return `${siteDateTime(typeof at === 'number' ? at : at.getTime(), countryTimezone)} ${siteZoneLabel(countryTimezone)}`;
}
