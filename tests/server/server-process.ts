// A real server process (server/start.ts) for the tests that need more than app.inject: two
// instances on one PostgreSQL, or a process killed with SIGKILL and started again. Each has its
// own free port and data folder; `env` adds to the test environment (secrets). openSharedSite
// makes the database they share.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { createServices, type ServiceOptions, type Services } from '../../server/services';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY = /is ready on (http:\/\/127\.0\.0\.1:\d+\/)/;

export interface ServerProcess {
  /** The server's base URL, ending in a slash. */
  url: string;
  child: ChildProcess;
}

/** Starts server/start.ts on the database at `databaseUrl` and resolves once it listens. */
export async function startServer(databaseUrl: string, webDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const { NODE_ENV: _env, LOG_LEVEL: _level, ...inherited } = process.env;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-data-'));
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'server/start.ts'], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WEB_DIR: webDir, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = READY.exec(stdout);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { url, child };
}

/** Stops it as an operator would (SIGTERM) and waits for the exit. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Kills it as a crash would (SIGKILL: no shutdown, no flush, open transactions cut) and waits for the exit. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** A seeded site on a database of its own, for server processes to share, with services over it. */
export interface SharedSite {
  /** DATABASE_URL for the processes. */
  url: string;
  database: Database;
  services: Services;
  /** WEB_DIR for the processes: a bare index.html. */
  webDir: string;
  /** Closes the services' database, drops it and removes the web folder (stop the processes first). */
  close(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL at `adminUrl`, migrated and seeded as a first start seeds it,
 * with sign-up's captcha, SMS and bank steps off so a test registers players directly.
 */
export async function openSharedSite(adminUrl: string, prefix: string, options: ServiceOptions): Promise<SharedSite> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-web-`));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Lucky Star</title>');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  const services = createServices(database.db, { nodeEnv: 'test', ...options });
  await seedDatabase(services);
  for (const [key, value] of [['gameAccountCaptchaEnabled', 'false'], ['gameAccountRegisterSMS', 'false'], ['gameAccountRegisterBank', 'false']] as const) {
    await services.site.setSiteSetting(key, value);
  }
  return {
    url: url.toString(),
    database,
    services,
    webDir,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}
