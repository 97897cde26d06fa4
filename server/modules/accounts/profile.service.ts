// The logged-in player's own record: user info, the profile edit of SPEC.md §3 (nickname,
// realname, gender, birthday, email, phone, facebook, avatar) and online-time reports (§4).
// A field left out of an edit stays as it is; a field sent must pass its rule.
import type { Static } from 'typebox';
import {
  checkBirthday,
  checkEmail,
  checkGender,
  checkMaxLength,
  checkRequired,
  firstFailure,
  type Check,
} from '../../../src/domain/validation';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { invalid, refused, unauthorized } from '../../errors';
import { assertValid, trimmed } from '../../shared/input-checks';
import type { AuthenticatedSession } from '../../shared/player-session';
import { canonicalPhone } from '../../shared/phone-input';
import type { OnlineTimeInput, ProfileInput as ProfileSchema } from './account.schemas';
import type { PlayerRepository, PlayerRow, ProfileChanges } from './player.repository';
import type { SessionService } from './session.service';
import { toUserInfo, type LevelNames, type UserInfo } from './user-info';

export type ProfileInput = Static<typeof ProfileSchema>;

/** Online-time units (SPEC.md §4): 1 = 50-110 s, 2 = 110-170 s, 3 = 170 s or more. */
export type OnlineTimeUnit = NonNullable<Static<typeof OnlineTimeInput>['onlineTime']>;

/** A URL is longer than the default input limit; this is still far from abuse. */
const AVATAR_MAX_LENGTH = 255;

export interface ProfileServiceDeps {
  db: AppDatabase;
  players: PlayerRepository;
  levels: LevelNames;
  now: Clock;
  /** The player rows the session check already read (sessions), so /getInfo costs no second query. */
  sessions?: Pick<SessionService, 'playerReadWith'>;
}

export class ProfileService {
  private readonly db: AppDatabase;
  private readonly players: PlayerRepository;
  private readonly levels: LevelNames;
  private readonly now: Clock;
  private readonly sessions: Pick<SessionService, 'playerReadWith'> | undefined;

  constructor({ db, players, levels, now, sessions }: ProfileServiceDeps) {
    this.db = db;
    this.players = players;
    this.levels = levels;
    this.now = now;
    this.sessions = sessions;
  }

  async player(playerId: number): Promise<PlayerRow> {
    const player = await this.players.findById(playerId);
    // The session outlived its player (deleted by an operator): as good as logged out.
    if (!player) throw unauthorized();
    return player;
  }

  /** GET /getInfo: from the row read with the session when there is one, else read now. */
  async userInfo(session: AuthenticatedSession): Promise<UserInfo> {
    // The level is raised where totals change (a deposit's transaction, each round-sync batch) and
    // on the level and bonus reads, so this hot path reads only the row its session brought.
    const player = this.sessions?.playerReadWith(session) ?? (await this.player(session.playerId));
    return toUserInfo(player, this.levels.nameInMemory(player.level) ?? (await this.levels.nameOf(player.level)));
  }

  async edit(playerId: number, input: ProfileInput): Promise<void> {
    const text = (value: string | undefined) => (value === undefined ? undefined : value.trim());
    const fields = {
      nickname: text(input.nickname),
      realname: text(input.realname),
      gender: text(input.gender),
      birthday: text(input.birthday),
      email: text(input.email),
      facebook: text(input.facebook),
      avatar: text(input.avatar),
    };
    const sent = (value: string | undefined, ...checks: Check[]) => (value === undefined ? null : firstFailure(...checks));
    assertValid(
      sent(fields.nickname, checkRequired('nickname', fields.nickname), checkMaxLength('nickname', fields.nickname)),
      sent(fields.realname, checkRequired('realname', fields.realname), checkMaxLength('realname', fields.realname)),
      sent(fields.gender, checkGender('gender', fields.gender)),
      sent(fields.birthday, checkBirthday('birthday', fields.birthday, this.now())),
      sent(fields.email, checkEmail('email', fields.email)),
      sent(fields.facebook, checkMaxLength('facebook', fields.facebook)),
      sent(fields.avatar, checkMaxLength('avatar', fields.avatar, AVATAR_MAX_LENGTH)),
    );
    if (fields.avatar && !isImageAddress(fields.avatar)) throw invalid('server.avatarInvalid');

    await this.db.transaction(async (tx) => {
      const player = await this.players.lockById(playerId, tx);
      if (!player) throw unauthorized();
      // Changing the phone would change who can reset the password; it is not done here.
      if (trimmed(input.phone) && canonicalPhone(trimmed(input.phone)) !== player.phone) {
        throw refused('server.phoneChangeNotAllowed');
      }
      const changes: ProfileChanges = {};
      if (fields.nickname !== undefined) changes.nickname = fields.nickname;
      if (fields.realname !== undefined) changes.realname = fields.realname;
      if (fields.gender !== undefined) changes.gender = fields.gender;
      if (fields.email !== undefined) changes.email = fields.email;
      if (fields.facebook !== undefined) changes.facebook = fields.facebook;
      if (fields.avatar !== undefined) changes.avatar = fields.avatar;
      if (fields.birthday) {
        // SPEC.md §5: a birthday cannot be changed once set (the birthday bonus depends on it).
        if (player.birthday !== null && player.birthday !== fields.birthday) throw invalid('validation.birthdayLocked');
        changes.birthday = fields.birthday;
      }
      await this.players.updateProfile(playerId, changes, this.now(), tx);
    });
  }

  async recordOnlineTime(playerId: number, unit: OnlineTimeUnit): Promise<void> {
    await this.players.recordOnlineTime(playerId, unit, this.now());
  }

  async onlineTimeOf(playerId: number): Promise<{ unit: number; recordedAt: Date }[]> {
    return this.players.onlineTimeOf(playerId);
  }
}

/** A picture on this site (/avatars/3.png) or on the web over http(s); nothing that runs script. */
function isImageAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) return true;
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}
