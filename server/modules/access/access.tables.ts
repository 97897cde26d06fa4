// Addresses an operator has blocked (DESIGN.md "Envelope": HTTP 403 is kept for a blocked region
// or address). One row per address or CIDR range, in the canonical text of access-target.ts.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const blockedAddress = pgTable('blocked_address', {
  /** '203.0.113.7', '10.0.0.0/8', '2001:db8::1' or '2001:db8::/32'. */
  address: text('address').primaryKey(),
  /** Why, as the operator wrote it ('' when none was given). */
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
