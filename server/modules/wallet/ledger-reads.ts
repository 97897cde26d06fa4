// What other modules read of the ledger, asked here rather than of its tables (the SQL walls,
// tests/unit/sql-walls.test.ts): game wallets for play, deposit totals for the levels, a
// promotion record's transfers for its bill, the round postings for the rounds' check. Each runs on the database, or on the transaction it
// is handed last.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { idList } from '../../db/id-list';
import { ledgerAccount, ledgerEntry, ledgerTransfer, type PLAYER_PURPOSES } from './wallet.tables';

/** One transfer's movement on one player account. */
export interface AccountMovement {
  reference: string;
  amount: bigint;
  createdAt: Date;
}

export class LedgerReads {
  constructor(protected readonly db: AppDatabase) {}

  /** What a player's game wallet at one maker holds (0 before its first use). */
  async gameWallet(playerId: number, makerCode: string, tx: DbExecutor = this.db): Promise<bigint> {
    const [row] = await tx
      .select({ balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.playerId, playerId), eq(ledgerAccount.purpose, 'game'), eq(ledgerAccount.maker, makerCode)));
    return row?.balance ?? 0n;
  }

  /** The makers where the player's game wallet holds money. */
  async makersHolding(playerId: number, tx: DbExecutor = this.db): Promise<string[]> {
    const rows = await tx
      .select({ maker: ledgerAccount.maker })
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.playerId, playerId), eq(ledgerAccount.purpose, 'game'), gt(ledgerAccount.balance, 0n)))
      .orderBy(asc(ledgerAccount.maker));
    return rows.map((row) => row.maker);
  }

  /** Every game wallet at these makers (of one player when named): who, which maker, how much. */
  async gameWallets(playerId: number | null, makers: readonly string[], tx: DbExecutor = this.db): Promise<{ playerId: number; maker: string; balance: bigint }[]> {
    if (makers.length === 0) return [];
    const rows = await tx
      .select({ playerId: ledgerAccount.playerId, maker: ledgerAccount.maker, balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.purpose, 'game'),
          inArray(ledgerAccount.maker, [...makers]),
          playerId === null ? undefined : eq(ledgerAccount.playerId, playerId),
        ),
      )
      .orderBy(asc(ledgerAccount.playerId), asc(ledgerAccount.maker));
    return rows.map((row) => ({ playerId: Number(row.playerId), maker: row.maker, balance: row.balance }));
  }

  /** Everything the player's completed deposits put into their wallet: the deposit transfers into it. */
  async depositTotal(playerId: number, tx: DbExecutor = this.db): Promise<bigint> {
    return (await this.depositTotals([playerId], tx)).get(playerId) ?? 0n;
  }

  /** depositTotal of each player named, in one read (a player with none is left out). */
  async depositTotals(playerIds: readonly number[], tx: DbExecutor = this.db): Promise<Map<number, bigint>> {
    const totals = new Map<number, bigint>();
    if (playerIds.length === 0) return totals;
    // `kind = 'deposit'` stays a literal: it is what lets the planner use the deposits' own index
    // (migration 0045) rather than every transfer of the player.
    const result = (await tx.execute(sql`
      select t.player_id::text as player_id, coalesce(sum(e.amount), 0)::text as total
        from ledger_transfer t
        join ledger_entry e on e.transfer_id = t.id
        join ledger_account a on a.id = e.account_id
       where t.player_id in ${idList(playerIds)} and t.kind = 'deposit' and a.player_id = t.player_id and a.purpose = 'wallet'
       group by t.player_id`)) as unknown as { rows: { player_id: string; total: string }[] };
    for (const row of result.rows) totals.set(Number(row.player_id), BigInt(row.total));
    return totals;
  }

  /** Every round posting (kind gameRound) with what it moved on the game wallet it touched (signed): checked against its rounds. */
  async gameRoundMoves(tx: DbExecutor = this.db): Promise<{ transferId: number; reference: string; playerId: number; maker: string; amount: bigint }[]> {
    const rows = await tx
      .select({ transferId: ledgerTransfer.id, reference: ledgerTransfer.reference, playerId: ledgerAccount.playerId, maker: ledgerAccount.maker, amount: ledgerEntry.amount })
      .from(ledgerTransfer)
      .innerJoin(ledgerEntry, eq(ledgerEntry.transferId, ledgerTransfer.id))
      .innerJoin(ledgerAccount, and(eq(ledgerAccount.id, ledgerEntry.accountId), eq(ledgerAccount.purpose, 'game')))
      .where(eq(ledgerTransfer.kind, 'gameRound'))
      .orderBy(asc(ledgerTransfer.id));
    return rows.map((row) => ({ ...row, playerId: Number(row.playerId) }));
  }

  /** The entries these transfers (by reference) made on accounts of one purpose, oldest first. */
  async movementsOf(references: readonly string[], purpose: (typeof PLAYER_PURPOSES)[number], tx: DbExecutor = this.db): Promise<AccountMovement[]> {
    if (references.length === 0) return [];
    const rows = await tx
      .select({ reference: ledgerTransfer.reference, amount: ledgerEntry.amount, createdAt: ledgerTransfer.createdAt })
      .from(ledgerTransfer)
      .innerJoin(ledgerEntry, eq(ledgerEntry.transferId, ledgerTransfer.id))
      .innerJoin(ledgerAccount, and(eq(ledgerAccount.id, ledgerEntry.accountId), eq(ledgerAccount.purpose, purpose)))
      .where(inArray(ledgerTransfer.reference, [...references]))
      .orderBy(asc(ledgerTransfer.id));
    return rows;
  }
}
