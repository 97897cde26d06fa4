// A player's saved bank cards (table bank_card). Every read and write names the player, so a card
// id alone never reaches another player's card. Each method runs on the database, or on the
// transaction it is handed last.
import { and, count, eq } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { bankCard } from './account.tables';

export type BankCardRow = typeof bankCard.$inferSelect;
export type BankCardFields = Pick<BankCardRow, 'bankCode' | 'bankName' | 'icon' | 'holder' | 'account' | 'remark' | 'phone'>;

export class BankCardRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Oldest first, as the player added them. */
  async listOf(playerId: number, tx: DbExecutor = this.db): Promise<BankCardRow[]> {
    return tx.select().from(bankCard).where(eq(bankCard.playerId, playerId)).orderBy(bankCard.id);
  }

  async findOwn(playerId: number, id: number, tx: DbExecutor = this.db): Promise<BankCardRow | undefined> {
    const [row] = await tx.select().from(bankCard).where(and(eq(bankCard.id, id), eq(bankCard.playerId, playerId)));
    return row;
  }

  async countOf(playerId: number, tx: DbExecutor): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(bankCard).where(eq(bankCard.playerId, playerId));
    return row?.total ?? 0;
  }

  async insert(
    playerId: number,
    card: BankCardFields & Pick<BankCardRow, 'defaultStatus' | 'operatorCode' | 'createdAt'>,
    tx: DbExecutor,
  ): Promise<BankCardRow> {
    const [row] = await tx
      .insert(bankCard)
      .values({ ...card, playerId, updatedAt: card.createdAt })
      .returning();
    if (!row) throw new Error('bank card insert returned no row');
    return row;
  }

  async update(playerId: number, id: number, card: BankCardFields, at: Date, tx: DbExecutor): Promise<BankCardRow | undefined> {
    const [row] = await tx
      .update(bankCard)
      .set({ ...card, updatedAt: at })
      .where(and(eq(bankCard.id, id), eq(bankCard.playerId, playerId)))
      .returning();
    return row;
  }

  /** Makes `id` the player's one default card; false when it is not the player's. */
  async setDefault(playerId: number, id: number, at: Date, tx: DbExecutor): Promise<boolean> {
    // Clear first: the partial unique index allows one default per player at any moment.
    await tx.update(bankCard).set({ defaultStatus: 0, updatedAt: at }).where(and(eq(bankCard.playerId, playerId), eq(bankCard.defaultStatus, 1)));
    const changed = await tx
      .update(bankCard)
      .set({ defaultStatus: 1, updatedAt: at })
      .where(and(eq(bankCard.id, id), eq(bankCard.playerId, playerId)))
      .returning({ id: bankCard.id });
    return changed.length === 1;
  }
}
