// Which compressed form of a reply the client accepts, read from its Accept-Encoding header the
// way @fastify/compress reads it for every other API reply (its getEncodingHeader), with the
// negotiator it uses: lower-cased, `*` and `x-gzip` read as gzip, the highest weight wins, brotli
// on a tie, a weight of 0 refuses. So a prebuilt reply and a compressed one answer one client
// alike. Browsers send one header for every call, so the last answer is kept and a repeated header
// is not read again (one entry, not a cache a client could fill with headers of its own).
import { negotiate } from '@fastify/accept-negotiator';

export type ReplyEncoding = 'br' | 'gzip';

const SUPPORTED: ReplyEncoding[] = ['br', 'gzip'];
const GZIP_ALIASES = /\*|x-gzip/gu;

let lastHeader: string | undefined;
let lastAnswer: ReplyEncoding | null = null;

export function acceptedEncoding(header: string | string[] | undefined): ReplyEncoding | null {
  if (header === undefined || header === '') return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text !== lastHeader) {
    lastAnswer = negotiate(text.toLowerCase().replace(GZIP_ALIASES, 'gzip'), SUPPORTED);
    lastHeader = text;
  }
  return lastAnswer;
}
