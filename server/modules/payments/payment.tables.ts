// The ways a player pays in (SPEC.md §3, §7 pay calls): automatic methods and their channels (each
// with its limits and quick amounts), the banks a channel asks for, the operator's payee accounts
// for manual transfers, and every deposit order, automatic or manual. Methods, channels, banks and
// payee accounts change only by an operator and are read from memory (payment-catalogue.ts).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, pgView, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const payMethod = pgTable('pay_method', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** The gateway family (e.g. SANDBOX); GET /pay/getPayMethodByOperatorCode filters on it. */
  operatorCode: text('operator_code').notNull(),
  icon: text('icon').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const payChannel = pgTable(
  'pay_channel',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    methodId: integer('method_id')
      .notNull()
      .references(() => payMethod.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The path segment of POST /pay/{channel}/charge: unique, lower-case letters, digits and dashes. */
    channel: text('channel').notNull(),
    /** Which adapter (payment-gateway.ts) creates its orders and checks its notifications. */
    gateway: text('gateway').notNull(),
    /** Minor units. */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Orders a player may create per site day on this channel; null: no limit. */
    dailyTimes: integer('daily_times'),
    /** The fee the player pays on top, in basis points of the amount (100 = 1 %), rounded up to a minor unit. */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    /** Quick amounts offered on the recharge screen, in minor units (as decimal text: JSON has no bigint). */
    quickAmounts: jsonb('quick_amounts').$type<string[]>().notNull().default([]),
    needsBank: boolean('needs_bank').notNull().default(false),
    /** Minutes the payer has to pay before the order expires. */
    payMinutes: integer('pay_minutes').notNull().default(15),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('pay_channel_channel_unique').on(table.channel),
    check('pay_channel_limits_check', sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`),
    check('pay_channel_daily_times_check', sql`${table.dailyTimes} is null or ${table.dailyTimes} >= 0`),
    check('pay_channel_fee_check', sql`${table.feeBasisPoints} between 0 and 10000`),
    check('pay_channel_pay_minutes_check', sql`${table.payMinutes} between 1 and 1440`),
  ],
);

/** The banks a needsBank channel offers (GET /pay/getPayBank/{channelId}). */
export const payChannelBank = pgTable(
  'pay_channel_bank',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => payChannel.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [uniqueIndex('pay_channel_bank_unique').on(table.channelId, table.bankCode)],
);

/** The operator's own accounts a player transfers to for a manual deposit. */
export const payeeAccount = pgTable('payee_account', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The site country whose players see it. */
  country: text('country').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  icon: text('icon').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const depositOrder = pgTable(
  'deposit_order',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    source: text('source').$type<'auto' | 'manual'>().notNull(),
    /** Minor units: what arrives in the wallet. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Minor units the payer pays on top (auto only). */
    fee: bigint('fee', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A TradeState (src/domain/trade.ts). */
    state: text('state').notNull(),
    /** Why it failed: a server text key for the platform's reasons (declined, expired), or an operator's own words. */
    reason: text('reason').notNull().default(''),
    /** Auto: the channel it was created on. */
    channelId: integer('channel_id'),
    bankCode: text('bank_code'),
    payUrl: text('pay_url'),
    /** Auto: after this the order is no longer paid and reads as failed (expired). */
    endTime: timestamp('end_time', { withTimezone: true }),
    /** The gateway's own reference, from its notification. */
    gatewayReference: text('gateway_reference'),
    /** Manual: the payee account, the payer's account, when they say they paid, and their receipt. */
    payeeAccountId: integer('payee_account_id'),
    payerAccount: text('payer_account'),
    depositTime: timestamp('deposit_time', { withTimezone: true }),
    receiptUrl: text('receipt_url'),
    /** Who settled it: 'gateway:<name>', 'ops:<name>' or 'system' (expiry). */
    operator: text('operator'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_order_order_no_unique').on(table.orderNo),
    index('deposit_order_player_idx').on(table.playerId, table.createdAt),
    index('deposit_order_pending_idx').on(table.state, table.endTime),
    check('deposit_order_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
    check('deposit_order_source_check', sql`${table.source} in ('auto', 'manual')`),
    check('deposit_order_state_check', sql`${table.state} in ('pendingReview', 'failed', 'pendingPayment', 'done')`),
  ],
);

/** What operators changed in the payment settings, by whom and why (`pay channel set`). */
export const paymentChangeLog = pgTable('payment_change_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** 'ops:<name>'. */
  actor: text('actor').notNull(),
  /** e.g. "sandbox-qr maxAmount 50000.00 -> 80000.00". */
  change: text('change').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/**
 * What this module publishes to other modules' SQL (tests/unit/sql-walls.test.ts): a deposit
 * order's number, state, amount and time, which the wallet's bills list while it is not done.
 */
export const depositOrderSummary = pgView('deposit_order_summary', {
  id: bigint('id', { mode: 'number' }).notNull(),
  playerId: bigint('player_id', { mode: 'number' }).notNull(),
  orderNo: text('order_no').notNull(),
  state: text('state').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
}).as(sql`select id, player_id, order_no, state, amount, created_at, reason from deposit_order`);
