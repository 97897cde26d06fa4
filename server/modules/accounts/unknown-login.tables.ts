// Wrong-password bookkeeping for logins that match no account. A real account counts its wrong
// passwords on its player row and is slowed down after five; a name nobody owns is counted here
// by the same rule, so both answer the same replies at the same tries and a stranger cannot tell
// from the replies which usernames or phones are registered.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const unknownLoginFailure = pgTable('unknown_login_failure', {
  /** The login as typed, in the form an account lookup matches it (unknownLoginKey). */
  login: text('login').primaryKey(),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
