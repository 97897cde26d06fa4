// A malformed path (an empty segment, a `.` or `..` segment) is a not-found like any other: HTTP
// 403 is reserved for a blocked address, which the web app answers with its forbidden page
// (SPEC.md §8). The requests go over a real socket because the injector normalises `..` away.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'malformed-paths-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Lucky Star</title>');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

/** Sends the path exactly as written (Node's client does not normalise it). */
function rawGet(port: number, requestPath: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: requestPath }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
  });
}

describe.each(TEST_DATABASES)('malformed paths ($name)', (target) => {
  const ctx = useTestApp(target, { webDir });
  let port = 0;
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx().app.server.address() as AddressInfo).port;
  });

  it.each([
    '/user-api//getInfo',
    '/user-api/getInfo/../login',
    '/user-api/./getInfo',
    '/user-api/game//getWebsiteInfo?lang=en_US',
  ])('GET %s is a JSON 404, never the blocked-address 403', async (requestPath) => {
    const reply = await rawGet(port, requestPath);
    expect(reply.status).toBe(404);
    expect(reply.type).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toEqual({ code: 404, msg: 'Not found', data: null });
  });

  it('answers in the caller\'s language', async () => {
    const reply = await rawGet(port, '/user-api//getInfo?lang=zh_CN');
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body).code).toBe(404);
    expect(JSON.parse(reply.body).msg).not.toBe('Not found');
  });

  it.each(['//user-api/getInfo', '/pages//home', '/assets/../index.html', '/./index.html'])('GET %s outside the API is a 404 too', async (requestPath) => {
    expect((await rawGet(port, requestPath)).status).toBe(404);
  });
});
