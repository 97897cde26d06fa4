// Runs an operator command on the server under test, so a spec can change what an operator changes
// (site flags, reviews, messages). `npm run ops` hands its command line to a running server through
// the ops socket in DATA_DIR (server/ops/ops-socket.ts: POST /run with { argv }, answered with
// { exitCode, output }); this sends it there directly, to this worker's own server, whose folder
// fixtures.ts puts in E2E_DATA_DIR. Starting the command line itself (node, tsx and the server's
// modules) cost a second or more per call, and over 30 s on a loaded machine; the command line's
// forwarding is tested in tests/server/ops/ops-cli.test.ts.
import { request } from 'node:http';
import { join } from 'node:path';

/** As long as the command line waits for the server (server/ops/ops-socket.ts). */
const TIMEOUT_MS = 60_000;

export interface OpsResult {
  stdout: string;
  stderr: string;
}

function send(socketPath: string, argv: readonly string[]): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve, reject) => {
    const call = request({ socketPath, path: '/run', method: 'POST', headers: { 'content-type': 'application/json' }, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          const { exitCode, output } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { exitCode: number; output: string };
          resolve({ exitCode, output: String(output) });
        } catch (error) {
          reject(new Error(`the ops socket sent an unreadable answer (HTTP ${response.statusCode})`, { cause: error }));
        }
      });
      response.on('error', reject);
    });
    call.on('timeout', () => call.destroy(new Error(`the ops socket did not answer in ${TIMEOUT_MS} ms`)));
    call.on('error', reject);
    call.end(JSON.stringify({ argv }));
  });
}

/** `await ops('site', 'set', 'openStatus', 'false')` does what `npm run ops -- site set openStatus false` does. */
export async function ops(...args: string[]): Promise<OpsResult> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: import test from ./fixtures, which starts the worker server');
  const { exitCode, output } = await send(join(dataDir, 'ops.sock'), args).catch((error: unknown) => {
    throw new Error(`ops ${args.join(' ')} failed: ${String(error)}`, { cause: error });
  });
  // As the command line prints it: the output on stdout when it succeeded, else on stderr with a non-zero exit.
  if (exitCode !== 0) throw new Error(`ops ${args.join(' ')} failed (exit ${exitCode}):\n${output}`);
  return { stdout: `${output}\n`, stderr: '' };
}
