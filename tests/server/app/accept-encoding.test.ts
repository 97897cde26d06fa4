// Reading Accept-Encoding for the prebuilt replies (server/shared/accept-encoding.ts) as
// @fastify/compress reads it for the other replies: the highest weight wins among brotli and gzip,
// brotli on a tie; `*` and x-gzip are gzip; weight 0 refuses.
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../../../server/shared/accept-encoding';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    [' br ; q=0.8 , gzip ; q=0.9', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0', null],
    ['*', 'gzip'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *;q=0.1', 'gzip'],
    ['br;q=0.1, *', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    [['gzip', 'br;q=0.1'], 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header as string | string[] | undefined)).toBe(expected);
    // The second read of the same header (kept from the first) answers the same.
    expect(acceptedEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});
