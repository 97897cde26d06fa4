// The rows of promotions and their records. A record's state change is made on a row locked
// `for update` in the caller's transaction, so of two actions racing on one record the second
// sees what the first did.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PromotionRecordState } from '../../../src/domain/promotion';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { ACTIVE_RECORD_STATES, promotion, promotionRecord, type ClosingAction } from './promotion.tables';

export type PromotionRow = typeof promotion.$inferSelect;
export type NewPromotion = Omit<typeof promotion.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RecordRow = typeof promotionRecord.$inferSelect;
export type NewRecord = Omit<typeof promotionRecord.$inferInsert, 'id' | 'state' | 'closingAction' | 'endedAt'>;

export class PromotionRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Every promotion, newest start first (the cached set). */
  async all(tx: DbExecutor = this.db): Promise<PromotionRow[]> {
    return tx.select().from(promotion).orderBy(desc(promotion.startsAt), desc(promotion.id));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(promotion);
    return row?.total ?? 0;
  }

  async insert(values: NewPromotion, tx: DbExecutor = this.db): Promise<PromotionRow> {
    const [row] = await tx.insert(promotion).values(values).returning();
    if (!row) throw new Error('Inserting a promotion returned no row.');
    return row;
  }

  async update(id: number, values: Partial<NewPromotion> & { updatedAt: Date }, tx: DbExecutor = this.db): Promise<PromotionRow | undefined> {
    const [row] = await tx.update(promotion).set(values).where(eq(promotion.id, id)).returning();
    return row;
  }

  async byId(id: number, tx: DbExecutor = this.db): Promise<PromotionRow | undefined> {
    const [row] = await tx.select().from(promotion).where(eq(promotion.id, id));
    return row;
  }

  async insertRecord(values: NewRecord, tx: DbExecutor): Promise<RecordRow> {
    const [row] = await tx.insert(promotionRecord).values(values).returning();
    if (!row) throw new Error('Inserting a promotion record returned no row.');
    return row;
  }

  async recordById(id: number, tx: DbExecutor = this.db): Promise<RecordRow | undefined> {
    const [row] = await tx.select().from(promotionRecord).where(eq(promotionRecord.id, id));
    return row;
  }

  async lockRecord(id: number, tx: DbExecutor): Promise<RecordRow | undefined> {
    const [row] = await tx.select().from(promotionRecord).where(eq(promotionRecord.id, id)).for('update');
    return row;
  }

  /** The player's record holding money (ongoing, settlable or closing), if any. */
  async activeOf(playerId: number, tx: DbExecutor = this.db): Promise<RecordRow | undefined> {
    const [row] = await tx
      .select()
      .from(promotionRecord)
      .where(and(eq(promotionRecord.playerId, playerId), inArray(promotionRecord.state, [...ACTIVE_RECORD_STATES])));
    return row;
  }

  /** As activeOf, the row locked until the transaction ends. */
  async lockActiveOf(playerId: number, tx: DbExecutor): Promise<RecordRow | undefined> {
    const [row] = await tx
      .select()
      .from(promotionRecord)
      .where(and(eq(promotionRecord.playerId, playerId), inArray(promotionRecord.state, [...ACTIVE_RECORD_STATES])))
      .for('update');
    return row;
  }

  /** The player's latest record of each promotion (for the buttons). */
  async latestByPromotion(playerId: number): Promise<Map<number, RecordRow>> {
    const rows = await this.db
      .selectDistinctOn([promotionRecord.promotionId])
      .from(promotionRecord)
      .where(eq(promotionRecord.playerId, playerId))
      .orderBy(promotionRecord.promotionId, desc(promotionRecord.id));
    return new Map(rows.map((row) => [row.promotionId, row]));
  }

  async pageOf(playerId: number, state: PromotionRecordState | undefined, offset: number, limit: number): Promise<{ rows: RecordRow[]; total: number }> {
    const where = and(eq(promotionRecord.playerId, playerId), state === undefined ? undefined : eq(promotionRecord.state, state));
    const [rows, [totalRow]] = await Promise.all([
      this.db.select().from(promotionRecord).where(where).orderBy(desc(promotionRecord.id)).offset(offset).limit(limit),
      this.db.select({ total: count() }).from(promotionRecord).where(where),
    ]);
    return { rows, total: totalRow?.total ?? 0 };
  }

  /** For the operator: the latest records, of one promotion when named. */
  async recent(promotionId: number | null, limit: number): Promise<RecordRow[]> {
    return this.db
      .select()
      .from(promotionRecord)
      .where(promotionId === null ? undefined : eq(promotionRecord.promotionId, promotionId))
      .orderBy(desc(promotionRecord.id))
      .limit(limit);
  }

  /** ongoing -> settlable; undefined when it was no longer ongoing. */
  async markSettlable(id: number, tx: DbExecutor = this.db): Promise<RecordRow | undefined> {
    const [row] = await tx
      .update(promotionRecord)
      .set({ state: 'settlable' })
      .where(and(eq(promotionRecord.id, id), eq(promotionRecord.state, 'ongoing')))
      .returning();
    return row;
  }

  async markClosing(id: number, action: ClosingAction, tx: DbExecutor): Promise<void> {
    await tx.update(promotionRecord).set({ state: 'closing', closingAction: action }).where(eq(promotionRecord.id, id));
  }

  async markFinal(id: number, state: 'closed' | 'settled' | 'unlocked', at: Date, tx: DbExecutor): Promise<void> {
    await tx.update(promotionRecord).set({ state, closingAction: null, endedAt: at }).where(eq(promotionRecord.id, id));
  }

  /** Records left closing (a maker that did not answer): finished by the next read or the recovery. */
  async closingRecords(limit: number): Promise<RecordRow[]> {
    return this.db.select().from(promotionRecord).where(eq(promotionRecord.state, 'closing')).orderBy(promotionRecord.id).limit(limit);
  }
}
