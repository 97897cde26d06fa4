// The module services (server/services.ts) as `app.services`, built once over `app.db`.
import fp from 'fastify-plugin';
import { createServices, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp(
  async (app) => {
    app.decorate('services', createServices(app.db));
  },
  { name: 'services', dependencies: ['database'] },
);
