// Provably fair rounds, derived the way the industry's public verifiers do it, so a player can check
// a round with a third-party tool as well as with our verify page:
//   - the server seed is 32 random bytes, shown as 64 hex characters, and committed as the SHA-256
//     of those bytes' hex text before any bet is placed on it;
//   - the player may set a client seed; the nonce counts the player's bets on that seed pair from 0;
//   - a round's bytes are HMAC-SHA256 keyed with the server seed (its hex text) over
//     `${clientSeed}:${nonce}:${cursorRound}`, with cursorRound 0, 1, 2, ... while the game needs
//     more than 32 bytes;
//   - every 4 bytes make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴.
// The same functions run in the demo maker (server) and on the verify page (browser); they are
// synchronous, so a million-round RTP test does not wait on a promise per round.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const SERVER_SEED_BYTES = 32;
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** What a player may type as a client seed. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const BYTES_PER_CURSOR = 32;
const BYTES_PER_FLOAT = 4;

/** The commitment shown before any bet: SHA-256 of the server seed's hex text, as hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The round's bytes for one cursor: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`). */
export function roundBytes(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
}

/** One float in [0, 1) from 4 bytes at `offset`. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let scale = 1;
  for (let index = 0; index < BYTES_PER_FLOAT; index += 1) {
    scale /= 256;
    value += (bytes[offset + index] ?? 0) * scale;
  }
  return value;
}

/** The first `count` floats of a round: 8 per cursor, cursors taken in order. */
export function roundFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const bytes = roundBytes(serverSeed, clientSeed, nonce, cursor);
    for (let offset = 0; offset < BYTES_PER_CURSOR && floats.length < count; offset += BYTES_PER_FLOAT) floats.push(bytesToFloat(bytes, offset));
  }
  return floats;
}
