// The double-entry ledger (DESIGN.md "Money", STYLE.md "Money and fairness", after pgledger):
// accounts carry their balance, a transfer is one movement, and its entries (one per side, signed,
// summing to zero) are never changed; a correction is a new transfer. Amounts are minor units.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TRANSFER_KINDS } from '../../../src/domain/trade';

const quoted = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '));

export const PLAYER_PURPOSES = ['wallet', 'promotion', 'withdrawalHold', 'game'] as const;
// promotions: pays promotion bonuses and takes voided promotion balances; bonuses: pays system
// bonuses and rebates. Each is negative by what the house has given.
export const HOUSE_PURPOSES = ['cashIn', 'cashOut', 'adjustments', 'games', 'promotions', 'bonuses'] as const;

export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * One text naming the account (`player:12:wallet`, `player:12:game:pg`, `house:cashIn`), so
     * "create on first use" is one insert ... on conflict (key) do nothing for both kinds.
     */
    key: text('key').notNull().unique('ledger_account_key_unique'),
    /** Null for a house account. */
    playerId: bigint('player_id', { mode: 'number' }),
    purpose: text('purpose').notNull(),
    /** The game maker of a 'game' account, else ''. */
    maker: text('maker').notNull().default(''),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    index('ledger_account_player_idx').on(table.playerId),
    // The last line of defence: whatever runs at once, a player's money never goes below zero.
    // House accounts may: cashIn is negative by what came in.
    check('ledger_account_player_balance_check', sql`${table.playerId} is null or ${table.balance} >= 0`),
    check(
      'ledger_account_purpose_check',
      sql`(${table.playerId} is not null and ${table.purpose} in (${quoted(PLAYER_PURPOSES)})) or (${table.playerId} is null and ${table.purpose} in (${quoted(HOUSE_PURPOSES)}))`,
    ),
  ],
);

export const ledgerTransfer = pgTable(
  'ledger_transfer',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** Unique: a retry with the same reference finds the first transfer and posts nothing new. */
    reference: text('reference').notNull().unique('ledger_transfer_reference_unique'),
    memo: text('memo').notNull().default(''),
    /** 'player' or 'ops:<name>': who did it. */
    actor: text('actor').notNull(),
    /** The player whose money moved (bills are read by it); null for house-only movements. */
    playerId: bigint('player_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transfer_player_created_idx').on(table.playerId, table.createdAt),
    // The levels' deposit totals read a player's deposits alone: beside them every recorded batch
    // leaves a gameRound transfer of each of its players, so reading the player's transfers by the
    // index above grows with everything they have played (migration 0045).
    index('ledger_transfer_deposit_player_idx')
      .on(table.playerId)
      .where(sql`${table.kind} = 'deposit'`),
    check('ledger_transfer_kind_check', sql`${table.kind} in (${quoted(TRANSFER_KINDS)})`),
  ],
);

export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfer.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    /** Signed: negative leaves the account, positive enters it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry, so a statement needs no running sum. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    index('ledger_entry_transfer_idx').on(table.transferId),
    index('ledger_entry_account_idx').on(table.accountId, table.id),
    check('ledger_entry_amount_check', sql`${table.amount} <> 0`),
  ],
);
