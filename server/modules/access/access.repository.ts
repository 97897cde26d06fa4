// blocked_address rows. Each method runs on the database, or on the transaction it is handed last.
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { blockedAddress } from './access.tables';

export interface BlockedAddressRow {
  address: string;
  reason: string;
  createdAt: Date;
}

const columns = { address: blockedAddress.address, reason: blockedAddress.reason, createdAt: blockedAddress.createdAt };

export class AccessRepository {
  constructor(private readonly db: AppDatabase) {}

  async findAll(tx: DbExecutor = this.db): Promise<BlockedAddressRow[]> {
    return tx.select(columns).from(blockedAddress).orderBy(asc(blockedAddress.createdAt), asc(blockedAddress.address));
  }

  async find(address: string, tx: DbExecutor = this.db): Promise<BlockedAddressRow | undefined> {
    const [row] = await tx.select(columns).from(blockedAddress).where(eq(blockedAddress.address, address));
    return row;
  }

  /** Stores the row unless the address is already there; returns it only if it was new. */
  async insert(row: BlockedAddressRow, tx: DbExecutor = this.db): Promise<BlockedAddressRow | undefined> {
    const [inserted] = await tx
      .insert(blockedAddress)
      .values(row)
      .onConflictDoNothing({ target: blockedAddress.address })
      .returning(columns);
    return inserted;
  }

  /** Returns the removed row, or undefined when there was none. */
  async remove(address: string, tx: DbExecutor = this.db): Promise<BlockedAddressRow | undefined> {
    const [removed] = await tx.delete(blockedAddress).where(eq(blockedAddress.address, address)).returning(columns);
    return removed;
  }
}
