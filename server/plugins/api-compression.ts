// Compresses the player API's answers (JSON) above API_COMPRESSION_THRESHOLD_BYTES, brotli or
// gzip as the client asks; below it the bytes saved do not pay for the work. Only the API: the
// web app's files are compressed once at build (vite.config.ts) and served as they are
// (web-app.ts), so nothing is compressed twice or on every request. Request bodies are not
// decompressed: the API takes small JSON, and an inflating body is a cheap way to exhaust memory.
// The public reads held in memory (site info, the home lists) are not compressed here: their
// compressed forms are made once per copy (shared/prebuilt-reply.ts) and the routes say so.
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { USER_API_PREFIX } from '../shared/user-api-scope';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../shared/api-compression-threshold';

export default fp(
  async (app) => {
    // Runs before @fastify/compress's own onRoute hook, which skips routes marked `compress: false`.
    app.addHook('onRoute', (route) => {
      const inApi = route.url === USER_API_PREFIX || route.url.startsWith(`${USER_API_PREFIX}/`);
      if (!inApi && route.compress === undefined) route.compress = false;
    });
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: API_COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4 compresses JSON well at a small CPU cost per response (11, the default for
      // files, is meant for build time).
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'api-compression' },
);
