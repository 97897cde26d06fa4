// Runs the operator command line against the server under test, so a spec can change what an
// operator changes (site flags, reviews, messages). The CLI reaches the running server through a
// socket in DATA_DIR: this worker's own server's, which fixtures.ts puts in E2E_DATA_DIR.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface OpsResult {
  stdout: string;
  stderr: string;
}

/** `await ops('flags', 'set', 'registration', 'off')` runs `npm run ops -- flags set registration off`. */
export async function ops(...args: string[]): Promise<OpsResult> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: import test from ./fixtures, which starts the worker server');
  const { DATABASE_URL: _unused, ...env } = process.env;
  try {
    return await run(process.execPath, ['--import', 'tsx', 'server/ops.ts', ...args], {
      cwd: repoRoot,
      env: { ...env, DATA_DIR: dataDir },
      timeout: 30_000,
    });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`ops ${args.join(' ')} failed:\n${stderr || stdout}`, { cause: error });
  }
}
