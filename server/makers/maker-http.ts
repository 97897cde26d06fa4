// What every maker served from this process shares over HTTP: its own Fastify instance on its own
// port (so its frames are another origin than the platform's, as a real maker's are), JSON parsed
// as the platform parses its own with the raw body kept for the signature, the security headers of
// a page only the platform may frame, and the origin it answers at once it listens.
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import helmet from 'helmet';
import { API_REPLY_HEADERS, helmetHeaders } from '../plugins/security-headers';
import { nestsDeeperThan } from '../shared/json-depth';

const BODY_LIMIT = 64 * 1024;
/** The game page's frame API and the platform's server-to-server API: JSON replies, never a document. */
const API_PREFIXES = ['/api/', '/platform/'] as const;
const isApiRequest = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

export interface MakerHttpOptions {
  /** The platform's origin: the only one allowed to frame the games. */
  platformOrigin: string;
  /** Fastify's logger option (default off; the platform logs the calls it makes). */
  logger?: boolean | Record<string, unknown>;
  /** Called with every route as it is registered (the OpenAPI test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

export interface MakerHttp {
  app: FastifyInstance;
  /** The raw body of a request, as signed. */
  rawBody(request: FastifyRequest): string;
}

export function makerHttp(options: MakerHttpOptions): MakerHttp {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

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
  // Worked out once (helmetHeaders): running helmet's middleware cost every spin its dozen steps.
  const headers = helmetHeaders(helmet({
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
  }));
  // An API reply carries the API set (security-headers.ts says why); the pages and their files this one.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request.url) ? API_REPLY_HEADERS : headers);
    done();
  });
  return { app, rawBody: (request) => rawBodies.get(request) ?? '' };
}

/** Listens; answers where the platform's server-to-server calls reach the maker (a wildcard host as loopback). */
export async function listenMaker(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return `http://${urlHost === '0.0.0.0' || urlHost === '[::]' ? '127.0.0.1' : urlHost}:${listening}`;
}
