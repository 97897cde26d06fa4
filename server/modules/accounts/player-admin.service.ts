// What operators do with accounts from the command line: look players up and lift a lock left
// by wrong passwords (a player who called support, say).
import type { Clock } from '../../clock';
import { canonicalPhone } from '../../shared/phone-input';
import type { AuthenticatedSession } from '../../shared/player-session';
import type { PlayerRepository, PlayerRow } from './player.repository';
import type { SessionService } from './session.service';
import { toUserInfo, type LevelNames, type UserInfo } from './user-info';

export interface PlayerDetails extends UserInfo {
  failedLogins: number;
  lockedUntil: string | null;
  locked: boolean;
  invitedBy: string | null;
  facebookBound: boolean;
  lastLoginAt: string | null;
  bankCards: { bankCode: string; bankName: string; holder: string; account: string }[];
}

export class PlayerNotFoundError extends Error {
  override name = 'PlayerNotFoundError';
}

export interface PlayerAdminServiceDeps {
  players: PlayerRepository;
  levels: LevelNames;
  now: Clock;
  /** The player rows the session lookups of this request read (audienceOf needs no query of its own then). */
  sessions?: Pick<SessionService, 'playerReadWith'>;
}

export class PlayerAdminService {
  private readonly players: PlayerRepository;
  private readonly levels: LevelNames;
  private readonly now: Clock;
  private readonly sessions: Pick<SessionService, 'playerReadWith'> | undefined;

  constructor({ players, levels, now, sessions }: PlayerAdminServiceDeps) {
    this.players = players;
    this.levels = levels;
    this.now = now;
    this.sessions = sessions;
  }

  async list(limit = 50): Promise<PlayerRow[]> {
    return this.players.list(limit);
  }

  /** By username (any case) or phone (as typed; normalized like a login). */
  async find(login: string): Promise<PlayerRow> {
    const player = await this.players.findByLogin(login.trim(), canonicalPhone(login));
    if (!player) throw new PlayerNotFoundError(`No player with username or phone "${login}".`);
    return player;
  }

  /** What decides which broadcast messages reach a player: their level and when they registered. */
  async audienceOf(session: AuthenticatedSession): Promise<{ level: number; createdAt: Date } | undefined> {
    // Read with the session in this request's one lookup query, as fresh as a query of its own.
    const player = this.sessions?.playerReadWith(session) ?? (await this.players.findById(session.playerId));
    return player && { level: player.level, createdAt: player.createdAt };
  }

  /** Players' usernames by id; other modules mask them before showing them to anyone else. */
  async namesOf(playerIds: readonly number[]): Promise<Map<number, string>> {
    return this.players.usernamesOf(playerIds);
  }

  async details(login: string): Promise<PlayerDetails> {
    const player = await this.find(login);
    const cards = await this.players.bankCardsOf(player.id);
    return {
      ...toUserInfo(player, await this.levels.nameOf(player.level)),
      failedLogins: player.failedLogins,
      lockedUntil: player.lockedUntil?.toISOString() ?? null,
      locked: this.isLocked(player),
      invitedBy: player.invitedBy,
      facebookBound: player.facebookId !== null,
      lastLoginAt: player.lastLoginAt?.toISOString() ?? null,
      bankCards: cards.map((card) => ({
        bankCode: card.bankCode,
        bankName: card.bankName,
        holder: card.holder,
        account: card.account,
      })),
    };
  }

  /** Clears the wrong-password count and lock; returns the player it unlocked. */
  async unlock(login: string): Promise<PlayerRow> {
    const player = await this.find(login);
    await this.players.unlock(player.id);
    return player;
  }

  isLocked(player: PlayerRow): boolean {
    return player.lockedUntil !== null && player.lockedUntil > this.now();
  }
}
