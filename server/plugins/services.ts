// The module services (server/services.ts) as `app.services`, built once over `app.db`.
import fp from 'fastify-plugin';
import { createServices, type ServiceOptions, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp<ServiceOptions>(
  async (app, options) => {
    app.decorate('services', createServices(app.db, { databaseOnThisThread: app.databaseKind === 'pglite', ...options, changes: app.changes }));
  },
  { name: 'services', dependencies: ['database'] },
);
