// Which database an operator command acts on, and opening it only if it already exists. An ops
// command pointed at the wrong place (a DATA_DIR whose server runs on PostgreSQL, a typo in the
// path) used to create and seed a fresh embedded database there, print the change and exit 0,
// while the live site stayed as it was. Now it names the database it acted on and refuses, with a
// non-zero exit, when there is none to act on: it never creates or seeds one.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '../db/client';
import { describeDatabase } from '../shared/database-label';

export class NoDatabaseError extends Error {
  override name = 'NoDatabaseError';
}

/**
 * Throws NoDatabaseError unless the database exists and holds this server's tables: an embedded
 * data directory a server has started on, or a PostgreSQL database a server has migrated.
 */
export async function assertDatabaseExists(options: DatabaseOptions, dataDir: string): Promise<void> {
  const where = describeDatabase(options);
  if (options.kind === 'pglite') {
    // PGlite writes PG_VERSION when it creates a data directory, as PostgreSQL does.
    if (options.directory !== undefined && fs.existsSync(path.join(options.directory, 'PG_VERSION'))) return;
    throw new NoDatabaseError(
      `No database to act on: no server answers in ${dataDir} and there is no ${where}. ` +
        'Nothing was created. Point DATA_DIR at the folder the server uses, or, when the server runs on ' +
        'PostgreSQL, run the command with the same DATABASE_URL.',
    );
  }
  const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new NoDatabaseError(`Cannot reach ${where}: ${(error as Error).message}. Nothing was changed.`);
  }
  try {
    const { rows } = await client.query<{ found: string | null }>(`select to_regclass('site_setting')::text as found`);
    if (!rows[0]?.found) {
      throw new NoDatabaseError(`${where} holds no Lucky Star tables: start the server on it once first. Nothing was created.`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
