// Wrong passwords for logins that match no account (unknown-login.tables.ts): counted by the same
// rule as an account's, so the replies do not reveal which logins exist. Each method runs on the
// database, or on the transaction it is handed last.
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { canonicalPhone } from '../../shared/phone-input';
import { unknownLoginFailure } from './unknown-login.tables';

/**
 * One key for every spelling an account lookup treats as the same login: usernames match
 * ignoring case, phones after normalising ("917-123-4567" is "09171234567").
 */
export function unknownLoginKey(login: string): string {
  return canonicalPhone(login).toLowerCase();
}

export class UnknownLoginRepository {
  constructor(private readonly db: AppDatabase) {}

  async lockedUntil(key: string, tx: DbExecutor = this.db): Promise<Date | null> {
    const [row] = await tx.select({ lockedUntil: unknownLoginFailure.lockedUntil }).from(unknownLoginFailure).where(eq(unknownLoginFailure.login, key));
    return row?.lockedUntil ?? null;
  }

  /** Counts one more wrong password (two at once both count) and returns the new count. */
  async countFailure(key: string, at: Date, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx
      .insert(unknownLoginFailure)
      .values({ login: key, failedLogins: 1, updatedAt: at })
      .onConflictDoUpdate({
        target: unknownLoginFailure.login,
        set: { failedLogins: sql`${unknownLoginFailure.failedLogins} + 1`, updatedAt: at },
      })
      .returning({ failedLogins: unknownLoginFailure.failedLogins });
    return row?.failedLogins ?? 1;
  }

  async setLockedUntil(key: string, lockedUntil: Date | null, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(unknownLoginFailure).set({ lockedUntil }).where(eq(unknownLoginFailure.login, key));
  }
}
