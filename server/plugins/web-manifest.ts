// GET /manifest.webmanifest[?theme=theme2]: the installable app's manifest. The build writes each
// theme's part (icons, colours, display, start URL: manifest/<theme>.json, build/web-app-manifest.ts);
// the names are the operator's site settings, read from memory per request, so
// `ops -- site set websiteName ...` shows in the next install without a rebuild. The web app points
// its manifest link at the player's theme (src/views/use-document-head.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { DEFAULT_THEME, isThemeName } from '../../src/domain/themes';
import { REVALIDATE } from './web-app';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export interface WebManifestOptions {
  webDir?: string;
  /** The site's name: in the install dialog, the app switcher and under the icon. */
  siteName: () => Promise<string>;
}

export default fp<WebManifestOptions>(
  async (app, { webDir, siteName }) => {
    if (!webDir) return;
    app.get(
      WEB_MANIFEST_PATH,
      { schema: { querystring: Type.Object({ theme: Type.Optional(Type.String({ maxLength: 20 })) }) } },
      async (request, reply) => {
        const { theme: asked } = request.query as { theme?: string };
        const theme = isThemeName(asked) ? asked : DEFAULT_THEME;
        let themePart: Record<string, unknown>;
        try {
          themePart = JSON.parse(await fs.readFile(path.join(webDir, 'manifest', `${theme}.json`), 'utf8')) as Record<string, unknown>;
        } catch {
          return reply.code(404).type('text/plain; charset=utf-8').send(request.t('server.notFound'));
        }
        // A site without a name yet still installs, under the address it is reached by.
        const name = (await siteName()) || request.hostname;
        return reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(JSON.stringify({ name, short_name: name, ...themePart }));
      },
    );
  },
  { name: 'web-manifest', dependencies: ['locale'] },
);
