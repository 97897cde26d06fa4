// A /user-api reply held in memory (site info, the home lists): its bytes are made once per copy,
// and so are its brotli and gzip forms, the first time a client asks for one. Through
// @fastify/compress every request paid that plugin's two hooks, and a client that accepts brotli
// (every browser) paid the compression itself again on every request: site info cost 135 µs of
// CPU a request that way against 49 µs as it is, the home lists 154 (measured side by side on
// the real server, 2026-11-29; docs/performance.md); a prebuilt form costs what the plain one
// does. A route answering with one says `compress: false` (the plugin leaves it alone) and sends
// it with sendPrebuilt, which chooses the form the client accepts as the plugin would: above
// API_COMPRESSION_THRESHOLD_BYTES only, brotli before gzip, none on `x-no-compression`.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_COMPRESSION_THRESHOLD_BYTES } from './api-compression-threshold';
import { acceptedEncoding, type ReplyEncoding } from './accept-encoding';

const JSON_TYPE = 'application/json; charset=utf-8';

export class PrebuiltReply {
  readonly identity: Buffer;
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(json: string) {
    this.identity = Buffer.from(json);
  }

  /** Whether the reply is large enough to be compressed (and so varies with accept-encoding). */
  get compressible(): boolean {
    return this.identity.length >= API_COMPRESSION_THRESHOLD_BYTES;
  }

  /** The bytes in `encoding`, made on first use: once per copy, so the strongest settings pay. */
  encoded(encoding: ReplyEncoding): Buffer {
    if (encoding === 'br') {
      this.brotli ??= zlib.brotliCompressSync(this.identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length },
      });
      return this.brotli;
    }
    this.gzip ??= zlib.gzipSync(this.identity, { level: zlib.constants.Z_BEST_COMPRESSION });
    return this.gzip;
  }
}

/** Sends `prebuilt` as JSON in the form the request accepts (a handler then returns nothing). */
export function sendPrebuilt(request: FastifyRequest, reply: FastifyReply, prebuilt: PrebuiltReply): void {
  reply.header('content-type', JSON_TYPE);
  if (!prebuilt.compressible) {
    reply.send(prebuilt.identity);
    return;
  }
  reply.header('vary', 'accept-encoding');
  const { headers } = request;
  const encoding = headers['x-no-compression'] === undefined ? acceptedEncoding(headers['accept-encoding']) : null;
  if (encoding === null) reply.send(prebuilt.identity);
  else reply.header('content-encoding', encoding).send(prebuilt.encoded(encoding));
}

/**
 * The prebuilt reply of the latest source given: the same source (a copy held until it changes:
 * the home's text, the loaded site info) gets the same bytes back, with no JSON and no new Buffer
 * per request; a new one is made into its reply by `toJson`, once.
 */
export function latestPrebuilt<Source>(toJson: (source: Source) => string): (source: Source) => PrebuiltReply {
  return latestOf((source: Source) => new PrebuiltReply(toJson(source)));
}

/** `make`'s result for the latest source, made again only when the source is another object. */
export function latestOf<Source, Made>(make: (source: Source) => Made): (source: Source) => Made {
  let lastSource: Source | undefined;
  let last: { made: Made } | undefined;
  return (source) => {
    if (source !== lastSource || !last) {
      last = { made: make(source) };
      lastSource = source;
    }
    return last.made;
  };
}
