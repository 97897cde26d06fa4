// Safer play (issue 12 "Limits and breaks"): deposit limits per day, week and month, time-outs and
// self-exclusion. The words of /safety/* (its wire shapes are safer-play.schema.ts) and the rules both sides apply: a lower limit holds
// at once, a higher one or a removal after LIMIT_RAISE_DELAY_MS; a break is never shortened.
import { addDays, addMonths, addWeeks, addYears, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { siteDate } from './site-time';

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A raise or a removal waits this long (UKGC RTS 12: at least 24 hours of cooling-off). */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** Lifting a self-exclusion after its period: the player asks, then this long passes. */
export const EXCLUSION_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const TIME_OUTS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutLength = (typeof TIME_OUTS)[number];
export const SELF_EXCLUSIONS = ['6m', '1y', '5y'] as const;
export type SelfExclusionLength = (typeof SELF_EXCLUSIONS)[number];
export const BREAK_KINDS = ['timeOut', 'selfExclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
export type BreakLength = TimeOutLength | SelfExclusionLength;

export function isTimeOut(length: string): length is TimeOutLength {
  return (TIME_OUTS as readonly string[]).includes(length);
}

export function isSelfExclusion(length: string): length is SelfExclusionLength {
  return (SELF_EXCLUSIONS as readonly string[]).includes(length);
}

/** When a break of this length taken at `from` ends (calendar months and years on the site's clock). */
export function breakEnd(from: number, length: BreakLength, countryTimezone: number): number {
  const start = siteDate(from, countryTimezone);
  switch (length) {
    case '24h':
      return from + 24 * 60 * 60 * 1000;
    case '7d':
      return addDays(start, 7).getTime();
    case '30d':
      return addDays(start, 30).getTime();
    case '6w':
      return addWeeks(start, 6).getTime();
    case '6m':
      return addMonths(start, 6).getTime();
    case '1y':
      return addYears(start, 1).getTime();
    case '5y':
      return addYears(start, 5).getTime();
  }
}

/**
 * The current period's start and end on the site's clock. Weeks start on Monday (ISO 8601, as the
 * site's countries count working weeks), months on the 1st, days at midnight.
 */
export function limitWindow(period: LimitPeriod, at: number, countryTimezone: number): { start: number; end: number } {
  const day = siteDate(at, countryTimezone);
  switch (period) {
    case 'day': {
      const start = startOfDay(day);
      return { start: start.getTime(), end: addDays(start, 1).getTime() };
    }
    case 'week': {
      const start = startOfWeek(day, { weekStartsOn: 1 });
      return { start: start.getTime(), end: addWeeks(start, 1).getTime() };
    }
    case 'month': {
      const start = startOfMonth(day);
      return { start: start.getTime(), end: addMonths(start, 1).getTime() };
    }
  }
}

/**
 * Whether the period's deposits have reached its limit, a cut below what was already deposited
 * included: no more deposits until it resets (not "₱500.00 of ₱300.00 deposited"). `item` is a
 * DepositLimitItem (safer-play.schema.ts).
 */
export function limitReached(item: { amount: number | null; used: number }): boolean {
  return item.amount !== null && item.used >= item.amount;
}

/** PUT /safety/limits: the limits the player wants (major units; null removes one). */
export interface SetLimitsInput {
  day: number | null;
  week: number | null;
  month: number | null;
}

/** POST /safety/break. */
export interface TakeBreakInput {
  length: BreakLength;
}
