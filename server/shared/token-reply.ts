// Replies of the calls that log a player in (SPEC.md §7 "returns token"): the envelope with the
// token beside data, as the web app reads it, and in data too for clients that look there.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BodyCode } from '../../src/domain/api-reply';
import type { SessionMeta } from './player-session';

export const TokenReplySchema = Type.Object({
  code: Type.Literal(BodyCode.ok),
  msg: Type.String(),
  data: Type.Object({ token: Type.String() }),
  token: Type.String(),
});

/** A login's reply while 2FA is on: no token, a challenge for POST /twoFactor/login. */
export const ChallengeReplySchema = Type.Object({
  code: Type.Literal(BodyCode.ok),
  msg: Type.String(),
  data: Type.Object({ twoFactorChallenge: Type.String(), expiresAt: Type.String() }),
});

export const LoginReplySchema = Type.Union([TokenReplySchema, ChallengeReplySchema]);

/** The token reply, or the challenge reply when the login asks for a second factor. */
export function loginReply(result: string | { twoFactorChallenge: string; expiresAt: string }) {
  if (typeof result === 'string') return tokenReply(result);
  return { code: BodyCode.ok, msg: 'success', data: result };
}

export function tokenReply(token: string) {
  return { code: BodyCode.ok, msg: 'success', data: { token }, token };
}

/** Where a session was opened from, kept with it for the player's and the operator's eyes. */
export function sessionMeta(request: FastifyRequest): SessionMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
