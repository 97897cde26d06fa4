// A player as the web app sees them: field `user` of GET /getInfo (src/domain/user-info.ts).
import type { UserInfoReply } from '../../../src/domain/user-info.schema';
import { player } from './account.tables';
import type { PlayerRow } from './player.repository';

/** A level's name by its number (the levels module's). */
export interface LevelNames {
  nameOf(level: number): Promise<string>;
  /** The same name when the levels are in memory, else undefined (then nameOf reads them). */
  nameInMemory(level: number): string | undefined;
}

/** The wire shape, shared with the web app. */
export type UserInfo = UserInfoReply;

/** The player's fields /getInfo shows as they are stored. */
const SHOWN_AS_STORED = ['id', 'username', 'phone', 'nickname', 'realname', 'gender', 'birthday', 'email', 'facebook', 'avatar', 'level', 'inviteCode'] as const;

/**
 * `fields` of `source`, as an object of their own. A loop writing one object, not entries made and
 * read back: toUserInfo runs on every getInfo, where Object.fromEntries and a spread of its result
 * came to about 3 % of the server's time in a CPU profile under load on PostgreSQL (2026-11-28).
 */
function pick<T, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) picked[field] = source[field];
  return picked;
}

/** The player columns /getInfo answers with: what the session lookup brings along (session.repository.ts). */
export const USER_INFO_COLUMNS = {
  ...pick(player, SHOWN_AS_STORED),
  createdAt: player.createdAt,
  previousLoginAt: player.previousLoginAt,
};
export type UserInfoRow = Pick<PlayerRow, keyof typeof USER_INFO_COLUMNS>;

export function toUserInfo(player: UserInfoRow, levelName: string): UserInfo {
  // Completed in place rather than spread into a second object.
  return Object.assign(pick(player, SHOWN_AS_STORED), {
    levelName,
    createdAt: player.createdAt.toISOString(),
    lastLoginTime: player.previousLoginAt?.toISOString() ?? null,
  });
}
