// `npm start` is quiet and clear: one plain line when the server is ready (where, on which
// database), warnings and errors only, and a log line per request only at LOG_LEVEL=debug.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiet-start-'));
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiet-start-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Lucky Star</title>');
afterAll(() => {
  for (const dir of [dataDir, webDir]) fs.rmSync(dir, { recursive: true, force: true });
});

const READY = /^Lucky Star is ready on (http:\/\/127\.0\.0\.1:\d+\/) \((.*)\)$/;

/** Starts the server as `npm start` does, makes a few requests, stops it; returns what it printed. */
async function startAndStop(extraEnv: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  const { DATABASE_URL: _db, NODE_ENV: _env, LOG_LEVEL: _level, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'server/start.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: webDir, ...extraEnv },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Complete lines only; at LOG_LEVEL=debug JSON log lines come before it.
      const found = stdout.split('\n').slice(0, -1).map((line) => READY.exec(line)).find(Boolean);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  for (const route of ['', 'user-api/game/getWebsiteInfo', 'user-api/getInfo', 'user-api/no-such-route']) await fetch(`${url}${route}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { stdout, stderr };
}

describe('npm start output', () => {
  it('prints one line when ready, and nothing per request', async () => {
    const { stdout, stderr } = await startAndStop({});
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const [, , notes] = READY.exec(lines[0]!)!;
    expect(notes).toContain(`PGlite at ${path.join(dataDir, 'pglite')}`);
    expect(notes).toContain('demo site created');
    expect(notes).toContain('SMS codes stay in the outbox');
    expect(stderr).toBe('');
  }, 120_000);

  it('logs every request at LOG_LEVEL=debug', async () => {
    const { stdout } = await startAndStop({ LOG_LEVEL: 'debug' });
    const requestLines = stdout.split('\n').filter((line) => line.includes('"msg":"request completed"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    // Each request's lines carry its id: the request's logger, made on its first line, is bound to it.
    for (const line of requestLines) expect(JSON.parse(line)).toMatchObject({ reqId: expect.stringMatching(/^req-/) });
    expect(stdout).not.toContain('demo site created'); // reopened: the demo site exists already
  }, 120_000);
});
