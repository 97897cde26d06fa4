// Security headers (helmet). Plain HTTP is a supported way to run the demo on a LAN, so neither
// HSTS nor CSP's upgrade-insecure-requests is sent: with it, a page over http loads blank
// (TOOLCHAIN.md). Images may come from https (an operator's logo URL) and blob: (upload previews).
// The playing screen frames a game maker's page on the maker's own origin: frame-src lists the
// registered makers' origins and nothing else, so an injected frame cannot load another site.
// The frame is sandboxed too, and its messages are believed only from the session's origin
// (src/machines/game-session.machine.ts).
// The middleware is built once here: the @fastify/helmet wrapper rebuilt it, re-parsing the
// policy, on every request, which cost the cached reads a tenth of their time.
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** Origins the web app may frame besides its own (the game makers'). */
  frameOrigins?: readonly string[];
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const applyHeaders = helmet({
      hsts: false,
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: null,
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          frameSrc: ["'self'", ...(options.frameOrigins ?? [])],
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);
