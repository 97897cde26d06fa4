// Deposit order numbers: 'D', the UTC time to the second, and 8 random digits, e.g.
// D20261123145501-48213907. Unguessable enough that a number alone reveals nothing (the status
// route answers only the owner anyway), sortable by time for operators reading a list.
import { randomInt } from 'node:crypto';

export function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `D${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** What an order number looks like, so a malformed one is refused before any query. */
export const ORDER_NO_PATTERN = /^D\d{22}$/;
