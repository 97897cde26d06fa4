// The wallet token a seamless maker gets for one game session (docs/seamless-wallet.md): it names
// the session and the player, expires, and is signed with the platform's key for that maker, so
// the maker can echo it on every wallet call without the platform keeping a row per token. A debit
// needs a live token (and an open session, checked in the database); a credit or a rollback may
// come after the token expired, since a round's settlement can arrive late.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a wallet token lets a maker debit: a long sitting, not a stolen token kept for days. */
export const WALLET_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface WalletTokenClaims {
  sessionId: number;
  playerId: number;
  /** Ms since epoch after which a debit is refused. */
  expiresAt: number;
}

const sign = (key: string, body: string) => createHmac('sha256', key).update(`wallet-token\n${body}`).digest('base64url');

export function issueWalletToken(key: string, claims: { sessionId: number; playerId: number; now: Date }): string {
  const body = `${claims.sessionId}.${claims.playerId}.${claims.now.getTime() + WALLET_TOKEN_TTL_MS}`;
  return `${body}.${sign(key, body)}`;
}

/** The token's claims when it is ours and unaltered (expired or not: the caller decides); null otherwise. */
export function readWalletToken(key: string, token: unknown): WalletTokenClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, sessionId, playerId, expiresAt, signature] = match;
  const expected = Buffer.from(sign(key, `${sessionId}.${playerId}.${expiresAt}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { sessionId: Number(sessionId), playerId: Number(playerId), expiresAt: Number(expiresAt) };
}
