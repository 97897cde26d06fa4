// The benches' connections: one kept-alive socket, a request at a time, each answer's status (and
// body, when kept) once the whole answer is in (with a length or chunked), and a refusal once it is
// gone; the open-loop generator's pool of them per origin (bench/http-pool.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpConnection } from '../../bench/http-connection';
import { HttpPool } from '../../bench/http-pool';

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
      expect(await connection.request({ method: 'POST', path: '/api/round?x=1', headers: { authorization: 'Bearer key-1' }, body: '{"stake":1}' })).toEqual({ status: 200, body: '' });
      expect(lastChunkSent).toBe(true);
      expect((await connection.request({ method: 'POST', path: '/poor', headers: {}, body: '{}' })).status).toBe(402);
      expect((await connection.request({ method: 'GET', path: '/api/state', headers: {} })).status).toBe(200);
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
    expect((await first).status).toBe(200);
    for (const server of servers) server.closeAllConnections();
    await expect(connection.request({ method: 'GET', path: '/', headers: {} })).rejects.toThrow();
    connection.close();
  });

  it('keeps the whole body when asked, a character split between two chunks decoded whole', async () => {
    const text = '{"name":"Lucky Lanterns 福"}';
    const bytes = Buffer.from(text);
    const split = bytes.length - 2; // inside the last character's three bytes
    const { origin } = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(bytes.subarray(0, split));
      setTimeout(() => response.end(bytes.subarray(split)), 5);
    });
    const connection = new HttpConnection(origin, { keepBody: true });
    try {
      expect(await connection.request({ method: 'GET', path: '/', headers: {} })).toEqual({ status: 200, body: text });
      expect(await connection.request({ method: 'GET', path: '/', headers: {} })).toEqual({ status: 200, body: text });
    } finally {
      connection.close();
    }
  });

  it('pools at most its size of connections, a call waiting for a free one in order, and opens another for a connection the server closed', async () => {
    let answered = 0;
    const { origin, connections } = await serve((request, response) => {
      answered += 1;
      // The fifth answer closes its connection: the pool must not send on it again.
      if (answered === 5) response.setHeader('connection', 'close');
      setTimeout(() => response.end(request.url), 5);
    });
    const pool = new HttpPool(origin, 2);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => pool.request({ method: 'GET', path: `/${index}`, headers: {} })));
      expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 8 }, (_, index) => `/${index}`));
      expect(connections()).toBe(3);
    } finally {
      pool.close();
    }
  });

  it('speaks plain HTTP only', () => {
    expect(() => new HttpConnection('https://127.0.0.1:1')).toThrow('plain HTTP only');
  });
});
