// What every maker served from this process serves, in one order: its server-to-server API for the
// platform (signed calls, over the raw body makerHttp keeps), the frame API and game pages, the
// published tables; then it listens, and the origin players' browsers reach it at is known. The
// demo maker (money transferred in) and the seamless maker (money left in the platform's wallet)
// differ only in their platform API, their business and the games they serve.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { systemClock, type Clock } from '../clock';
import { loadServerMessages } from '../i18n/server-messages';
import { fairTablesRoutes } from './demo/demo-fair-tables.routes';
import { frameRoutes, type FrameRouteOptions, type MakerFrameService } from './demo/demo-frame.routes';
import { listenMaker, type MakerHttp } from './maker-http';

/** What a maker's server-to-server API is handed. */
export interface MakerPlatformRouteOptions<Service> {
  service: Service;
  secret: string;
  /** The clock signatures are checked against. */
  now: Clock;
  /** Where frames load from (this maker's public origin, known once it listens). */
  publicOrigin: () => string;
  /** The platform's origin: the only one allowed to frame the games, and where the frame posts its messages. */
  platformOrigin: string;
  /** The raw body of each request, as signed. */
  rawBody: (request: FastifyRequest) => string;
}

export interface MakerServerOptions<Service extends MakerFrameService> extends Pick<FrameRouteOptions, 'game' | 'wallet' | 'webDir'> {
  service: Service;
  platformRoutes: (app: FastifyInstance, options: MakerPlatformRouteOptions<Service>) => Promise<void>;
  secret: string;
  platformOrigin: string;
  /** The origin players' browsers reach the maker at; default http://<host>:<port>. */
  publicOrigin?: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
}

/** Registers a maker's routes on its HTTP service and listens: answers its public origin and the one its API listens at. */
export async function serveMaker<Service extends MakerFrameService>({ app, rawBody }: MakerHttp, options: MakerServerOptions<Service>): Promise<{ origin: string; apiOrigin: string }> {
  const { messages } = loadServerMessages();
  let publicOrigin = options.publicOrigin ?? '';
  await app.register(options.platformRoutes, {
    service: options.service,
    secret: options.secret,
    // Signatures are checked against the wall clock, whatever clock the business runs on (tests
    // move that one to expire tokens; the adapter signs with the real time).
    now: systemClock,
    publicOrigin: () => publicOrigin,
    platformOrigin: options.platformOrigin,
    rawBody,
  });
  await app.register(frameRoutes, { service: options.service, messages, webDir: options.webDir, game: options.game, wallet: options.wallet });
  await app.register(fairTablesRoutes, { messages });

  const apiOrigin = await listenMaker(app, options.host, options.port);
  if (!publicOrigin) publicOrigin = apiOrigin;
  return { origin: publicOrigin, apiOrigin };
}
