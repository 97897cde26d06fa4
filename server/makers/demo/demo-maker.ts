// The demo game maker as its own HTTP service: its own Fastify instance on its own port (so its
// frames are another origin than the platform's, as a real maker's are), its own tables, reached
// by the platform only through the signed server-to-server API (demo-adapter.ts). start.ts starts
// it beside the platform; tests start one on port 0.
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import helmet from 'helmet';
import type { AppDatabase } from '../../db/client';
import { systemClock, type Clock } from '../../clock';
import { loadServerMessages } from '../../i18n/server-messages';
import { DemoMakerService } from './demo-maker.service';
import { fairTablesRoutes } from './demo-fair-tables.routes';
import { frameRoutes } from './demo-frame.routes';
import { platformRoutes } from './demo-platform.routes';
import { registerDemoMakerOpenApi } from './demo-maker-openapi';
import type { DemoAdapterOptions } from './demo-adapter';
import { nestsDeeperThan } from '../../shared/json-depth';

export const DEMO_MAKER_CODE = 'demo';
const BODY_LIMIT = 64 * 1024;

export interface DemoMakerOptions {
  db: AppDatabase;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The shared secret of the server-to-server API (readDemoMakerSecret). */
  secret: string;
  /** The origin players' browsers reach the maker at; default http://<host>:<port>. */
  publicOrigin?: string;
  /** The platform's origin: the only one allowed to frame the games. */
  platformOrigin: string;
  /** The built game pages (<gameCode>.html and assets/), default dist/demo-maker-web. */
  webDir: string;
  now?: Clock;
  /** Fastify's logger option (default off; the platform logs the calls it makes). */
  logger?: boolean | Record<string, unknown>;
  /** Called with every route as it is registered (the OpenAPI test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

export interface DemoMaker {
  /** The public origin frames load from. */
  origin: string;
  /** What DemoMakerAdapter needs to reach this maker. */
  adapterOptions: DemoAdapterOptions;
  app: FastifyInstance;
  service: DemoMakerService;
  close(): Promise<void>;
}

export async function startDemoMaker(options: DemoMakerOptions): Promise<DemoMaker> {
  const now = options.now ?? systemClock;
  const service = new DemoMakerService(options.db, now);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerDemoMakerOpenApi(app);

  // The server-to-server API signs the raw body, so keep it beside the parsed one. Parsed as the
  // platform parses its own: Fastify's parser (a __proto__ key refused) and a bound on nesting, so
  // no deep body reaches a handler.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    if (text === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      if (error || nestsDeeperThan(parsed)) done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
      else done(null, parsed);
    });
  });

  // Only the platform may frame the games; everything else the pages need is their own origin.
  // No HSTS and no upgrade-insecure-requests: the demo runs over plain HTTP on a LAN too.
  const applyHeaders = helmet({
    hsts: false,
    frameguard: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: [options.platformOrigin],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  const { messages } = loadServerMessages();
  let publicOrigin = options.publicOrigin ?? '';
  await app.register(platformRoutes, {
    service,
    secret: options.secret,
    // Signatures are checked against the wall clock, whatever clock the business runs on (tests
    // move that one to expire tokens; the adapter signs with the real time).
    now: systemClock,
    publicOrigin: () => publicOrigin,
    platformOrigin: options.platformOrigin,
    rawBody: (request) => rawBodies.get(request) ?? '',
  });
  await app.register(frameRoutes, { service, messages, webDir: options.webDir });
  await app.register(fairTablesRoutes, { messages });

  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const apiOrigin = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  if (!publicOrigin) publicOrigin = apiOrigin;
  return {
    origin: publicOrigin,
    adapterOptions: { code: DEMO_MAKER_CODE, origin: publicOrigin, apiOrigin, secret: options.secret },
    app,
    service,
    close: () => app.close(),
  };
}
