// What a seamless-wallet maker asked of the platform's wallet (docs/seamless-wallet.md): every
// money call by the maker's transaction id with its first answer (a replay answers it again), and
// every debit the maker named, as it stands (open, credited, rolled back). A rollback of a debit
// that never arrived writes that debit's row as rolled back with no amount, so the debit, should it
// come later, is refused.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const quoted = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '));

export const SEAMLESS_CALLS = ['debit', 'credit', 'rollback'] as const;
export const SEAMLESS_DEBIT_STATES = ['open', 'credited', 'rolledBack'] as const;

export type SeamlessCall = (typeof SEAMLESS_CALLS)[number];
export type SeamlessDebitState = (typeof SEAMLESS_DEBIT_STATES)[number];

export const seamlessTransaction = pgTable(
  'seamless_transaction',
  {
    makerCode: text('maker_code').notNull(),
    /** The maker's id for this call: its idempotency key. */
    transactionId: text('transaction_id').notNull(),
    call: text('call').$type<SeamlessCall>().notNull(),
    /** SHA-256 of the call's content: the same id with other content is refused. */
    fingerprint: text('fingerprint').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** The answer's status, for an operator reading the table; '' while the call runs. */
    status: text('status').notNull().default(''),
    /** The first answer, as sent: a replay answers it byte for byte. */
    answer: text('answer').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'seamless_transaction_pkey', columns: [table.makerCode, table.transactionId] }), check('seamless_transaction_call_check', sql`${table.call} in (${quoted(SEAMLESS_CALLS)})`)],
);

export const seamlessDebit = pgTable(
  'seamless_debit',
  {
    makerCode: text('maker_code').notNull(),
    /** The debit's transaction id, as its credit or rollback names it. */
    debitTransactionId: text('debit_transaction_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    /** Null for a debit rolled back before it arrived. */
    gameCode: text('game_code'),
    /** Minor units staked; null for a debit rolled back before it arrived. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** The promotion record whose money it staked (its home account is the promotion account), else null: the wallet's. */
    promotionRecordId: bigint('promotion_record_id', { mode: 'number' }),
    state: text('state').$type<SeamlessDebitState>().notNull(),
    /** The credit or rollback that closed it. */
    settledBy: text('settled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'seamless_debit_pkey', columns: [table.makerCode, table.debitTransactionId] }),
    // A round is recorded once (game_round's maker round id is the round id): one debit per round.
    uniqueIndex('seamless_debit_round_unique').on(table.makerCode, table.roundId),
    index('seamless_debit_player_idx').on(table.playerId, table.createdAt),
    check('seamless_debit_state_check', sql`${table.state} in (${quoted(SEAMLESS_DEBIT_STATES)})`),
    check('seamless_debit_amount_check', sql`${table.amount} is null or ${table.amount} > 0`),
    check('seamless_debit_settled_check', sql`(${table.state} = 'open') = (${table.settledBy} is null)`),
  ],
);
