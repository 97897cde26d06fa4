// Fails fast when the web app has not been built: the server under test serves dist/web, and a
// missing build would otherwise show up as confusing page failures in every spec.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function globalSetup(): void {
  const index = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error(`The web app is not built (${index} is missing): run \`npm run build\` first (\`npm test\` does).`);
  }
}
