// The demo game maker as its own HTTP service: its own Fastify instance on its own port (so its
// frames are another origin than the platform's, as a real maker's are), its own tables, reached
// by the platform only through the signed server-to-server API (demo-adapter.ts). start.ts starts
// it beside the platform; tests start one on port 0.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { systemClock, type Clock } from '../../clock';
import { DemoMakerService } from './demo-maker.service';
import { platformRoutes } from './demo-platform.routes';
import { registerDemoMakerOpenApi } from './demo-maker-openapi';
import type { DemoAdapterOptions } from './demo-adapter';
import { makerHttp } from '../maker-http';
import { serveMaker } from '../maker-server';

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
  const http = makerHttp({ platformOrigin: options.platformOrigin, logger: options.logger, onRoute: options.onRoute });
  await registerDemoMakerOpenApi(http.app);
  const { origin, apiOrigin } = await serveMaker(http, { ...options, service, platformRoutes });
  return {
    origin,
    adapterOptions: { code: DEMO_MAKER_CODE, origin, apiOrigin, secret: options.secret },
    app: http.app,
    service,
    close: () => http.app.close(),
  };
}
