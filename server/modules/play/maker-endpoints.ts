// Where the running servers' makers answer their server-to-server API (table maker_endpoint): a
// server records its demo maker's API origin at start and removes it at a clean stop, so an
// operator command run with only the database's address (`npm run ops -- game reconcile` with
// DATABASE_URL) reaches the maker the site really runs, on whatever DEMO_MAKER_PORT it was given.
import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { makerEndpoint } from './play.tables';

export class MakerEndpoints {
  constructor(private readonly db: DbExecutor) {}

  /** A server's maker answers at `apiOrigin` from now (a restart on the same port refreshes the time). */
  async record(makerCode: string, apiOrigin: string, at: Date = new Date()): Promise<void> {
    await this.db
      .insert(makerEndpoint)
      .values({ makerCode, apiOrigin, startedAt: at })
      .onConflictDoUpdate({ target: [makerEndpoint.makerCode, makerEndpoint.apiOrigin], set: { startedAt: at } });
  }

  /** The server stopped: its maker no longer answers there. */
  async remove(makerCode: string, apiOrigin: string): Promise<void> {
    await this.db.delete(makerEndpoint).where(and(eq(makerEndpoint.makerCode, makerCode), eq(makerEndpoint.apiOrigin, apiOrigin)));
  }

  /** The recorded API origins of a maker, the latest started first (a crashed server's row may linger). */
  async newestFirst(makerCode: string): Promise<string[]> {
    const rows = await this.db
      .select({ apiOrigin: makerEndpoint.apiOrigin })
      .from(makerEndpoint)
      .where(eq(makerEndpoint.makerCode, makerCode))
      .orderBy(desc(makerEndpoint.startedAt));
    return rows.map((row) => row.apiOrigin);
  }
}
