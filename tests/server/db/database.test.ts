// Opening the database: migrations on a fresh database, data kept across a reopen, and the
// PGlite directory lock that keeps a second process off the same files.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../../server/db/client';
import { DatabaseLockedError, lockOwner, lockPathFor } from '../../../server/db/lock-file';
import { seedDatabase } from '../../../server/db/seed';
import { createServices } from '../../../server/services';
import { TEST_DATABASES } from '../test-app';

const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'database-test-'));
afterAll(() => fs.rmSync(tempRoot, { recursive: true, force: true }));

let opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.map((database) => database.close()));
  opened = [];
});

async function open(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  opened.push(database);
  return database;
}

async function tableNames(database: Database): Promise<string[]> {
  // Both drivers answer raw SQL with { rows }; the common PgDatabase type cannot say so.
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

/**
 * A migrated directory for the lock tests, made once: a copy of the run's migrated database
 * (database-templates.ts). Creating one from nothing (PGlite's initdb and every migration) is what
 * the first test tests, and under load it took over a minute; the lock tests do not depend on it.
 */
let initialized: string | undefined;
async function initializedDirectory(): Promise<string> {
  if (!initialized) {
    const directory = path.join(tempRoot, 'initialized', 'pglite');
    const migrated = new Blob([fs.readFileSync(inject('pgliteTemplateFile'))]);
    await (await openDatabase({ kind: 'pglite', directory, loadDataDir: migrated })).close();
    initialized = directory;
  }
  return initialized;
}

describe('a PGlite directory', () => {
  it('gets the migrations on a fresh directory and keeps its data across a reopen', async () => {
    const directory = path.join(tempRoot, 'fresh', 'pglite');
    const first = await open({ kind: 'pglite', directory });
    expect(await tableNames(first)).toContain('site_setting');
    expect(await seedDatabase(createServices(first.db))).toBe(true);
    await createServices(first.db).site.setSiteSetting('websiteName', 'Kept Name');
    await first.close();
    expect(fs.existsSync(lockPathFor(directory))).toBe(false);

    const again = await open({ kind: 'pglite', directory });
    const services = createServices(again.db);
    expect(await seedDatabase(services)).toBe(false);
    expect(await services.site.getSiteSetting('websiteName')).toBe('Kept Name');
    // PGlite's initdb and every migration: about 5 s on a quiet machine, 30 to 90 s on a loaded one.
  }, 120_000);

  it('refuses a second open of the same directory while the first is open', async () => {
    const directory = await initializedDirectory();
    await open({ kind: 'pglite', directory });
    expect(fs.readFileSync(lockPathFor(directory), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ kind: 'pglite', directory })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ kind: 'pglite', directory })).rejects.toThrow(/in use by process \d+/);
  });

  it('refuses a directory locked by another live process', async () => {
    const directory = path.join(tempRoot, 'other', 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.mkdirSync(path.dirname(directory), { recursive: true });
      fs.writeFileSync(lockPathFor(directory), `${other.pid}\n`);
      expect(lockOwner(directory)).toBe(other.pid);
      const error = await openDatabase({ kind: 'pglite', directory }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect((error as DatabaseLockedError).pid).toBe(other.pid);
      // Refused before touching the files: the lock is still the other process's.
      expect(fs.readFileSync(lockPathFor(directory), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over the stale lock of a process that died', async () => {
    const directory = await initializedDirectory();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    fs.mkdirSync(path.dirname(directory), { recursive: true });
    fs.writeFileSync(lockPathFor(directory), `${dead.pid}\n`);
    expect(lockOwner(directory)).toBeNull();
    await open({ kind: 'pglite', directory });
    expect(fs.readFileSync(lockPathFor(directory), 'utf8').trim()).toBe(String(process.pid));
  });
});

const postgres = TEST_DATABASES.find((target) => target.name === 'postgres');

describe.runIf(postgres)('a PostgreSQL database', () => {
  it('gets the migrations on a fresh database, also when two servers open it at once, and keeps data', async () => {
    const created = await postgres!.create({ migrated: false });
    try {
      const [first, second] = await Promise.all([open(created.options), open(created.options)]);
      expect(await tableNames(first!)).toContain('site_setting');
      await Promise.all([seedDatabase(createServices(first!.db)), seedDatabase(createServices(second!.db))]);
      await createServices(first!.db).site.setSiteSetting('websiteName', 'Kept Name');
      await first!.close();
      await second!.close();

      const again = await open(created.options);
      expect(await createServices(again.db).site.getSiteInfo()).toMatchObject({ websiteName: 'Kept Name', countryCode: 'PH' });
      await again.close();
    } finally {
      await created.drop();
    }
  });
});
