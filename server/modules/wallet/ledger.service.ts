// The ledger (DESIGN.md "Money"; the shape of pgledger): every movement of money is one transfer
// whose entries sum to zero, written in one transaction with the balances it changes. Accounts are
// made on first use; the rows a transfer touches are locked in id order, so two transfers in
// opposite directions cannot deadlock; the reference's unique index makes a retry post nothing.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TransferKind } from '../../../src/domain/trade';
import type { AppDatabase, AppTransaction, DbExecutor } from '../../db/client';
import { checkViolation, InsufficientFunds } from '../../shared/insufficient-funds';
import { LedgerReads } from './ledger-reads';
import { ledgerAccount, ledgerEntry, ledgerTransfer, type HOUSE_PURPOSES } from './wallet.tables';

export type PlayerPurpose = 'wallet' | 'promotion' | 'withdrawalHold';
/** The house accounts are the ones the table's check allows: one list, so the two cannot drift. */
export type HouseAccount = (typeof HOUSE_PURPOSES)[number];

export type AccountRef =
  | { playerId: number; purpose: PlayerPurpose }
  | { playerId: number; purpose: 'game'; maker: string }
  | { house: HouseAccount };

export interface TransferInput {
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  /** Unique per transfer: a retry with the same reference posts nothing and returns the first. */
  reference: string;
  /** Shown on the bill (e.g. a rejection reason). */
  memo?: string;
  /** 'player' or 'ops:<name>': who did it. */
  actor: string;
}

export interface TransferResult {
  transferId: number;
  /** False when the reference was already posted: nothing moved this time. */
  created: boolean;
}

/** One transfer's answer in a transferMany: as transfer's, or why it posted nothing. */
export type ManyOutcome =
  | { outcome: 'created' | 'existing'; transferId: number }
  /** It would take a player's account below zero (counting the transfers before it): it and every later one posted nothing. */
  | { outcome: 'insufficient' | 'skipped'; transferId: null };

export interface PlayerBalances {
  wallet: bigint;
  promotion: bigint;
  withdrawalHold: bigint;
}

export interface LedgerCheckReport {
  accounts: number;
  transfers: number;
  entries: number;
  /** The sum of every player account's balance. */
  playerTotal: bigint;
  /** Each house account's balance by its name (cashIn is negative by what came in). */
  houseTotals: Record<string, bigint>;
  /** All balances together: zero when the books balance. */
  grandTotal: bigint;
  /** One line per problem found; empty when the ledger is sound. */
  violations: string[];
}

interface AccountSpec {
  key: string;
  playerId: number | null;
  purpose: string;
  maker: string;
}

function describe(ref: AccountRef): AccountSpec {
  if ('house' in ref) return { key: `house:${ref.house}`, playerId: null, purpose: ref.house, maker: '' };
  if (ref.purpose === 'game') {
    if (!ref.maker) throw new Error('A game account needs a maker.');
    return { key: `player:${ref.playerId}:game:${ref.maker}`, playerId: ref.playerId, purpose: 'game', maker: ref.maker };
  }
  return { key: `player:${ref.playerId}:${ref.purpose}`, playerId: ref.playerId, purpose: ref.purpose, maker: '' };
}

/** A transfer's two accounts and its player, after the rules no transfer may break (transfer and transferMany alike). */
function checkedPosting(input: TransferInput) {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) throw new Error(`A transfer moves a positive amount, not ${String(input.amount)}.`);
  if (!input.reference) throw new Error('A transfer needs a reference.');
  const from = describe(input.from);
  const to = describe(input.to);
  if (from.key === to.key) throw new Error(`A transfer needs two different accounts, not ${from.key} twice.`);
  return { from, to, playerId: from.playerId ?? to.playerId };
}

const PLAYER_BALANCE_CHECK = 'ledger_account_player_balance_check';

/** Transfers, balances and the reconciliation, beside the reads other modules ask of the ledger (ledger-reads.ts). */
export class LedgerService extends LedgerReads {
  constructor(db: AppDatabase) {
    super(db);
  }

  /**
   * Moves `amount` from one account to another, in one round trip: the database function
   * ledger_post (migration 0008) does what pgledger does beside the data — the reference check,
   * accounts made on first use and locked in id order, the balance rule, the transfer row, both
   * balances and both entries — in the caller's transaction `tx` when given, else as one statement
   * of its own. A refusal writes nothing and raises no database error, so `tx` stays usable.
   * Throws InsufficientFunds when a player's account would go below zero.
   */
  async transfer(input: TransferInput, tx?: AppTransaction): Promise<TransferResult> {
    const { from, to, playerId } = checkedPosting(input);

    let row: { transfer_id: string | number | null; outcome: 'created' | 'existing' | 'insufficient' } | undefined;
    try {
      // PGlite and node-postgres both answer an execute with { rows }.
      const result = (await (tx ?? this.db).execute(sql`
        select transfer_id, outcome from ledger_post(
          ${input.kind}, ${input.reference}, ${input.memo ?? ''}, ${input.actor}, ${playerId}::bigint, ${input.amount}::bigint,
          ${from.key}, ${from.playerId}::bigint, ${from.purpose}, ${from.maker},
          ${to.key}, ${to.playerId}::bigint, ${to.purpose}, ${to.maker})`)) as unknown as { rows: (typeof row)[] };
      row = result.rows[0];
    } catch (error) {
      // The database CHECK is the last line: should the rule above ever be wrong, it still says no.
      if (checkViolation(error, PLAYER_BALANCE_CHECK)) throw new InsufficientFunds();
      throw error;
    }
    if (!row) throw new Error(`Transfer ${input.reference} answered nothing.`);
    if (row.outcome === 'insufficient') throw new InsufficientFunds();
    if (row.transfer_id === null) throw new Error(`Transfer ${input.reference} answered no id.`);
    return { transferId: Number(row.transfer_id), created: row.outcome === 'created' };
  }

  /**
   * Many transfers in one round trip, as if posted one after another in the order given: the
   * database function ledger_post_many (migration 0026) applies transfer's rules set-wise — a
   * reference already posted (or earlier in the list) is 'existing', every account is made on first
   * use and all are locked in id order before anything is read — and stops at the first transfer
   * that would take a player's account below zero: it answers 'insufficient', the ones after it
   * 'skipped', neither posted; the ones before it are posted. Nothing raises for that, so `tx`
   * stays usable and the caller decides whether to keep what was posted. One answer per input, in order.
   */
  async transferMany(inputs: readonly TransferInput[], tx?: AppTransaction): Promise<ManyOutcome[]> {
    if (inputs.length === 0) return [];
    const rows = inputs.map((input) => {
      const { from, to, playerId } = checkedPosting(input);
      return {
        kind: input.kind,
        reference: input.reference,
        memo: input.memo ?? '',
        actor: input.actor,
        playerId,
        amount: input.amount.toString(),
        fromKey: from.key,
        fromPlayer: from.playerId,
        fromPurpose: from.purpose,
        fromMaker: from.maker,
        toKey: to.key,
        toPlayer: to.playerId,
        toPurpose: to.purpose,
        toMaker: to.maker,
      };
    });
    type Row = { ordinal: number; transfer_id: string | number | null; outcome: ManyOutcome['outcome'] };
    let answered: Row[];
    try {
      const result = (await (tx ?? this.db).execute(
        sql`select ordinal, transfer_id, outcome from ledger_post_many(${JSON.stringify(rows)}::jsonb)`,
      )) as unknown as { rows: Row[] };
      answered = result.rows;
    } catch (error) {
      if (checkViolation(error, PLAYER_BALANCE_CHECK)) throw new InsufficientFunds();
      throw error;
    }
    if (answered.length !== inputs.length) throw new Error(`ledger_post_many answered ${answered.length} rows for ${inputs.length} transfers.`);
    return answered.map((row) => {
      if (row.outcome === 'insufficient' || row.outcome === 'skipped') return { outcome: row.outcome, transferId: null };
      if (row.transfer_id === null) throw new Error(`Transfer ${inputs[Number(row.ordinal) - 1]?.reference ?? row.ordinal} answered no id.`);
      return { outcome: row.outcome, transferId: Number(row.transfer_id) };
    });
  }

  /** A player's wallet, promotion and withdrawal-hold balances (zero for an account not made yet). */
  async balances(playerId: number, tx: DbExecutor = this.db): Promise<PlayerBalances> {
    const rows = await tx
      .select({ purpose: ledgerAccount.purpose, balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.playerId, playerId), inArray(ledgerAccount.purpose, ['wallet', 'promotion', 'withdrawalHold'])));
    const found = new Map(rows.map((row) => [row.purpose, row.balance]));
    return { wallet: found.get('wallet') ?? 0n, promotion: found.get('promotion') ?? 0n, withdrawalHold: found.get('withdrawalHold') ?? 0n };
  }

  /** Reconciliation (`npm run ops -- ledger check`), on one consistent snapshot. */
  async check(): Promise<LedgerCheckReport> {
    return this.db.transaction(
      async (t) => {
        const violations: string[] = [];
        const entrySum = sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)`;
        const entryCount = sql<number>`count(${ledgerEntry.id})`;
        const unbalanced = await t
          .select({ id: ledgerTransfer.id, total: sql<string>`${entrySum}::text`, entries: sql<number>`${entryCount}::int` })
          .from(ledgerTransfer)
          .leftJoin(ledgerEntry, eq(ledgerEntry.transferId, ledgerTransfer.id))
          .groupBy(ledgerTransfer.id)
          .having(sql`${entrySum} <> 0 or ${entryCount} < 2`)
          .orderBy(asc(ledgerTransfer.id));
        for (const row of unbalanced) {
          violations.push(`transfer ${row.id}: ${row.entries} entries summing to ${row.total}, not zero`);
        }
        // Correlated subqueries: one pass over the accounts, each summed through the entry index. The
        // outer id is named in full: drizzle writes a lone table's columns unqualified, which inside
        // the subquery would mean the entry's id.
        const accounts = await t
          .select({
            key: ledgerAccount.key,
            playerId: ledgerAccount.playerId,
            purpose: ledgerAccount.purpose,
            balance: ledgerAccount.balance,
            entryTotal: sql<string>`(select coalesce(sum(e.amount), 0)::text from ${ledgerEntry} e where e.account_id = "ledger_account"."id")`,
            lastAfter: sql<string | null>`(select e.balance_after::text from ${ledgerEntry} e where e.account_id = "ledger_account"."id" order by e.id desc limit 1)`,
          })
          .from(ledgerAccount)
          .orderBy(asc(ledgerAccount.id));
        let playerTotal = 0n;
        let grandTotal = 0n;
        const houseTotals: Record<string, bigint> = {};
        for (const account of accounts) {
          const entryTotal = BigInt(account.entryTotal);
          const lastAfter = BigInt(account.lastAfter ?? '0');
          if (account.balance !== entryTotal || account.balance !== lastAfter) {
            violations.push(
              `account ${account.key}: balance ${account.balance}, but its entries sum to ${entryTotal} (last balance after ${account.lastAfter ?? 'none'})`,
            );
          }
          grandTotal += account.balance;
          if (account.playerId === null) {
            houseTotals[account.purpose] = (houseTotals[account.purpose] ?? 0n) + account.balance;
          } else {
            playerTotal += account.balance;
            if (account.balance < 0n) violations.push(`account ${account.key}: negative balance ${account.balance}`);
          }
        }
        if (grandTotal !== 0n) violations.push(`all balances sum to ${grandTotal}, not zero`);
        const [counts] = await t
          .select({ transfers: sql<string>`(select count(*) from ${ledgerTransfer})::text`, entries: sql<string>`(select count(*) from ${ledgerEntry})::text` })
          .from(sql`(select 1) as one`);
        return {
          accounts: accounts.length,
          transfers: Number(counts?.transfers ?? 0),
          entries: Number(counts?.entries ?? 0),
          playerTotal,
          houseTotals,
          grandTotal,
          violations,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}
