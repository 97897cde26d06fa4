// Authenticator 2FA (RFC 6238): one row per player who began enrolling, their recovery codes, and
// the short-lived challenges a login (or a password reset) answers with instead of a token while
// 2FA is on.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { player } from './account.tables';

const playerRef = () =>
  bigint('player_id', { mode: 'number' })
    .notNull()
    .references(() => player.id, { onDelete: 'cascade' });

export const twoFactor = pgTable('two_factor', {
  playerId: playerRef().primaryKey(),
  /** Base32 TOTP secret. Leaves the server only in the enrolment reply, never once confirmed. */
  secret: text('secret').notNull(),
  /** Null while enrolment waits for its first code; 2FA is on once set. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code at or before it is refused (single use). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  /** Consecutive wrong codes; reset by a right one. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const twoFactorRecoveryCode = pgTable(
  'two_factor_recovery_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: playerRef(),
    /** SHA-256 of the code (80 random bits), hex. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_code_player_idx').on(table.playerId, table.codeHash)],
);

export const twoFactorChallenge = pgTable(
  'two_factor_challenge',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: playerRef(),
    /** SHA-256 of the challenge token handed to the client, hex. */
    tokenHash: text('token_hash').notNull().unique('two_factor_challenge_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * A password reset's new password (argon2 hash), set only once the challenge is answered; null
     * for a login, and cleared when the challenge is used.
     */
    newPasswordHash: text('new_password_hash'),
  },
  (table) => [index('two_factor_challenge_player_idx').on(table.playerId)],
);
