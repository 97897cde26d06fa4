// A player as the server sends them: field `user` of GET /getInfo (SPEC.md §3 user info, profile),
// the one source of its type (wire.schema.ts). Times are ISO 8601 in UTC; the web app shifts them
// by countryTimezone for display.
import { Type, type Static } from 'typebox';
import { nullable } from './wire.schema';

export const UserInfoReplySchema = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  phone: Type.String(),
  nickname: Type.String(),
  realname: Type.String(),
  gender: Type.String(),
  /** YYYY-MM-DD, or null until the player sets it (then it is fixed). */
  birthday: nullable(Type.String()),
  email: Type.String(),
  facebook: Type.String(),
  avatar: Type.String(),
  level: Type.Number(),
  levelName: Type.String(),
  inviteCode: Type.String(),
  createdAt: Type.String(),
  /** The login before this one: what a player who just logged in wants to see. Null at first. */
  lastLoginTime: nullable(Type.String()),
});
export type UserInfoReply = Static<typeof UserInfoReplySchema>;
