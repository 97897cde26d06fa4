// Serves the built web app from webDir. The app routes in history mode (SPEC.md §2), so a reload
// on a deep path such as /pages/account/myWallet must answer index.html too: every path the app
// knows (isKnownPath) does. This is also the app's one not-found handler, because the static
// wildcard route hands every missing file here, /user-api paths included.
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPath } from '../../src/domain/routes';
import { sendEnvelope } from '../shared/envelope';
import { keptBuildAssets } from '../shared/kept-builds';
import { isUserApiRequest } from '../shared/user-api-scope';

export interface WebAppPluginOptions {
  /** The folder `vite build` writes (dist/web); without it only the API is served. */
  webDir?: string;
}

const NOT_BUILT = 'web app not built: run npm run build';
const NOT_FOUND = 404;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Every screen of the app lives under /pages/ (SPEC.md §2). */
const APP_PATH_PREFIX = '/pages/';
const ASSETS_PREFIX = '/assets/';

export default fp<WebAppPluginOptions>(
  async (app, { webDir }) => {
    if (webDir) {
      await app.register(fastifyStatic, {
        root: path.resolve(webDir),
        prefix: '/',
        index: 'index.html',
        dotfiles: 'ignore',
        // The build wrote file.br and file.gz beside each text file (vite.config.ts): send the
        // one the browser accepts with its content-encoding and `vary: accept-encoding`, else the
        // file itself. The history fallback below goes through the same path.
        preCompressed: true,
        // Each encoding is its own file, so its ETag (size and time) differs from the others'.
        etag: true,
        lastModified: true,
        // Vite fingerprints files under assets/ (scripts, styles, language chunks), so they never
        // change; index.html and the files of public/ always may: revalidated with their ETag.
        setHeaders(reply, filePath) {
          const inAssets = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (isUserApiRequest(request)) {
        return sendEnvelope(reply, NOT_FOUND, NOT_FOUND, request.t('server.notFound'));
      }
      const path = request.url.split('?', 1)[0] ?? '/';
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && isKnownPath(path)) return sendAppPage(request, reply, webDir);
      // A page loaded just before a new build was swapped in asks for its own build's files.
      if (isRead && webDir && path.startsWith(ASSETS_PREFIX)) {
        const fileName = path.slice(ASSETS_PREFIX.length);
        const keptAssets = await keptBuildAssets(webDir, fileName);
        if (keptAssets) return reply.sendFile(fileName, keptAssets);
      }
      // A mistyped or legacy app path still gets the app, which shows its not-found screen with
      // a way home; the status stays 404. Other unknown paths stay plain-text 404s.
      if (isRead && path.startsWith(APP_PATH_PREFIX)) return sendAppPage(request, reply.code(NOT_FOUND), webDir);
      return reply.code(NOT_FOUND).type('text/plain; charset=utf-8').send(request.t('server.notFound'));
    });
  },
  { name: 'web-app', dependencies: ['locale'] },
);

async function sendAppPage(request: FastifyRequest, reply: FastifyReply, webDir: string | undefined) {
  const built = webDir !== undefined && (await fileExists(path.join(webDir, 'index.html')));
  if (!built) {
    request.log.warn(`${NOT_BUILT} (no index.html in ${webDir ?? 'any web folder'})`);
    return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  return reply.sendFile('index.html');
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
