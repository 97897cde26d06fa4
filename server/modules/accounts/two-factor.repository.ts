// Authenticator 2FA rows: the player's secret and state, recovery codes, login challenges. Each
// method runs on the database, or on the transaction it is handed last.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { twoFactor, twoFactorChallenge, twoFactorRecoveryCode } from './two-factor.tables';

export type TwoFactorRow = typeof twoFactor.$inferSelect;
export type ChallengeRow = typeof twoFactorChallenge.$inferSelect;

export class TwoFactorRepository {
  constructor(private readonly db: AppDatabase) {}

  async find(playerId: number, tx: DbExecutor = this.db): Promise<TwoFactorRow | undefined> {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.playerId, playerId));
    return row;
  }

  /** The row under a lock, so two codes checked at once are judged one after the other. */
  async lock(playerId: number, tx: DbExecutor): Promise<TwoFactorRow | undefined> {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.playerId, playerId)).for('update');
    return row;
  }

  /** A new secret waiting for its first code; replaces an unconfirmed one. */
  async startEnrolment(playerId: number, secret: string, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx
      .insert(twoFactor)
      .values({ playerId, secret, createdAt: at })
      .onConflictDoUpdate({ target: twoFactor.playerId, set: { secret, enabledAt: null, lastTimeStep: null, failedAttempts: 0, lockedUntil: null, createdAt: at } });
  }

  async update(playerId: number, changes: Partial<Omit<TwoFactorRow, 'playerId'>>, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(twoFactor).set(changes).where(eq(twoFactor.playerId, playerId));
  }

  async remove(playerId: number, tx: DbExecutor = this.db): Promise<void> {
    await tx.delete(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.playerId, playerId));
    await tx.delete(twoFactorChallenge).where(eq(twoFactorChallenge.playerId, playerId));
    await tx.delete(twoFactor).where(eq(twoFactor.playerId, playerId));
  }

  async replaceRecoveryCodes(playerId: number, codeHashes: readonly string[], tx: DbExecutor = this.db): Promise<void> {
    await tx.delete(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.playerId, playerId));
    await tx.insert(twoFactorRecoveryCode).values(codeHashes.map((codeHash) => ({ playerId, codeHash })));
  }

  /** Marks an unused code of the player used; false when there is none with that hash. */
  async useRecoveryCode(playerId: number, codeHash: string, at: Date, tx: DbExecutor = this.db): Promise<boolean> {
    const rows = await tx
      .update(twoFactorRecoveryCode)
      .set({ usedAt: at })
      .where(and(eq(twoFactorRecoveryCode.playerId, playerId), eq(twoFactorRecoveryCode.codeHash, codeHash), isNull(twoFactorRecoveryCode.usedAt)))
      .returning({ id: twoFactorRecoveryCode.id });
    return rows.length > 0;
  }

  async unusedRecoveryCodes(playerId: number, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(twoFactorRecoveryCode)
      .where(and(eq(twoFactorRecoveryCode.playerId, playerId), isNull(twoFactorRecoveryCode.usedAt)));
    return row?.n ?? 0;
  }

  async insertChallenge(values: Omit<typeof twoFactorChallenge.$inferInsert, 'id'>, tx: DbExecutor = this.db): Promise<void> {
    await tx.insert(twoFactorChallenge).values(values);
  }

  async lockChallenge(tokenHash: string, tx: DbExecutor): Promise<ChallengeRow | undefined> {
    const [row] = await tx.select().from(twoFactorChallenge).where(eq(twoFactorChallenge.tokenHash, tokenHash)).for('update');
    return row;
  }

  /** Marks the challenge used and drops the new password's hash it may have carried. */
  async useChallenge(id: number, at: Date, tx: DbExecutor): Promise<void> {
    await tx.update(twoFactorChallenge).set({ usedAt: at, newPasswordHash: null }).where(eq(twoFactorChallenge.id, id));
  }
}
