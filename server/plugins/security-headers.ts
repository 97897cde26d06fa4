// Security headers (helmet). Plain HTTP is a supported way to run the demo on a LAN, so neither
// HSTS nor CSP's upgrade-insecure-requests is sent: with it, a page over http loads blank
// (TOOLCHAIN.md). Images may come from https (an operator's logo URL) and blob: (upload previews).
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(
  async (app) => {
    await app.register(helmet, {
      hsts: false,
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: null,
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        },
      },
    });
  },
  { name: 'security-headers' },
);
