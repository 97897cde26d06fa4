// Security headers (helmet). Plain HTTP is a supported way to run the demo on a LAN, so neither
// HSTS nor CSP's upgrade-insecure-requests is sent: with it, a page over http loads blank
// (TOOLCHAIN.md). Images may come from https (an operator's logo URL) and blob: (upload previews).
// The playing screen frames a game maker's page on the maker's own origin: frame-src lists the
// registered makers' origins and nothing else, so an injected frame cannot load another site.
// The frame is sandboxed too, and its messages are believed only from the session's origin
// (src/machines/game-session.machine.ts).
// The headers are worked out once here: the @fastify/helmet wrapper rebuilt helmet's middleware,
// re-parsing the policy, on every request, which cost the cached reads a tenth of their time; and
// running the middleware itself on every request (a dozen steps, each setting one header on the
// raw response) was still 5 % of a cached read's CPU, for headers that never change.
// A JSON reply of the player API carries the API set instead (API_REPLY_HEADERS): the page set's
// policy and hints govern a document, and a reply that is never rendered as one has no use for them.
// A page (text/html) may also carry the operator's tracking markup: its scripts and the origins it
// names are added to that page's policy (server/modules/site/pixel-policy.ts), read per page from
// the site settings in memory, so an operator's change shows on the next page load.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { USER_API_REFERENCE_PREFIX } from '../openapi/documents';
import { isUserApiRequest } from '../shared/user-api-scope';

export interface PageScriptSources {
  scriptSources: readonly string[];
  connectSources: readonly string[];
}

export interface SecurityHeadersOptions {
  /** Origins the web app may frame besides its own (the game makers'). */
  frameOrigins?: readonly string[];
  /** What a page's policy must also allow (the operator's pixel); asked only for HTML replies. */
  pageScripts?: () => Promise<PageScriptSources>;
}

const POLICY_HEADER = 'content-security-policy';

/**
 * The security headers of an API reply (JSON, never a document): the set OWASP's REST Security
 * Cheat Sheet asks of one, "other security headers are not relevant for API responses". Nothing
 * may load from it or frame it, and no browser may sniff it into something it would render. The
 * page set (helmet's eleven headers, 700 bytes with its policy) cost a bare Fastify route and its
 * client about 5 µs of CPU a reply more between them (2026-11-29). The makers' APIs send it too.
 */
export const API_REPLY_HEADERS: Readonly<Record<string, string>> = {
  [POLICY_HEADER]: "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The policy with `sources` added to `directive` (created from default-src 'self' when absent). */
export function withSources(policy: string, directive: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const parts = policy.split(';');
  const index = parts.findIndex((part) => part.trim().split(/\s+/)[0] === directive);
  if (index === -1) return [...parts, `${directive} 'self' ${sources.join(' ')}`].join(';');
  parts[index] = `${parts[index]!.trim()} ${sources.join(' ')}`;
  return parts.join(';');
}

/** What no cache may keep: the player API's replies and its reference page. */
const NOT_STORED = { 'cache-control': 'no-store' } as const;

/**
 * The player API's replies: the API set, and never stored. They carry tokens and personal data
 * (login, registration, reset, profile, anything behind a token), and a shared cache or the
 * browser's back button must never replay one; OWASP's REST cheat sheet asks `no-store` of such
 * replies. Set as the request arrives, so error envelopes, not-founds and the blocked address's
 * refusal carry it too; a public read that may be cached sets its own Cache-Control over it. Until
 * 2026-12-03 a hook of its own added it as each reply was sent: a second hook run on every reply.
 */
export const USER_API_REPLY_HEADERS: Readonly<Record<string, string>> = { ...API_REPLY_HEADERS, ...NOT_STORED };

/** The headers helmet's middleware sets, read by running it once on a stand-in response. */
export function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = helmetHeaders(helmet({
      hsts: false,
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: null,
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          frameSrc: ["'self'", ...(options.frameOrigins ?? [])],
        },
      },
    }));
    // The player API's replies are JSON; its reference page (development only) is a document, and
    // under /user-api is not stored either.
    const referenceHeaders = { ...headers, ...NOT_STORED };
    app.addHook('onRequest', (request, reply, done) => {
      if (!isUserApiRequest(request)) reply.headers(headers);
      else reply.headers(request.url.startsWith(USER_API_REFERENCE_PREFIX) ? referenceHeaders : USER_API_REPLY_HEADERS);
      done();
    });
    const { pageScripts } = options;
    if (pageScripts) {
      // A callback hook, so a reply that is not a page (every API reply) passes with no promise.
      app.addHook('onSend', (_request, reply, payload, done) => {
        const policy = reply.getHeader(POLICY_HEADER);
        if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html') || typeof policy !== 'string') return done(null, payload);
        pageScripts().then(
          ({ scriptSources, connectSources }) => {
            reply.header(POLICY_HEADER, withSources(withSources(policy, 'script-src', scriptSources), 'connect-src', connectSources));
            done(null, payload);
          },
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
      });
    }
  },
  { name: 'security-headers' },
);
