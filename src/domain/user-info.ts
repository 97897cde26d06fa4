// A player as the server sends them: field `user` of GET /getInfo (SPEC.md §3 user info, profile).
// The server's reply schema is checked against this type at compile time. Times are ISO 8601 in
// UTC; the web app shifts them by countryTimezone for display.

export interface UserInfoReply {
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
