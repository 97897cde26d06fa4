// Security headers (helmet). Plain HTTP is a supported way to run the demo on a LAN, so neither
// HSTS nor CSP's upgrade-insecure-requests is sent: with it, a page over http loads blank
// (TOOLCHAIN.md). Images may come from https (an operator's logo URL) and blob: (upload previews).
// The middleware is built once here: the @fastify/helmet wrapper rebuilt it, re-parsing the
// policy, on every request, which cost the cached reads a tenth of their time.
import fp from 'fastify-plugin';
import helmet from 'helmet';

export default fp(
  async (app) => {
    const applyHeaders = helmet({
      hsts: false,
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: null,
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);
