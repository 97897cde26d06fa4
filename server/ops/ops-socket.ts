// PGlite lets one process open the data directory, and a running server holds it. So the server
// also listens on a unix socket in the data dir, and `npm run ops` hands its command line to it:
// the same dispatcher runs inside the server, over the server's own services. The socket file is
// readable by its owner only; whoever can use it could already open the data directory.
import fs from 'node:fs';
import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import { runOpsCommand } from './commands';
import type { OpsResult } from '../shared/ops-command';

const MAX_REQUEST_BYTES = 1024 * 1024;
/** Long enough for any command; short enough that a stuck server does not hang the operator. */
const CLIENT_TIMEOUT_MS = 60_000;

export interface OpsSocket {
  path: string;
  close(): Promise<void>;
}

export async function startOpsSocket(options: {
  socketPath: string;
  services: Services;
  log: FastifyBaseLogger;
}): Promise<OpsSocket> {
  const { socketPath, services, log } = options;
  const server = http.createServer((request, response) => {
    void answer(request, services, log).then(({ status, result }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    });
  });
  // Only the holder of the database lock starts this, so a socket file left here is stale.
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** Sends a command line to the server listening on socketPath and returns its result. */
export function sendToOpsSocket(socketPath: string, argv: readonly string[]): Promise<OpsResult> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/run', method: 'POST', headers: { 'content-type': 'application/json' }, timeout: CLIENT_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(readResult(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          } catch {
            reject(new Error(`the server at ${socketPath} sent an unreadable answer`));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`the server at ${socketPath} did not answer in time`)));
    request.on('error', reject);
    request.end(JSON.stringify({ argv }));
  });
}

async function answer(
  request: http.IncomingMessage,
  services: Services,
  log: FastifyBaseLogger,
): Promise<{ status: number; result: OpsResult }> {
  try {
    if (request.method !== 'POST' || request.url !== '/run') {
      return { status: 404, result: { exitCode: 2, output: 'The ops socket answers POST /run only.' } };
    }
    const body: unknown = JSON.parse(await readBody(request));
    const argv = (body as { argv?: unknown } | null)?.argv;
    if (!Array.isArray(argv) || !argv.every((word) => typeof word === 'string')) {
      return { status: 400, result: { exitCode: 2, output: 'Expected { "argv": [strings] }.' } };
    }
    const result = await runOpsCommand(argv, services);
    log.info({ argv, exitCode: result.exitCode }, 'ops command');
    return { status: 200, result };
  } catch (error) {
    log.error({ err: error }, 'ops socket request failed');
    return { status: 500, result: { exitCode: 1, output: `The server could not run the command: ${String(error)}` } };
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        request.destroy();
        reject(new Error('command line too long'));
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function readResult(value: unknown): OpsResult {
  const { exitCode, output } = (value ?? {}) as Partial<OpsResult>;
  if (typeof exitCode !== 'number' || typeof output !== 'string') throw new Error('not an ops result');
  return { exitCode, output };
}
