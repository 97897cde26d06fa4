// Upload records. Each method runs on the database, or on the transaction it is handed last.
import { eq } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { upload } from './upload.tables';

export type UploadRecord = typeof upload.$inferSelect;

export class UploadRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: typeof upload.$inferInsert, tx: DbExecutor = this.db): Promise<void> {
    await tx.insert(upload).values(row);
  }

  async find(name: string, tx: DbExecutor = this.db): Promise<UploadRecord | undefined> {
    const [row] = await tx.select().from(upload).where(eq(upload.name, name));
    return row;
  }
}
