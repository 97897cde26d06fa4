// The pure rules of a deposit: the fee a channel charges, whether an amount is inside a channel's
// limits, and where the site's day starts (deposits per day count from there).
import type { ApiError } from '../../errors';
import { refused } from '../../errors';
import { toMajorText } from '../../../src/domain/money';

/** Basis points of the amount, rounded up to a whole minor unit (a fee is never under-charged). */
export function channelFee(amount: bigint, feeBasisPoints: number): bigint {
  const numerator = amount * BigInt(feeBasisPoints);
  return (numerator + 9_999n) / 10_000n;
}

/** SPEC.md §5: minimum deposit amount, limit exceeded. Null when the amount is allowed. */
export function limitRefusal(amount: bigint, channel: { minAmount: bigint; maxAmount: bigint }): ApiError | null {
  if (amount < channel.minAmount) return refused('server.pay.minAmount', { amount: toMajorText(channel.minAmount) });
  if (amount > channel.maxAmount) return refused('server.pay.limitExceeded', { amount: toMajorText(channel.maxAmount) });
  return null;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The start of the site's current day. countryTimezone is the site's offset from UTC+8 in hours
 * (SPEC.md §3 site info), a fixed offset with no daylight saving, so the day is a plain shift of
 * UTC days; the bills' calendar periods (months, ranges) use the date library instead.
 */
export function siteDayStart(now: Date, countryTimezone: number): Date {
  const offsetMs = (8 + countryTimezone) * HOUR_MS;
  const local = now.getTime() + offsetMs;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - offsetMs);
}
