// The seamless-wallet tables' queries (seamless-wallet.tables.ts), each in the caller's transaction:
// the callbacks decide under the row locks these take and write their answer before committing.
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { seamlessDebit, seamlessTransaction, type SeamlessCall } from './seamless-wallet.tables';

export type SeamlessDebitRow = typeof seamlessDebit.$inferSelect;
export type NewSeamlessDebit = Omit<typeof seamlessDebit.$inferInsert, 'settledBy' | 'settledAt' | 'createdAt'> & { settledBy?: string | null; settledAt?: Date | null };

export class SeamlessWalletRepository {
  /**
   * Claims the transaction id for this call: true when this call is its first. Another call with the
   * id still running holds its row: this waits for it to commit (PostgreSQL's unique check), then
   * answers false and the caller replays what it wrote.
   */
  async claim(input: { makerCode: string; transactionId: string; call: SeamlessCall; fingerprint: string; playerId: number }, tx: DbExecutor): Promise<boolean> {
    const rows = await tx.insert(seamlessTransaction).values(input).onConflictDoNothing().returning({ id: seamlessTransaction.transactionId });
    return rows.length === 1;
  }

  async transaction(makerCode: string, transactionId: string, tx: DbExecutor) {
    const [row] = await tx
      .select({ call: seamlessTransaction.call, fingerprint: seamlessTransaction.fingerprint, answer: seamlessTransaction.answer })
      .from(seamlessTransaction)
      .where(and(eq(seamlessTransaction.makerCode, makerCode), eq(seamlessTransaction.transactionId, transactionId)));
    return row;
  }

  async answer(makerCode: string, transactionId: string, status: string, answer: string, tx: DbExecutor): Promise<void> {
    await tx
      .update(seamlessTransaction)
      .set({ status, answer })
      .where(and(eq(seamlessTransaction.makerCode, makerCode), eq(seamlessTransaction.transactionId, transactionId)));
  }

  /** The debit, locked until the transaction ends: its credit and rollbacks go one after the other. */
  async lockDebit(makerCode: string, debitTransactionId: string, tx: DbExecutor): Promise<SeamlessDebitRow | undefined> {
    const [row] = await tx
      .select()
      .from(seamlessDebit)
      .where(and(eq(seamlessDebit.makerCode, makerCode), eq(seamlessDebit.debitTransactionId, debitTransactionId)))
      .for('update');
    return row;
  }

  /**
   * Writes the debit unless its id or its round is taken: true when written. A row of the same id
   * being written elsewhere is waited for; the caller then locks and reads it.
   */
  async insertDebit(values: NewSeamlessDebit, tx: DbExecutor): Promise<boolean> {
    const rows = await tx.insert(seamlessDebit).values(values).onConflictDoNothing().returning({ id: seamlessDebit.debitTransactionId });
    return rows.length === 1;
  }

  async deleteDebit(makerCode: string, debitTransactionId: string, tx: DbExecutor): Promise<void> {
    await tx.delete(seamlessDebit).where(and(eq(seamlessDebit.makerCode, makerCode), eq(seamlessDebit.debitTransactionId, debitTransactionId)));
  }

  async settleDebit(makerCode: string, debitTransactionId: string, state: 'credited' | 'rolledBack', settledBy: string, at: Date, tx: DbExecutor): Promise<void> {
    await tx
      .update(seamlessDebit)
      .set({ state, settledBy, settledAt: at })
      .where(and(eq(seamlessDebit.makerCode, makerCode), eq(seamlessDebit.debitTransactionId, debitTransactionId), eq(seamlessDebit.state, 'open')));
  }
}
