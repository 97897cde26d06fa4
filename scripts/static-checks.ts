// `npm run check`: the lint, the type check and the flow diagrams' check, side by side. Each is one
// single-threaded process, so on a machine with two or more cores running them together takes about
// as long as the slowest alone instead of the sum. Each one's output is printed whole when it ends,
// under its name, so two outputs never interleave; the exit code is 1 when any of them failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const CHECKS: ReadonlyArray<{ name: string; argv: string[] }> = [
  { name: 'lint (eslint .)', argv: ['node_modules/eslint/bin/eslint.js', '.'] },
  { name: 'types (tsc --noEmit)', argv: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'flow diagrams (scripts/flows.ts --check)', argv: ['scripts/run-ts.mjs', 'scripts/flows.ts', '--check'] },
];

function run(check: { name: string; argv: string[] }): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, check.argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}: ${check.name} in ${seconds} s\n${text ? `${text}\n` : ''}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
