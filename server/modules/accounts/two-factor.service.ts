// Authenticator 2FA (issue 12; RFC 6238 through otplib, the QR drawn by qrcode): enrolment with a
// first code (which ends the player's other sessions unless they keep them), ten recovery codes
// shown once, and the check asked at login, before a withdrawal, a bank card change, a new
// default card, a password change and turning it off. A password reset by SMS answers a challenge
// that carries the new password, set only when the code completes it. A TOTP code is single use: the time step
// of the last accepted code is kept and no code at or before it passes. Wrong codes are counted
// per player and lock the check for a doubling while (lockSecondsAfter), on top of the routes'
// per-address limit. The secret is kept in the database and leaves the server only in the
// enrolment reply.
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { LoginChallenge } from '../../../src/domain/account-security';
import type { TwoFactorConfirmed, TwoFactorEnrolment, TwoFactorStatus } from '../../../src/domain/account-security.schema';
import { addSeconds, type Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { ApiError, refused, unauthorized } from '../../errors';
import type { AuthenticatedSession, SessionMeta } from '../../shared/player-session';
import type { SecondFactorCheck } from '../../shared/second-factor';
import { lockSecondsAfter } from './account-limits';
import type { PlayerRepository } from './player.repository';
import type { SessionService } from './session.service';
import { RECOVERY_CODE_COUNT, hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCode } from './recovery-code';
import type { TwoFactorRepository, TwoFactorRow } from './two-factor.repository';

/** The name the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Game platform';
/** One 30-second step either side, for a phone clock a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;
/** How long a login may wait for its second factor. */
export const CHALLENGE_SECONDS = 5 * 60;
const USER_AGENT_MAX = 255;

/** The refusals a wrong code earns: these, and only these, count against the player's attempts. */
const WRONG_CODE_KEYS = new Set(['server.twoFactor.codeWrong', 'server.twoFactor.codeUsed']);

export function hashChallenge(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface TwoFactorServiceDeps {
  db: AppDatabase;
  rows: TwoFactorRepository;
  players: PlayerRepository;
  /** Ends the sessions that enrolment or a completed password reset leaves behind. */
  sessions: Pick<SessionService, 'revokeAll' | 'revokeAllExcept'>;
  now: Clock;
}

export class TwoFactorService implements SecondFactorCheck {
  private readonly db: AppDatabase;
  private readonly rows: TwoFactorRepository;
  private readonly players: PlayerRepository;
  private readonly sessions: Pick<SessionService, 'revokeAll' | 'revokeAllExcept'>;
  private readonly now: Clock;

  constructor({ db, rows, players, sessions, now }: TwoFactorServiceDeps) {
    this.db = db;
    this.rows = rows;
    this.players = players;
    this.sessions = sessions;
    this.now = now;
  }

  async status(playerId: number): Promise<TwoFactorStatus> {
    const row = await this.rows.find(playerId);
    if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
    return { enabled: true, recoveryCodesLeft: await this.rows.unusedRecoveryCodes(playerId) };
  }

  async isOn(playerId: number, tx?: DbExecutor): Promise<boolean> {
    return Boolean((await this.rows.find(playerId, tx))?.enabledAt);
  }

  /** A new secret (replacing one never confirmed), its otpauth URI and QR code. */
  async beginEnrolment(playerId: number): Promise<TwoFactorEnrolment> {
    const player = await this.players.findById(playerId);
    if (!player) throw unauthorized();
    if (await this.isOn(playerId)) throw refused('server.twoFactor.alreadyOn');
    const secret = generateSecret();
    await this.rows.startEnrolment(playerId, secret, this.now());
    const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: player.username, secret });
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri, qrSvg };
  }

  /**
   * The first right code turns 2FA on and returns the recovery codes, the only time they are shown.
   * Sessions opened before it (a stolen password's, perhaps) would otherwise never meet the second
   * factor, so the player's other sessions end with it unless `signOutOthers` is false; the one
   * confirming stays.
   */
  async confirmEnrolment(current: AuthenticatedSession, code: string | undefined, signOutOthers: boolean): Promise<TwoFactorConfirmed> {
    const { playerId, sessionId } = current;
    return this.counting(playerId, () =>
      this.db.transaction(async (tx) => {
        const row = await this.rows.lock(playerId, tx);
        if (!row) throw refused('server.twoFactor.notEnrolling');
        if (row.enabledAt) throw refused('server.twoFactor.alreadyOn');
        await this.checkTotpOnly(row, code, tx);
        const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        await this.rows.replaceRecoveryCodes(playerId, recoveryCodes.map(hashRecoveryCode), tx);
        await this.rows.update(playerId, { enabledAt: this.now() }, tx);
        const signedOut = signOutOthers ? await this.sessions.revokeAllExcept(playerId, sessionId, tx) : 0;
        return { recoveryCodes, signedOut };
      }),
    );
  }

  /** Turning 2FA off takes a code (or a recovery code) like any other guarded change. */
  async disable(playerId: number, code: string | undefined): Promise<void> {
    await this.counting(playerId, () =>
      this.db.transaction(async (tx) => {
        const row = await this.rows.lock(playerId, tx);
        if (!row?.enabledAt) throw refused('server.twoFactor.notOn');
        await this.check(row, code, tx);
        await this.rows.remove(playerId, tx);
      }),
    );
  }

  async confirm(playerId: number, code: string | undefined, tx: DbExecutor): Promise<void> {
    const row = await this.rows.lock(playerId, tx);
    if (!row?.enabledAt) return;
    await this.check(row, code, tx);
  }

  async counting<T>(playerId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && WRONG_CODE_KEYS.has(error.messageKey)) await this.recordFailure(playerId);
      throw error;
    }
  }

  /**
   * When 2FA is on, the challenge a login answers with instead of opening a session. A password
   * reset hands the new password's hash, which the challenge keeps until a code completes it.
   */
  async challengeIfOn(playerId: number, meta: SessionMeta, tx?: DbExecutor, newPasswordHash?: string): Promise<LoginChallenge | null> {
    if (!(await this.isOn(playerId, tx))) return null;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = addSeconds(this.now(), CHALLENGE_SECONDS);
    await this.rows.insertChallenge(
      { playerId, tokenHash: hashChallenge(token), expiresAt, ip: meta.ip, userAgent: meta.userAgent.slice(0, USER_AGENT_MAX), newPasswordHash: newPasswordHash ?? null },
      tx,
    );
    return { twoFactorChallenge: token, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Completes a challenged login: a right code uses up the challenge and hands `open` the player
   * to open the session for, in the same transaction. A reset's challenge first sets the new
   * password and ends every session, as a reset without 2FA does at once. A wrong code leaves the
   * challenge (and the password) as it was, for another try until it expires (the attempts are
   * counted).
   */
  async completeLogin<T>(challenge: string | undefined, code: string | undefined, open: (playerId: number, tx: DbExecutor) => Promise<T>): Promise<T> {
    const tokenHash = hashChallenge(challenge ?? '');
    const found = await this.db.transaction((tx) => this.rows.lockChallenge(tokenHash, tx));
    if (!found || found.usedAt || found.expiresAt <= this.now()) throw refused('server.twoFactor.challengeExpired');
    return this.counting(found.playerId, () =>
      this.db.transaction(async (tx) => {
        const row = await this.rows.lockChallenge(tokenHash, tx);
        if (!row || row.usedAt || row.expiresAt <= this.now()) throw refused('server.twoFactor.challengeExpired');
        await this.confirm(row.playerId, code, tx);
        await this.rows.useChallenge(row.id, this.now(), tx);
        if (row.newPasswordHash) {
          await this.players.setPasswordHash(row.playerId, row.newPasswordHash, this.now(), tx);
          await this.sessions.revokeAll(row.playerId, tx);
        }
        return open(row.playerId, tx);
      }),
    );
  }

  /** An authenticator code or an unused recovery code. */
  private async check(row: TwoFactorRow, code: string | undefined, tx: DbExecutor): Promise<void> {
    const typed = (code ?? '').trim();
    if (typed === '') throw refused('server.twoFactor.required');
    this.refuseWhileLocked(row);
    if (looksLikeRecoveryCode(typed)) {
      if (!(await this.rows.useRecoveryCode(row.playerId, hashRecoveryCode(typed), this.now(), tx))) throw refused('server.twoFactor.codeWrong');
      await this.rows.update(row.playerId, { failedAttempts: 0, lockedUntil: null }, tx);
      return;
    }
    await this.checkTotpOnly(row, typed, tx);
  }

  private async checkTotpOnly(row: TwoFactorRow, code: string | undefined, tx: DbExecutor): Promise<void> {
    const typed = (code ?? '').trim();
    if (typed === '') throw refused('server.twoFactor.required');
    this.refuseWhileLocked(row);
    if (!/^\d{6}$/.test(typed)) throw refused('server.twoFactor.codeWrong');
    const epoch = Math.floor(this.now().getTime() / 1000);
    const result = await verify({ secret: row.secret, token: typed, epoch, epochTolerance: EPOCH_TOLERANCE_SECONDS });
    if (!result.valid || !('timeStep' in result)) throw refused('server.twoFactor.codeWrong');
    const { timeStep } = result;
    if (row.lastTimeStep !== null && timeStep <= row.lastTimeStep) throw refused('server.twoFactor.codeUsed');
    await this.rows.update(row.playerId, { lastTimeStep: timeStep, failedAttempts: 0, lockedUntil: null }, tx);
  }

  private refuseWhileLocked(row: TwoFactorRow): void {
    const now = this.now();
    if (row.lockedUntil && row.lockedUntil > now) {
      throw refused('server.twoFactor.locked', { seconds: Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000) });
    }
  }

  private async recordFailure(playerId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.rows.lock(playerId, tx);
      if (!row) return;
      const failures = row.failedAttempts + 1;
      const seconds = lockSecondsAfter(failures);
      await this.rows.update(playerId, { failedAttempts: failures, lockedUntil: seconds > 0 ? addSeconds(this.now(), seconds) : row.lockedUntil }, tx);
    });
  }
}
