// Builds the real app on a real database for server tests: PGlite in memory always, and a real
// PostgreSQL too when TEST_DATABASE_URL is set (each test file gets its own fresh database there,
// so files running in parallel never see each other's rows). One app per file; before each test the
// tables are put back as the demo seed left them (or emptied), from a snapshot taken after the
// app's first seed (database-snapshot.ts). Databases start as copies of one migrated database made
// once per run (database-templates.ts, vitest's global setup).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type DatabaseOptions } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { referencedFirst, restoreSnapshot, takeSnapshot, type SnapshotName } from './database-snapshot';
import { CHANGE_CHANNEL } from '../../server/shared/cache/change-bus';
import type { ServiceOptions, Services } from '../../server/services';
import type { AuthRateLimit } from '../../server/shared/auth-rate-limit';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /**
   * A fresh database with no rows, migrated (a copy of the run's template) unless `migrated` is
   * false (the tests of the migrations themselves); drop() removes it again (PostgreSQL).
   */
  create(options?: { migrated?: boolean }): Promise<{ options: DatabaseOptions; drop(): Promise<void> }>;
}

let pgliteTemplate: Blob | undefined;

const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  async create({ migrated = true } = {}) {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    return { options: { kind: 'pglite', loadDataDir: migrated ? pgliteTemplate : undefined }, drop: async () => undefined };
  },
};

function postgresTarget(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async create({ migrated = true } = {}) {
      const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const template = inject('postgresTemplate');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(migrated && template ? `create database ${name} template ${template}` : `create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        options: { kind: 'postgres', url: url.toString(), maxConnections: 4 },
        async drop() {
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          try {
            await dropper.query(`drop database if exists ${name} with (force)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

/** Every database the suites run on: `describe.each(TEST_DATABASES)('... ($name)', ...)`. */
export const TEST_DATABASES: readonly TestDatabaseTarget[] = [
  pgliteTarget,
  ...(process.env.TEST_DATABASE_URL ? [postgresTarget(process.env.TEST_DATABASE_URL)] : []),
];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  /** Empties every table, then seeds the demo site unless told not to (restoring the snapshot of the app's first seed). */
  reset(options?: { seed?: boolean }): Promise<void>;
  /**
   * On PostgreSQL, waits until every change announced so far has come back through this app's
   * listening connection (a no-op on PGlite, which announces in process): a test that fills a cache
   * right after a command would otherwise have it dropped by that command's late echo.
   */
  settle(): Promise<void>;
}

export interface TestAppOptions {
  webDir?: string;
  extraUserApiRoutes?: readonly FastifyPluginAsync[];
  /** Seed the demo site before each test (default true). */
  seed?: boolean;
  /** Clock, SMS provider, Facebook app (default: real clock, outbox, no Facebook). */
  services?: ServiceOptions;
  /**
   * The per-address limit on login and sign-up calls. Every inject comes from one address and the
   * app lives for the whole file, so the default here is too high to reach; a test of the limit
   * sets its own.
   */
  authRateLimit?: AuthRateLimit;
  /** Sees every route as the app registers it (the tests that walk all routes collect them here). */
  onRoute?: (route: RouteOptions) => void;
}

const UNREACHABLE_RATE_LIMIT: AuthRateLimit = { max: 1_000_000, timeWindowMs: 60_000 };

/**
 * Registers the hooks that build one app for the enclosing describe block and reset it before
 * each test. Call inside describe; read the returned function inside tests.
 */
export function useTestApp(target: TestDatabaseTarget, options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  let drop: (() => Promise<void>) | undefined;
  const snapshots = new Set<SnapshotName>();

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    const database = await openDatabase(created.options);
    const app = await buildApp({
      database,
      webDir: options.webDir,
      extraUserApiRoutes: options.extraUserApiRoutes,
      services: options.services,
      authRateLimit: options.authRateLimit ?? UNREACHABLE_RATE_LIMIT,
      onRoute: options.onRoute,
    });
    const settle = async () => {
      if (database.newDedicatedClient !== undefined) await settleNotifications(app);
    };
    current = {
      app,
      database,
      services: app.services,
      reset: async (resetOptions) => {
        await resetDatabase(app, resetOptions?.seed ?? options.seed ?? true, snapshots);
        await settle();
      },
      settle,
    };
  });

  beforeEach(async () => {
    await current?.reset();
  });

  // The transaction guard throws where a root-handle query runs inside a transaction; a caller
  // may have caught that error, so every test also fails on any the guard recorded.
  afterEach(() => {
    const [violation] = current?.database.takeViolations() ?? [];
    if (violation) throw violation;
  });

  afterAll(async () => {
    await current?.app.close(); // closes the database too
    await drop?.();
  });

  return () => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll; read it inside a test');
    return current;
  };
}

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const TABLE_NAMES = TABLES.map((table) => `"${getTableName(table)}"`);
const RESTORE_ORDER = referencedFirst(TABLES);

/**
 * The first reset to each state makes it the slow way (truncate, and the seed through the
 * services) and snapshots the result; every later one restores that snapshot in one round trip.
 * The seed keeps nothing outside the tables but the cached sets, which dropAll empties either way.
 */
async function resetDatabase(app: FastifyInstance, seed: boolean, snapshots: Set<SnapshotName>): Promise<void> {
  const state: SnapshotName = seed ? 'seeded' : 'empty';
  if (snapshots.has(state)) {
    await restoreSnapshot(app.db, state);
    // Cached sets (site settings, block list, banks, levels) outlive a restore that no service
    // announced; the rows were just replaced, so must every cached copy be.
    app.changes.dropAll();
  } else {
    await app.db.execute(sql.raw(`truncate ${TABLE_NAMES.join(', ')} restart identity cascade`));
    app.changes.dropAll();
    if (seed) await seedDatabase(app.services);
    await takeSnapshot(app.db, state, RESTORE_ORDER);
    snapshots.add(state);
  }
}

let settleCount = 0;
/**
 * On PostgreSQL the seed's change notifications come back through the listening connection some
 * time later and drop whatever a test has cached by then, so a test that proves a value is served
 * from memory could see a read-through instead. Notifications arrive in the order they were sent:
 * once a fresh marker sent after the seed is heard, every earlier one has been.
 */
async function settleNotifications(app: FastifyInstance): Promise<void> {
  const marker = `test-settled-${process.pid}-${(settleCount += 1)}`;
  const heard = new Promise<void>((resolve) => app.changes.subscribe(marker, resolve));
  await app.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${marker})`);
  await heard;
}
