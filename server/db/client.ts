// Opens the database the server runs on: PGlite (a folder, or memory for tests) when no
// DATABASE_URL is set, else a real PostgreSQL. Both come back as drizzle's common PgDatabase, so
// services never care which, and the generated migrations are applied before anyone queries.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock } from './lock-file';
import { pgliteForDrizzle } from './pglite-driver';
import { guardTransactions, type GuardedDatabase, type TransactionGuardMode } from './transaction-scope';

export type AppSchema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, AppSchema>;
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
/** What a repository runs its queries on: the database, or the transaction it was handed. */
export type DbExecutor = AppDatabase | AppTransaction;

export type DatabaseOptions = (
  /**
   * No directory: in memory, gone at close (tests). `loadDataDir`: start from a dump of another
   * PGlite's data directory (a migrated copy, so the tests skip initdb and the migrations).
   */
  | { kind: 'pglite'; directory?: string; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** Longest a statement may run before PostgreSQL cancels it; 0 for none (operator commands). */
      statementTimeoutMs?: number;
    }
) & {
  /** What a root-handle query inside an open transaction does; default `throw` outside production. */
  transactionGuard?: TransactionGuardMode;
};

/**
 * A statement or an idle open transaction never holds a connection (and the row locks it took)
 * for ever: PostgreSQL cancels it and the request answers an error instead of waiting.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

export interface Database extends Omit<GuardedDatabase<AppDatabase>, 'db'> {
  /** The root handle: it carries the open transaction of the current async context (transaction-scope.ts). */
  db: AppDatabase;
  kind: DatabaseOptions['kind'];
  /**
   * PostgreSQL only: a new client on the same server, outside the pool, for a connection that
   * must stay open and LISTEN (shared/cache/change-bus.ts). The caller connects and ends it.
   */
  newDedicatedClient?: () => pg.Client;
  /** PGlite only: its data directory as an uncompressed tarball, for loadDataDir. */
  dumpDataDir?: () => Promise<Blob>;
  /** Closes PGlite or ends the pool, and releases the directory lock. Safe to call twice. */
  close(): Promise<void>;
}

// Resolved from this file, so a start from any working directory finds the migrations.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: it only has to be the same in every server process sharing one PostgreSQL.
const MIGRATION_ADVISORY_LOCK = 720_124;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const guard = options.transactionGuard ?? (process.env.NODE_ENV === 'production' ? 'join' : 'throw');
  return options.kind === 'pglite' ? openPglite(options, guard) : openPostgres(options, guard);
}

/** Throws when the database does not answer; used by the health check. */
export async function pingDatabase(db: AppDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

async function openPglite({ directory, loadDataDir }: { directory?: string; loadDataDir?: Blob }, guard: TransactionGuardMode): Promise<Database> {
  // The lock comes first: a second process must be refused before it touches the files.
  const lock = directory === undefined ? null : acquireDirectoryLock(directory);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: directory, loadDataDir });
    const root = drizzlePglite({ client: pgliteForDrizzle(client), schema });
    await migratePglite(root, { migrationsFolder: MIGRATIONS_FOLDER });
    const pglite = client;
    return {
      ...guardTransactions(root, guard),
      kind: 'pglite',
      dumpDataDir: () => pglite.dumpDataDir('none'),
      close: once(async () => {
        try {
          await pglite.close();
        } finally {
          lock?.release();
        }
      }),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

async function openPostgres(
  options: { url: string; maxConnections?: number; statementTimeoutMs?: number },
  guard: TransactionGuardMode,
): Promise<Database> {
  const statementTimeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS } : {}),
  });
  // Without a listener, an idle client losing its connection would crash the process; the pool
  // replaces the client on the next query, so reporting it is enough.
  pool.on('error', (error) => console.error('PostgreSQL pool client error:', error.message));
  try {
    const root = drizzleNodePg({ client: pool, schema });
    await migrateOnce(pool, (holder) => migrateNodePg(drizzleNodePg({ client: holder, schema }), { migrationsFolder: MIGRATIONS_FOLDER }));
    return {
      ...guardTransactions(root, guard),
      kind: 'postgres',
      newDedicatedClient: () => new pg.Client({ connectionString: options.url }),
      close: once(() => pool.end()),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/**
 * Several servers may start at once on one PostgreSQL; an advisory lock lets one migrate at a
 * time. The migration runs on the lock's own connection with no statement timeout: rebuilding a
 * large table may take longer than any request should.
 */
async function migrateOnce(pool: pg.Pool, migrate: (holder: pg.PoolClient) => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('set statement_timeout = 0');
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK]);
    try {
      await migrate(holder);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK]);
      await holder.query('reset statement_timeout');
    }
  } finally {
    holder.release();
  }
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
