// Which compressed form of a reply the client accepts, read from its Accept-Encoding header
// (RFC 9110 §12.5.3): the one with the highest weight among brotli and gzip, brotli on a tie (as
// @fastify/compress chooses); `*` stands for either; a weight of 0 refuses. Browsers send one
// header for every call, so the last answer is kept and a repeated header is not read again.

export type ReplyEncoding = 'br' | 'gzip';

let lastHeader: string | undefined;
let lastAnswer: ReplyEncoding | null = null;

export function acceptedEncoding(header: string | string[] | undefined): ReplyEncoding | null {
  if (header === undefined || header === '') return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text !== lastHeader) {
    lastAnswer = readAcceptEncoding(text);
    lastHeader = text;
  }
  return lastAnswer;
}

function readAcceptEncoding(text: string): ReplyEncoding | null {
  let brotli: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of text.split(',')) {
    const [name = '', ...params] = item.split(';');
    const weight = weightOf(params);
    const coding = name.trim().toLowerCase();
    if (coding === 'br') brotli = weight;
    else if (coding === 'gzip' || coding === 'x-gzip') gzip = weight;
    else if (coding === '*') any = weight;
  }
  const brotliWeight = brotli ?? any ?? 0;
  const gzipWeight = gzip ?? any ?? 0;
  if (brotliWeight <= 0 && gzipWeight <= 0) return null;
  return brotliWeight >= gzipWeight ? 'br' : 'gzip';
}

/** The `q` parameter's value (1 when absent; 0 when it is not a number). */
function weightOf(params: readonly string[]): number {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const weight = Number(value.trim());
    return Number.isFinite(weight) ? weight : 0;
  }
  return 1;
}
