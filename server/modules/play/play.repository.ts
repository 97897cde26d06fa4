// The rows of playing: sessions and maker transfers. Every method takes an optional transaction
// last, so the service can write a pending transfer and its ledger move together. A state change
// is a conditional update (`where state = 'pending'` / `'open'`) that returns the row it changed,
// so of two callers racing on one row exactly one sees it change.
import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { idList } from '../../db/id-list';
import { gameSession, makerTransfer, type SessionCloseReason, type TransferDirection } from './play.tables';

export type SessionRow = typeof gameSession.$inferSelect;
export type TransferRow = typeof makerTransfer.$inferSelect;
export type NewSession = Pick<typeof gameSession.$inferInsert, 'playerId' | 'gameId' | 'makerCode' | 'gameCode' | 'launchKey' | 'openedAt' | 'roundsAfter'> & {
  promotionRecordId?: number | null;
};
export type NewTransfer = Pick<typeof makerTransfer.$inferInsert, 'transferId' | 'playerId' | 'makerCode' | 'sessionId' | 'direction' | 'amount' | 'promotionRecordId' | 'createdAt' | 'updatedAt'>;

/** Errors kept on a transfer are for the operator; a maker's long answer is cut to this. */
const ERROR_TEXT_MAX = 500;

export class PlayRepository {
  constructor(private readonly db: AppDatabase) {}

  async insertSession(values: NewSession, tx: DbExecutor = this.db): Promise<SessionRow> {
    const [row] = await tx.insert(gameSession).values(values).returning();
    if (!row) throw new Error('Inserting a game session returned no row.');
    return row;
  }

  async sessionById(id: number, tx: DbExecutor = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx.select().from(gameSession).where(eq(gameSession.id, id));
    return row;
  }

  /** The row, locked until the transaction ends: an exit and an autoExitGame on it go one after the other. */
  async lockSession(id: number, tx: DbExecutor): Promise<SessionRow | undefined> {
    const [row] = await tx.select().from(gameSession).where(eq(gameSession.id, id)).for('update');
    return row;
  }

  /** The session a launch under this Idempotency-Key opened, if any. */
  async sessionByLaunchKey(playerId: number, key: string, tx: DbExecutor = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(gameSession)
      .where(and(eq(gameSession.playerId, playerId), eq(gameSession.launchKey, key)))
      .limit(1);
    return row;
  }

  async openSessionOf(playerId: number, tx: DbExecutor = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(gameSession)
      .where(and(eq(gameSession.playerId, playerId), eq(gameSession.state, 'open')));
    return row;
  }

  /** The player's latest session at a maker: whose money the maker holds (one session's at a time). */
  async latestSessionAt(playerId: number, makerCode: string, tx: DbExecutor = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(gameSession)
      .where(and(eq(gameSession.playerId, playerId), eq(gameSession.makerCode, makerCode)))
      .orderBy(desc(gameSession.id))
      .limit(1);
    return row;
  }

  /** Of each player named, the promotion record of their latest session at the maker (null: the wallet's money), in one read; a player with no session there is left out. */
  async latestRecordsAt(playerIds: readonly number[], makerCode: string, tx: DbExecutor = this.db): Promise<Map<number, number | null>> {
    if (playerIds.length === 0) return new Map();
    // Each player's first entry of game_session_player_maker_idx, not every session of theirs
    // sorted (DISTINCT ON read them all, a cost that grew with each launch).
    const result = (await tx.execute(sql`
      select p.player_id::text as player_id, s.promotion_record_id::text as promotion_record_id
      from (select distinct ids.player_id from ${idList(playerIds)} as ids(player_id)) p
      cross join lateral (
        select ${gameSession.promotionRecordId} as promotion_record_id from ${gameSession}
        where ${gameSession.playerId} = p.player_id and ${gameSession.makerCode} = ${makerCode}
        order by ${gameSession.id} desc limit 1
      ) s`)) as unknown as { rows: { player_id: string; promotion_record_id: string | null }[] };
    return new Map(result.rows.map((row) => [Number(row.player_id), row.promotion_record_id === null ? null : Number(row.promotion_record_id)]));
  }

  /** The sessions a promotion record's money played, oldest first. */
  async sessionsOfRecord(recordId: number, tx: DbExecutor = this.db): Promise<SessionRow[]> {
    return tx.select().from(gameSession).where(eq(gameSession.promotionRecordId, recordId)).orderBy(asc(gameSession.id));
  }

  /** The record's transfers still under way (money of it between the platform and a maker). */
  async pendingOfRecord(recordId: number, tx: DbExecutor = this.db): Promise<TransferRow[]> {
    return tx
      .select()
      .from(makerTransfer)
      .where(and(eq(makerTransfer.promotionRecordId, recordId), eq(makerTransfer.state, 'pending')))
      .orderBy(asc(makerTransfer.id));
  }

  async lockOpenSessionsOf(playerId: number, tx: DbExecutor): Promise<SessionRow[]> {
    return tx
      .select()
      .from(gameSession)
      .where(and(eq(gameSession.playerId, playerId), eq(gameSession.state, 'open')))
      .orderBy(asc(gameSession.id))
      .for('update');
  }

  /** Closes an open session; undefined when it was already closed (someone else closed it first). */
  async closeSession(id: number, reason: SessionCloseReason, at: Date, tx: DbExecutor = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx
      .update(gameSession)
      .set({ state: 'closed', closedAt: at, closeReason: reason })
      .where(and(eq(gameSession.id, id), eq(gameSession.state, 'open')))
      .returning();
    return row;
  }

  async insertTransfer(values: NewTransfer, tx: DbExecutor = this.db): Promise<TransferRow> {
    const [row] = await tx.insert(makerTransfer).values(values).returning();
    if (!row) throw new Error('Inserting a maker transfer returned no row.');
    return row;
  }

  async transferById(id: number, tx: DbExecutor = this.db): Promise<TransferRow | undefined> {
    const [row] = await tx.select().from(makerTransfer).where(eq(makerTransfer.id, id));
    return row;
  }

  /** The latest out transfer of a session (its exit, autoExitGame or replacement). */
  async latestOutOf(sessionId: number, tx: DbExecutor = this.db): Promise<TransferRow | undefined> {
    const [row] = await tx
      .select()
      .from(makerTransfer)
      .where(and(eq(makerTransfer.sessionId, sessionId), eq(makerTransfer.direction, 'out')))
      .orderBy(desc(makerTransfer.id))
      .limit(1);
    return row;
  }

  /** A player's pending transfers (of one maker and direction when named), oldest first. */
  async pendingOf(playerId: number, filter: { makerCode?: string; direction?: TransferDirection; beforeId?: number } = {}, tx: DbExecutor = this.db): Promise<TransferRow[]> {
    return tx
      .select()
      .from(makerTransfer)
      .where(
        and(
          eq(makerTransfer.playerId, playerId),
          eq(makerTransfer.state, 'pending'),
          filter.makerCode === undefined ? undefined : eq(makerTransfer.makerCode, filter.makerCode),
          filter.direction === undefined ? undefined : eq(makerTransfer.direction, filter.direction),
          filter.beforeId === undefined ? undefined : lt(makerTransfer.id, filter.beforeId),
        ),
      )
      .orderBy(asc(makerTransfer.id));
  }

  /** Pending transfers last touched at or before `before` (the recovery pass leaves fresh ones to their request), oldest first. */
  async stalePending(before: Date, limit: number, tx: DbExecutor = this.db): Promise<TransferRow[]> {
    return tx
      .select()
      .from(makerTransfer)
      .where(and(eq(makerTransfer.state, 'pending'), lte(makerTransfer.updatedAt, before)))
      .orderBy(asc(makerTransfer.id))
      .limit(limit);
  }

  /** Counts a call to the maker before it is made, so a crash during the call still shows. */
  async noteAttempt(id: number, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .update(makerTransfer)
      .set({ attempts: sql`${makerTransfer.attempts} + 1`, updatedAt: at })
      .where(eq(makerTransfer.id, id));
  }

  async noteError(id: number, error: string, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .update(makerTransfer)
      .set({ lastError: error.slice(0, ERROR_TEXT_MAX), updatedAt: at })
      .where(eq(makerTransfer.id, id));
  }

  /** What the maker answered to an out: how much it held and its last round counted in that. */
  async setOutAnswer(id: number, amount: bigint, lastRoundId: string | null, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .update(makerTransfer)
      .set({ amount, lastRoundId, updatedAt: at })
      .where(and(eq(makerTransfer.id, id), eq(makerTransfer.state, 'pending')));
  }

  /** Pending -> done; undefined when it was no longer pending (another caller finished it). */
  async markDone(id: number, at: Date, tx: DbExecutor = this.db): Promise<TransferRow | undefined> {
    const [row] = await tx
      .update(makerTransfer)
      .set({ state: 'done', lastError: '', updatedAt: at })
      .where(and(eq(makerTransfer.id, id), eq(makerTransfer.state, 'pending')))
      .returning();
    return row;
  }

  /** Pending -> failed with why; undefined when it was no longer pending. */
  async markFailed(id: number, error: string, at: Date, tx: DbExecutor = this.db): Promise<TransferRow | undefined> {
    const [row] = await tx
      .update(makerTransfer)
      .set({ state: 'failed', lastError: error.slice(0, ERROR_TEXT_MAX), updatedAt: at })
      .where(and(eq(makerTransfer.id, id), eq(makerTransfer.state, 'pending')))
      .returning();
    return row;
  }
}
