// Fails fast when the web app has not been built: the servers under test serve dist/web, and a
// missing build would otherwise show up as confusing page failures in every spec. Then makes the
// data folder every worker's server starts from (worker-server.ts) and removes it at the end.
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeTemplateDataDir } from './worker-server';

export default async function globalSetup(): Promise<() => void> {
  const index = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error(`The web app is not built (${index} is missing): run \`npm run build\` first (\`npm test\` does).`);
  }
  const template = await makeTemplateDataDir();
  // Workers start after global setup and inherit the runner's environment.
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
