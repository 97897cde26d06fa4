// Withdrawal requests (issue 8 "Withdrawals"): one row per POST /pay/withdraw, with a snapshot of
// the card it pays to (a later edit of the card does not change where a request pays), and the
// review: who approved or rejected it, when, and why. The money itself is in the ledger: the
// request's hold, post and void transfers carry the references withdrawal:<id>:hold|post|void.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, pgView, text, timestamp } from 'drizzle-orm/pg-core';
import { TRADE_STATES } from '../../../src/domain/trade';

const states = sql.raw(TRADE_STATES.map((state) => `'${state}'`).join(', '));

export const withdrawalRequest = pgTable(
  'withdrawal_request',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique('withdrawal_request_order_no_unique'),
    // No foreign key to player: the accounts module's tables are its own; a player is never
    // deleted while money rows name them (the ledger keeps theirs too).
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** The card it was requested to, for the record; the snapshot below is what pays. */
    bankCardId: bigint('bank_card_id', { mode: 'number' }),
    bankName: text('bank_name').notNull(),
    holder: text('holder').notNull(),
    account: text('account').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state').notNull().default('pendingReview'),
    /** The rejection reason the player sees; empty otherwise. */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** 'ops:<operator>' who approved or rejected it. */
    reviewedBy: text('reviewed_by'),
    /** Why the operator approved it (optional note); a rejection's why is `reason`. */
    reviewNote: text('review_note').notNull().default(''),
  },
  (table) => [
    index('withdrawal_request_player_idx').on(table.playerId, table.createdAt),
    index('withdrawal_request_state_idx').on(table.state, table.createdAt),
    check('withdrawal_request_amount_positive', sql`${table.amount} > 0`),
    check('withdrawal_request_state_check', sql`${table.state} in (${states})`),
    // A reviewed request names who reviewed it; a pending one names no one.
    check('withdrawal_request_review_check', sql`(${table.state} = 'pendingReview') = (${table.reviewedBy} is null)`),
  ],
);

/**
 * What this module publishes to other modules' SQL (tests/unit/sql-walls.test.ts): a request's
 * order number, state and reason, which the wallet's bills show on the request's ledger entries.
 */
export const withdrawalSummary = pgView('withdrawal_summary', {
  id: bigint('id', { mode: 'number' }).notNull(),
  orderNo: text('order_no').notNull(),
  state: text('state').notNull(),
  reason: text('reason').notNull(),
}).as(sql`select id, order_no, state, reason from withdrawal_request`);
