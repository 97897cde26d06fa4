// Deposit orders, automatic and manual. State changes are conditional on the state they leave
// (and run on a row locked with lockByOrderNo / lockById), so a change happens at most once
// whatever runs at once.
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TradeState } from '../../../src/domain/trade';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { depositOrder } from './payment.tables';

export type DepositOrder = typeof depositOrder.$inferSelect;
export type NewDepositOrder = typeof depositOrder.$inferInsert;

export interface Settlement {
  state: Extract<TradeState, 'done' | 'failed'>;
  reason?: string;
  operator: string;
  gatewayReference?: string;
}

/** The states that count against a channel's deposits per day (countSince). */
const COUNTED_STATES: TradeState[] = ['pendingPayment', 'done'];

export class DepositOrderRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(order: NewDepositOrder, tx: DbExecutor = this.db): Promise<DepositOrder> {
    const [row] = await tx.insert(depositOrder).values(order).returning();
    if (!row) throw new Error('the deposit order was not inserted');
    return row;
  }

  async setPayUrl(id: number, payUrl: string, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(depositOrder).set({ payUrl }).where(eq(depositOrder.id, id));
  }

  async findByOrderNo(orderNo: string, tx: DbExecutor = this.db): Promise<DepositOrder | undefined> {
    const [row] = await tx.select().from(depositOrder).where(eq(depositOrder.orderNo, orderNo));
    return row;
  }

  async lockByOrderNo(orderNo: string, tx: DbExecutor): Promise<DepositOrder | undefined> {
    const [row] = await tx.select().from(depositOrder).where(eq(depositOrder.orderNo, orderNo)).for('update');
    return row;
  }

  async lockById(id: number, tx: DbExecutor): Promise<DepositOrder | undefined> {
    const [row] = await tx.select().from(depositOrder).where(eq(depositOrder.id, id)).for('update');
    return row;
  }

  /** Moves an order out of `from`; false when it was no longer there (someone settled it first). */
  async settle(id: number, from: TradeState, settlement: Settlement, at: Date, tx: DbExecutor = this.db): Promise<boolean> {
    const rows = await tx
      .update(depositOrder)
      .set({
        state: settlement.state,
        reason: settlement.reason ?? '',
        operator: settlement.operator,
        gatewayReference: settlement.gatewayReference,
        reviewedAt: at,
        updatedAt: at,
      })
      .where(and(eq(depositOrder.id, id), eq(depositOrder.state, from)))
      .returning({ id: depositOrder.id });
    return rows.length === 1;
  }

  /** Automatic orders still awaiting payment after their end time become failed (expired). */
  async expireOverdue(now: Date, reason: string, tx: DbExecutor = this.db): Promise<number> {
    const rows = await tx
      .update(depositOrder)
      .set({ state: 'failed', reason, operator: 'system', reviewedAt: now, updatedAt: now })
      .where(and(eq(depositOrder.state, 'pendingPayment'), lt(depositOrder.endTime, now)))
      .returning({ id: depositOrder.id });
    return rows.length;
  }

  /**
   * Deposits this player made on this channel since `since`: paid ones and ones still open. A
   * declined or expired attempt gives its place back; an open one holds it, so creating orders
   * without paying cannot get around the limit.
   */
  async countSince(playerId: number, channelId: number, since: Date, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(depositOrder)
      .where(
        and(
          eq(depositOrder.playerId, playerId),
          eq(depositOrder.channelId, channelId),
          gte(depositOrder.createdAt, since),
          inArray(depositOrder.state, COUNTED_STATES),
        ),
      );
    return row?.total ?? 0;
  }

  async countsByChannelSince(playerId: number, since: Date, tx: DbExecutor = this.db): Promise<Map<number, number>> {
    const rows = await tx
      .select({ channelId: depositOrder.channelId, total: count() })
      .from(depositOrder)
            .where(
        and(
          eq(depositOrder.playerId, playerId),
          eq(depositOrder.source, 'auto'),
          gte(depositOrder.createdAt, since),
          inArray(depositOrder.state, COUNTED_STATES),
        ),
      )
      .groupBy(depositOrder.channelId);
    return new Map(rows.flatMap((row) => (row.channelId === null ? [] : [[row.channelId, row.total] as const])));
  }

  /** For the operator: the newest orders in the given states. */
  async listByStates(states: readonly TradeState[], limit: number, tx: DbExecutor = this.db): Promise<DepositOrder[]> {
    return tx
      .select()
      .from(depositOrder)
      .where(inArray(depositOrder.state, [...states]))
      .orderBy(desc(depositOrder.createdAt), desc(depositOrder.id))
      .limit(limit);
  }

  /**
   * What the player deposited since `since` (minor units), counted when submitted: paid orders and
   * ones still awaiting payment or review; a declined, expired or rejected one gives its amount back.
   */
  async sumSince(playerId: number, since: Date, tx: DbExecutor = this.db): Promise<bigint> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${depositOrder.amount}), 0)` })
      .from(depositOrder)
      .where(and(eq(depositOrder.playerId, playerId), gte(depositOrder.createdAt, since), inArray(depositOrder.state, ['pendingPayment', 'pendingReview', 'done'])));
    return BigInt(row?.total ?? 0);
  }

  /** Whether the player ever made a deposit order that was not refused outright. */
  async hasAny(playerId: number, tx: DbExecutor = this.db): Promise<boolean> {
    const [row] = await tx.select({ id: depositOrder.id }).from(depositOrder).where(eq(depositOrder.playerId, playerId)).limit(1);
    return row !== undefined;
  }

  /** Serializes a player's order creation, so two at once cannot both take the last deposit of the day. */
  async lockPlayer(playerId: number, tx: DbExecutor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deposit-order:${playerId}`}, 0))`);
  }
}
