// Vitest's global setup: one migrated database to copy, made once per run. Every server test file
// builds its app on a fresh database; starting PGlite from nothing (its initdb) and running every
// migration cost about five times what loading a migrated copy does, once per app, and the
// suite builds well over a hundred. On PostgreSQL each file's database is created from a migrated
// template instead of migrating its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (PGlite's dumpDataDir, uncompressed). */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database to create each file's database from; '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'test-db-template-'));
  const pgliteTemplateFile = join(folder, 'pglite.tar');
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    writeFileSync(pgliteTemplateFile, Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplateFile', pgliteTemplateFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = adminUrl ? `test_template_${process.pid}_${randomBytes(4).toString('hex')}` : '';
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${postgresTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    // Migrated, then closed: a database can be copied only while nobody is connected to it.
    await (await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 })).close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
