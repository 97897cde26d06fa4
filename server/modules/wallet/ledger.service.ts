// The ledger (DESIGN.md "Money"; the shape of pgledger): every movement of money is one transfer
// whose entries sum to zero, written in one transaction with the balances it changes. Accounts are
// made on first use; the rows a transfer touches are locked in id order, so two transfers in
// opposite directions cannot deadlock; the reference's unique index makes a retry post nothing.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TransferKind } from '../../../src/domain/trade';
import type { AppDatabase, AppTransaction, DbExecutor } from '../../db/client';
import { checkViolation, InsufficientFunds } from '../../shared/insufficient-funds';
import { ledgerAccount, ledgerEntry, ledgerTransfer } from './wallet.tables';

export type PlayerPurpose = 'wallet' | 'promotion' | 'withdrawalHold';
export type HouseAccount = 'cashIn' | 'cashOut' | 'adjustments' | 'games';

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

const PLAYER_BALANCE_CHECK = 'ledger_account_player_balance_check';

export class LedgerService {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Moves `amount` from one account to another. Runs in a transaction of its own, or in a savepoint
   * of `tx` when given, so a refusal leaves the caller's transaction usable and nothing half-written.
   * Throws InsufficientFunds when a player's account would go below zero.
   */
  async transfer(input: TransferInput, tx?: AppTransaction): Promise<TransferResult> {
    if (typeof input.amount !== 'bigint' || input.amount <= 0n) throw new Error(`A transfer moves a positive amount, not ${String(input.amount)}.`);
    if (!input.reference) throw new Error('A transfer needs a reference.');
    const from = describe(input.from);
    const to = describe(input.to);
    if (from.key === to.key) throw new Error(`A transfer needs two different accounts, not ${from.key} twice.`);
    const playerId = from.playerId ?? to.playerId;

    try {
      return await (tx ?? this.db).transaction(async (t) => {
        // The unique index decides, not a look first: a concurrent same-reference insert waits for
        // the first to commit, then does nothing, and the first transfer is read back.
        const [inserted] = await t
          .insert(ledgerTransfer)
          .values({ kind: input.kind, reference: input.reference, memo: input.memo ?? '', actor: input.actor, playerId })
          .onConflictDoNothing({ target: ledgerTransfer.reference })
          .returning({ id: ledgerTransfer.id });
        if (!inserted) {
          const [first] = await t.select({ id: ledgerTransfer.id }).from(ledgerTransfer).where(eq(ledgerTransfer.reference, input.reference));
          if (!first) throw new Error(`Transfer ${input.reference} was neither new nor found.`);
          return { transferId: first.id, created: false };
        }

        const accounts = await this.lockAccounts(t, [from, to]);
        const source = accounts.get(from.key);
        const target = accounts.get(to.key);
        if (!source || !target) throw new Error('A locked account went missing.');
        if (from.playerId !== null && source.balance < input.amount) throw new InsufficientFunds();

        await this.post(t, inserted.id, source.id, target.id, input.amount);
        return { transferId: inserted.id, created: true };
      });
    } catch (error) {
      // The database CHECK is the last line: should a check above ever be wrong, it still says no.
      if (checkViolation(error, PLAYER_BALANCE_CHECK)) throw new InsufficientFunds();
      throw error;
    }
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

  /**
   * Locks the accounts in id order, making the ones that do not exist yet first. Most transfers
   * touch accounts that exist, so the lock is tried first and the insert only runs when one is
   * missing: one round trip fewer on the hot path.
   */
  private async lockAccounts(t: AppTransaction, specs: AccountSpec[]): Promise<Map<string, { id: number; balance: bigint }>> {
    const keys = specs.map((spec) => spec.key);
    const lock = () =>
      t
        .select({ id: ledgerAccount.id, key: ledgerAccount.key, balance: ledgerAccount.balance })
        .from(ledgerAccount)
        .where(inArray(ledgerAccount.key, keys))
        .orderBy(asc(ledgerAccount.id))
        .for('update');
    const rows = await lock();
    if (rows.length === specs.length) return new Map(rows.map((row) => [row.key, { id: row.id, balance: row.balance }]));
    // Inserted in key order, so two first transfers between the same new accounts meet in one order.
    const sorted = [...specs].sort((a, b) => (a.key < b.key ? -1 : 1));
    await t.insert(ledgerAccount).values(sorted).onConflictDoNothing({ target: ledgerAccount.key });
    return new Map((await lock()).map((row) => [row.key, { id: row.id, balance: row.balance }]));
  }

  /**
   * Both balance changes and both entries in one statement (the accounts are already locked): the
   * updated rows' new balances feed the entries' balance_after, so they cannot disagree.
   */
  private async post(t: AppTransaction, transferId: number, sourceId: number, targetId: number, amount: bigint): Promise<void> {
    // PGlite and node-postgres both answer an execute with { rows }.
    const result = (await t.execute(sql`
      with moved as (
        update ${ledgerAccount} as a set balance = a.balance + d.delta
        from (values (${sourceId}::bigint, ${-amount}::bigint), (${targetId}::bigint, ${amount}::bigint)) as d(id, delta)
        where a.id = d.id
        returning a.id, a.balance, d.delta
      )
      insert into ${ledgerEntry} (transfer_id, account_id, amount, balance_after)
      select ${transferId}, moved.id, moved.delta, moved.balance from moved
      returning account_id`)) as unknown as { rows: unknown[] };
    const posted = result.rows.length;
    if (posted !== 2) throw new Error(`Transfer ${transferId} posted ${posted} entries, not 2: an account vanished while locked.`);
  }
}
