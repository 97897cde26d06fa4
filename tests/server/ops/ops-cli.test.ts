// `npm run ops` as a process (server/ops.ts): with the server stopped it opens the PGlite data dir
// itself; while a server holds the directory it hands the command to that server's socket.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { opsSocketPath, pgliteDirectory } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { startOpsSocket } from '../../../server/ops/ops-socket';
import { buildApp } from '../../../server/app';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
// Both tests use one data dir: creating a PGlite directory takes seconds, reopening it does not.
// It starts as a copy of the run's migrated database (database-templates.ts), as a server's first
// start would leave it, without paying for PGlite's initdb and every migration again.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

function opsCli(...argv: string[]): Promise<CliResult> {
  const { DATABASE_URL: _shared, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/run-ts.mjs', 'server/ops.ts', ...argv],
      { cwd: repoRoot, env: { ...env, DATA_DIR: dataDir }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ exitCode: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run ops (server/ops.ts)', () => {
  it('with no server running, opens the data dir itself and releases it', async () => {
    // A server's first start creates and seeds the database; ops never does (ops-database.test.ts).
    const migrated = new Blob([fs.readFileSync(inject('pgliteTemplateFile'))]);
    const created = await openDatabase({ kind: 'pglite', directory: pgliteDirectory(dataDir), loadDataDir: migrated });
    await seedDatabase((await buildApp({ database: created })).services);
    await created.close();

    // Each call starts node and the server's modules (seconds of CPU): a usage error, which opens
    // nothing, runs beside the first command.
    const [set, usage] = await Promise.all([opsCli('site', 'set', 'gameAccountRegisterSMS', 'false'), opsCli('site')]);
    expect(set).toMatchObject({ exitCode: 0, stdout: 'gameAccountRegisterSMS: true -> false\n' });
    expect(usage.exitCode).toBe(2);
    const get = await opsCli('site', 'get', 'websiteName');
    expect(get).toMatchObject({ exitCode: 0, stdout: '"Lucky Star"\n' });
    expect(fs.existsSync(`${pgliteDirectory(dataDir)}.lock`)).toBe(false);

    const bad = await opsCli('site', 'set', 'gameAccountRegisterSMS', 'perhaps');
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain('gameAccountRegisterSMS takes true, false, 1 or 0; got "perhaps"');
  }, 90_000);

  it('while a server holds the data dir, sends the command to its socket', async () => {
    // This test process plays the running server: it holds the lock and answers on the socket.
    const database = await openDatabase({ kind: 'pglite', directory: pgliteDirectory(dataDir) });
    const app = await buildApp({ database });
    await seedDatabase(app.services);
    const socket = await startOpsSocket({ socketPath: opsSocketPath(dataDir), services: app.services, log: app.log });
    try {
      // Both go to the socket, which answers each connection on its own: they run side by side.
      const [set, bad] = await Promise.all([opsCli('site', 'set', 'gameAccountRegisterSMS', 'true'), opsCli('site', 'set', 'nope', '1')]);
      expect(set).toMatchObject({ exitCode: 0, stdout: 'gameAccountRegisterSMS: false -> true\n' });
      expect(await app.services.site.getSiteSetting('gameAccountRegisterSMS')).toBe(true);
      expect(bad.exitCode).toBe(1);
      expect(bad.stderr).toContain('Unknown site setting "nope"');
    } finally {
      await socket.close();
    }
    // Locked but no socket answering (a server starting up, or a stuck one): a clear refusal.
    const orphan = await opsCli('site', 'get');
    expect(orphan.exitCode).toBe(1);
    expect(orphan.stderr).toMatch(/in use by process \d+[\s\S]*ops socket .* did not answer/);
    await app.close();
  }, 90_000);
});
