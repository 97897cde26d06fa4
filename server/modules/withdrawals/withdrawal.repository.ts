// Withdrawal requests (withdrawal.tables.ts). Each method runs on the database, or on the
// transaction it is handed last.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TradeState } from '../../../src/domain/trade';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { withdrawalRequest } from './withdrawal.tables';

export type WithdrawalRow = typeof withdrawalRequest.$inferSelect;
export type NewWithdrawal = Pick<WithdrawalRow, 'orderNo' | 'playerId' | 'bankCardId' | 'bankName' | 'holder' | 'account' | 'amount' | 'createdAt'>;

export class WithdrawalRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: NewWithdrawal, tx: DbExecutor): Promise<WithdrawalRow> {
    const [created] = await tx.insert(withdrawalRequest).values(row).returning();
    if (!created) throw new Error('withdrawal insert returned no row');
    return created;
  }

  /** The row, locked until `tx` ends: two reviews of one request run one after the other. */
  async lockById(id: number, tx: DbExecutor): Promise<WithdrawalRow | undefined> {
    const [row] = await tx.select().from(withdrawalRequest).where(eq(withdrawalRequest.id, id)).for('update');
    return row;
  }

  async review(
    id: number,
    change: { state: Exclude<TradeState, 'pendingReview'>; reason: string; reviewNote: string; reviewedBy: string; reviewedAt: Date },
    tx: DbExecutor,
  ): Promise<WithdrawalRow> {
    const [row] = await tx.update(withdrawalRequest).set(change).where(eq(withdrawalRequest.id, id)).returning();
    if (!row) throw new Error(`withdrawal ${id} vanished under its lock`);
    return row;
  }

  /** The player's newest requests first. */
  async latestOf(playerId: number, limit: number, tx: DbExecutor = this.db): Promise<WithdrawalRow[]> {
    return tx
      .select()
      .from(withdrawalRequest)
      .where(eq(withdrawalRequest.playerId, playerId))
      .orderBy(desc(withdrawalRequest.createdAt), desc(withdrawalRequest.id))
      .limit(limit);
  }

  /** For the operator: the pending ones oldest first, or every state newest first. */
  async list(state: TradeState | undefined, limit: number, tx: DbExecutor = this.db): Promise<WithdrawalRow[]> {
    const query = tx.select().from(withdrawalRequest);
    if (state === 'pendingReview') {
      return query.where(eq(withdrawalRequest.state, state)).orderBy(asc(withdrawalRequest.createdAt), asc(withdrawalRequest.id)).limit(limit);
    }
    return query
      .where(state ? and(eq(withdrawalRequest.state, state)) : undefined)
      .orderBy(desc(withdrawalRequest.createdAt), desc(withdrawalRequest.id))
      .limit(limit);
  }
}
