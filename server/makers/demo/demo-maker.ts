// The demo game maker as its own HTTP service: its own Fastify instance on its own port (so its
// frames are another origin than the platform's, as a real maker's are), its own tables, reached
// by the platform only through the signed server-to-server API (demo-adapter.ts). start.ts starts
// it beside the platform; tests start one on port 0.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { systemClock, type Clock } from '../../clock';
import { loadServerMessages } from '../../i18n/server-messages';
import { DemoMakerService } from './demo-maker.service';
import { fairTablesRoutes } from './demo-fair-tables.routes';
import { frameRoutes } from './demo-frame.routes';
import { platformRoutes } from './demo-platform.routes';
import { registerDemoMakerOpenApi } from './demo-maker-openapi';
import type { DemoAdapterOptions } from './demo-adapter';
import { listenMaker, makerHttp } from '../maker-http';

export const DEMO_MAKER_CODE = 'demo';

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
  const { app, rawBody } = makerHttp({ platformOrigin: options.platformOrigin, logger: options.logger, onRoute: options.onRoute });
  await registerDemoMakerOpenApi(app);

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
    rawBody,
  });
  await app.register(frameRoutes, { service, messages, webDir: options.webDir });
  await app.register(fairTablesRoutes, { messages });

  const apiOrigin = await listenMaker(app, options.host, options.port);
  if (!publicOrigin) publicOrigin = apiOrigin;
  return {
    origin: publicOrigin,
    adapterOptions: { code: DEMO_MAKER_CODE, origin: publicOrigin, apiOrigin, secret: options.secret },
    app,
    service,
    close: () => app.close(),
  };
}
