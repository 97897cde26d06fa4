// Hands the opened database to every route as `app.db` and closes it when the app closes.
import fp from 'fastify-plugin';
import type { AppDatabase, Database } from '../db/client';
import { createChangeBus, type ChangeBus } from '../shared/cache/change-bus';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
    databaseKind: Database['kind'];
    /** The transactions open right now, oldest first (GET /health reports one that never ends). */
    openTransactions: Database['openTransactions'];
    /** Announces changes to cached sets, here and (PostgreSQL) to every other instance. */
    changes: ChangeBus;
  }
}

export interface DatabasePluginOptions {
  database: Database;
}

export default fp<DatabasePluginOptions>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    app.decorate('openTransactions', database.openTransactions);
    const changes = createChangeBus(database.db);
    app.decorate('changes', changes);
    app.addHook('onClose', async () => {
      await changes.close();
      await database.close();
    });
    // On PostgreSQL other instances change the data too: hear them before serving anything.
    if (database.newDedicatedClient) await changes.listen(database.newDedicatedClient, (message) => app.log.warn(message));
  },
  { name: 'database' },
);
