// Serves the built web app from webDir. The app routes in history mode (SPEC.md §2), so a reload
// on a deep path such as /pages/account/myWallet must answer index.html too: every path the app
// knows (isKnownPath) does. This is also the app's one not-found handler, because the static
// wildcard route hands every missing file here, /user-api paths included. The home's two
// addresses answer the page with the first screen already in it (first-screen-page.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPath, paths } from '../../src/domain/routes';
import { sendEnvelope } from '../shared/envelope';
import { keptBuildAssets } from '../shared/kept-builds';
import { isUserApiRequest } from '../shared/user-api-scope';
import { createFirstScreenPages, NoFirstScreenRenderer, type FirstScreenPage, type FirstScreenSource } from './first-screen-page';

export interface WebAppPluginOptions {
  /** The folder `vite build` writes (dist/web); without it only the API is served. */
  webDir?: string;
  /** The lists and settings the home's first screen is rendered from; without it the home is the plain shell. */
  firstScreen?: FirstScreenSource;
}

const NOT_BUILT = 'web app not built: run npm run build';
const NOT_FOUND = 404;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Every screen of the app lives under /pages/ (SPEC.md §2). */
const APP_PATH_PREFIX = '/pages/';
const ASSETS_PREFIX = '/assets/';

export default fp<WebAppPluginOptions>(
  async (app, { webDir, firstScreen }) => {
    if (webDir && firstScreen) {
      const pages = createFirstScreenPages(webDir, firstScreen);
      const home = async (request: FastifyRequest, reply: FastifyReply) => {
        // The page carries site info, so the app asks the API nothing while it boots: a blocked
        // address gets the shell, whose first call is refused and shows the forbidden page.
        if (await firstScreen.addressBlocked(request.ip)) return sendAppPage(request, reply, webDir);
        let page: FirstScreenPage;
        try {
          page = await pages.page(request);
        } catch (error) {
          // No renderer in this build, or it failed: the app renders the home itself, as before.
          // Only a failure is an error worth a log line; a build without a renderer is expected.
          if (!(error instanceof NoFirstScreenRenderer)) request.log.error({ err: error }, 'the home could not be rendered on the server; sending the app shell');
          return sendAppPage(request, reply, webDir);
        }
        return sendRenderedPage(request, reply, page);
      };
      for (const url of [paths.root, paths.home]) app.route({ method: ['GET', 'HEAD'], url, handler: home });
    }
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

function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: FirstScreenPage) {
  reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
