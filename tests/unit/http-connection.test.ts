// The benches' closed-loop connection: one kept-alive socket, a request at a time, each answer's
// status once the whole answer is in (with a length or chunked), and a refusal once it is gone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpConnection } from '../../bench/http-connection';

const servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<{ origin: string; connections: () => number }> {
  let connections = 0;
  const server = http.createServer(handler);
  server.on('connection', () => (connections += 1));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('HttpConnection', () => {
  it('sends each request on one kept-alive connection and answers each status once its whole body is in', async () => {
    let lastChunkSent = false;
    const seen: { method?: string; url?: string; authorization?: string; type?: string; body: string }[] = [];
    const { origin, connections } = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, type: request.headers['content-type'], body });
        if (request.url === '/poor') {
          response.writeHead(402, { 'content-type': 'application/json' }).end('{"error":"too little"}');
          return;
        }
        // Chunked, in two writes: the status must wait for the last chunk.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"ok":');
        setTimeout(() => {
          lastChunkSent = true;
          response.end('true}');
        }, 5);
      });
    });
    const connection = new HttpConnection(origin);
    try {
      expect(await connection.request({ method: 'POST', path: '/api/round?x=1', headers: { authorization: 'Bearer key-1' }, body: '{"stake":1}' })).toBe(200);
      expect(lastChunkSent).toBe(true);
      expect(await connection.request({ method: 'POST', path: '/poor', headers: {}, body: '{}' })).toBe(402);
      expect(await connection.request({ method: 'GET', path: '/api/state', headers: {} })).toBe(200);
    } finally {
      connection.close();
    }
    expect(connections()).toBe(1);
    expect(seen).toEqual([
      { method: 'POST', url: '/api/round?x=1', authorization: 'Bearer key-1', type: 'application/json', body: '{"stake":1}' },
      { method: 'POST', url: '/poor', authorization: undefined, type: 'application/json', body: '{}' },
      { method: 'GET', url: '/api/state', authorization: undefined, type: undefined, body: '' },
    ]);
  });

  it('refuses a second request while one is waiting, and every request once the server has gone', async () => {
    const { origin } = await serve((_request, response) => setTimeout(() => response.end('{}'), 20));
    const connection = new HttpConnection(origin);
    const first = connection.request({ method: 'GET', path: '/', headers: {} });
    await expect(connection.request({ method: 'GET', path: '/', headers: {} })).rejects.toThrow('one request at a time');
    expect(await first).toBe(200);
    for (const server of servers) server.closeAllConnections();
    await expect(connection.request({ method: 'GET', path: '/', headers: {} })).rejects.toThrow();
    connection.close();
  });

  it('speaks plain HTTP only', () => {
    expect(() => new HttpConnection('https://127.0.0.1:1')).toThrow('plain HTTP only');
  });
});
