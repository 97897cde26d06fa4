// Hands the opened database to every route as `app.db` and closes it when the app closes.
import fp from 'fastify-plugin';
import type { AppDatabase, Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
    databaseKind: Database['kind'];
  }
}

export interface DatabasePluginOptions {
  database: Database;
}

export default fp<DatabasePluginOptions>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
