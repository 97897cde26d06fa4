// `npm run ops` acts only on a database a server has created, and says which: pointed at a folder
// with no embedded database (say, one whose server runs on PostgreSQL) or at a PostgreSQL it cannot
// reach, it refuses with a non-zero exit and creates nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '../../../server/shared/database-label';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-nodb-'));
afterAll(() => fs.rmSync(emptyDir, { recursive: true, force: true }));

function opsCli(env: Record<string, string>, ...argv: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _shared, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/run-ts.mjs', 'server/ops.ts', ...argv], { cwd: repoRoot, env: { ...base, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ exitCode: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('describeDatabase', () => {
  it('names PGlite by its folder, relative to where the command runs', () => {
    expect(describeDatabase({ kind: 'pglite', directory: '/srv/app/data/pglite' }, '/srv/app')).toBe('PGlite at ./data/pglite');
    expect(describeDatabase({ kind: 'pglite', directory: '/var/lib/lucky/pglite' }, '/srv/app')).toBe('PGlite at /var/lib/lucky/pglite');
  });

  it('names PostgreSQL by host, port and database, never the user or password', () => {
    const shown = describeDatabase({ kind: 'postgres', url: 'postgres://lucky:s3cr3t-pw@db.example:6543/lucky_live?sslmode=require' });
    expect(shown).toBe('PostgreSQL at db.example:6543/lucky_live');
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://lucky:pw@db.example/lucky' })).toBe('PostgreSQL at db.example:5432/lucky');
    expect(describeDatabase({ kind: 'postgres', url: 'not a url' })).toBe('PostgreSQL at (an unreadable DATABASE_URL)');
  });

  it('names a Unix socket by its folder and port, which node-postgres takes over the URL host', () => {
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://lucky@localhost/lucky?host=%2Fvar%2Frun%2Fpostgresql&port=5433' })).toBe('PostgreSQL at /var/run/postgresql:5433/lucky');
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://lucky@/lucky?host=/var/run/postgresql' })).toBe('PostgreSQL at /var/run/postgresql:5432/lucky');
  });
});

describe('npm run ops never creates a database', () => {
  it('refuses a data dir with no embedded database, and leaves it empty', async () => {
    const result = await opsCli({ DATA_DIR: emptyDir }, 'site', 'set', 'websiteName', 'Changed');
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`ops: PGlite at ${path.join(emptyDir, 'pglite')}`);
    expect(result.stderr).toContain('No database to act on');
    expect(result.stderr).toContain('DATABASE_URL');
    expect(fs.readdirSync(emptyDir)).toEqual([]);
  }, 60_000);

  it('refuses a PostgreSQL it cannot reach, without printing the password', async () => {
    const result = await opsCli({ DATA_DIR: emptyDir, DATABASE_URL: 'postgres://lucky:s3cr3t-pw@127.0.0.1:1/lucky_live' }, 'site', 'get');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('ops: PostgreSQL at 127.0.0.1:1/lucky_live');
    expect(result.stderr).toContain('Cannot reach PostgreSQL at 127.0.0.1:1/lucky_live');
    expect(result.stderr + result.stdout).not.toContain('s3cr3t-pw');
    expect(fs.readdirSync(emptyDir)).toEqual([]);
  }, 60_000);

  const adminUrl = process.env.TEST_DATABASE_URL;
  describe.skipIf(!adminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
    it('refuses a database no server has migrated, and creates no tables in it', async () => {
      const name = `ops_empty_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(adminUrl!);
        url.pathname = `/${name}`;
        const result = await opsCli({ DATA_DIR: emptyDir, DATABASE_URL: url.toString() }, 'site', 'set', 'websiteName', 'Changed');
        expect(result.exitCode).toBe(1);
        expect(result.stderr).toContain(`holds no Lucky Star tables`);
        const probe = new pg.Client({ connectionString: url.toString() });
        await probe.connect();
        const { rows } = await probe.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
        await probe.end();
        expect(rows[0].n).toBe(0);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 60_000);
  });
});
