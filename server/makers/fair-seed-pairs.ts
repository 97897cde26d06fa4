// A maker's provably fair seed pairs (DESIGN.md "Game makers"), kept in the maker's own seed table
// (fair-seed-columns.ts): one pair in use per player, a rotation reveals it and starts the next at
// nonce 0. The demo maker and the seamless maker both keep theirs through SeedPairs, so the rules of
// a pair are written once.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, type BuildColumns } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../db/client';
import { SERVER_SEED_BYTES, hashServerSeed } from '../../src/domain/provably-fair';
import type { SeedColumns } from './fair-seed-columns';

export type SeedPairTable = PgTableWithColumns<{ name: string; schema: undefined; columns: BuildColumns<string, SeedColumns, 'pg'>; dialect: 'pg' }>;
export type SeedPair = SeedPairTable['$inferSelect'];

export class SeedPairs {
  constructor(private readonly table: SeedPairTable) {}

  /** In a transaction: the pair in use, locked, created (32 random bytes, a random client seed) when there is none. */
  async active(tx: DbExecutor, playerId: number, clientSeed?: string): Promise<SeedPair> {
    const { table } = this;
    const [current] = await tx.select().from(table).where(and(eq(table.playerId, playerId), isNull(table.revealedAt))).for('update');
    if (current) return current;
    const serverSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
    const [created] = await tx
      .insert(table)
      .values({ playerId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: clientSeed ?? randomBytes(8).toString('hex') })
      .returning();
    if (!created) throw new Error('maker: seed pair not created');
    return created;
  }

  /** In a transaction: spends the pair's next nonce. */
  async spend(tx: DbExecutor, seed: SeedPair): Promise<number> {
    await tx.update(this.table).set({ nonce: seed.nonce + 1 }).where(eq(this.table.id, seed.id));
    return seed.nonce;
  }

  /** In a transaction: reveals the pair in use and starts the next (with `clientSeed`, else the same client seed) at nonce 0. */
  async rotate(tx: DbExecutor, playerId: number, now: Date, clientSeed?: string): Promise<{ revealedServerSeed: string; next: SeedPair }> {
    const current = await this.active(tx, playerId);
    await tx.update(this.table).set({ revealedAt: now }).where(eq(this.table.id, current.id));
    const next = await this.active(tx, playerId, clientSeed ?? current.clientSeed);
    return { revealedServerSeed: current.serverSeed, next };
  }

  /** The server seed behind a hash once revealed; null while in use or unknown. */
  async revealed(db: DbExecutor, serverSeedHash: string): Promise<string | null> {
    const [row] = await db.select({ serverSeed: this.table.serverSeed, revealedAt: this.table.revealedAt }).from(this.table).where(eq(this.table.serverSeedHash, serverSeedHash));
    return row?.revealedAt ? row.serverSeed : null;
  }
}
