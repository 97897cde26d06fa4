// A player as the web app sees them: field `user` of GET /getInfo (SPEC.md §3 user info,
// profile). Times are ISO 8601 in UTC; the web app shifts them by countryTimezone for display.
import type { PlayerRow } from './player.repository';

/** A level's name by its number (the levels module's). */
export interface LevelNames {
  nameOf(level: number): Promise<string>;
}

export interface UserInfo {
  id: number;
  username: string;
  phone: string;
  nickname: string;
  realname: string;
  gender: string;
  /** YYYY-MM-DD, or null until the player sets it (then it is fixed). */
  birthday: string | null;
  email: string;
  facebook: string;
  avatar: string;
  level: number;
  levelName: string;
  inviteCode: string;
  createdAt: string;
  /** The login before this one: what a player who just logged in wants to see. Null at first. */
  lastLoginTime: string | null;
}

export function toUserInfo(player: PlayerRow, levelName: string): UserInfo {
  return {
    id: player.id,
    username: player.username,
    phone: player.phone,
    nickname: player.nickname,
    realname: player.realname,
    gender: player.gender,
    birthday: player.birthday,
    email: player.email,
    facebook: player.facebook,
    avatar: player.avatar,
    level: player.level,
    levelName,
    inviteCode: player.inviteCode,
    createdAt: player.createdAt.toISOString(),
    lastLoginTime: player.previousLoginAt?.toISOString() ?? null,
  };
}
