// The script fonts of the published-tables pages (demo-fair-tables.routes.ts): Thai, Burmese and
// Chinese text falls back to boxes on a device without such a font, so those pages load the same
// self-hosted Noto fonts the game pages and the web app use (the @fontsource packages):
//   GET /fair/fonts/<family>.css     the package's 400 weight stylesheet, its urls pointing below
//   GET /fair/fonts/files/<file>     its font files (split by unicode-range: only what a page shows)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { LocaleCode } from '../../../src/domain/locales';

interface ScriptFont {
  /** The @fontsource package, also the stylesheet's name under /fair/fonts/. */
  name: string;
  family: string;
}

export const FAIR_PAGE_FONTS: Partial<Record<LocaleCode, ScriptFont>> = {
  th_TH: { name: 'noto-sans-thai', family: 'Noto Sans Thai' },
  my_MM: { name: 'noto-sans-myanmar', family: 'Noto Sans Myanmar' },
  zh_CN: { name: 'noto-sans-sc', family: 'Noto Sans SC' },
};

const FONTS_PREFIX = '/fair/fonts/';
export const fairFontStylesheet = (font: ScriptFont): string => `${FONTS_PREFIX}${font.name}.css`;

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`@fontsource/${name}/package.json`));

export async function fairFontRoutes(app: FastifyInstance): Promise<void> {
  const fonts = Object.values(FAIR_PAGE_FONTS);
  // Read once: the packages change only with an install.
  const stylesheets = new Map(
    fonts.map((font) => [
      `${font.name}.css`,
      fs.readFileSync(path.join(packageDir(font.name), '400.css'), 'utf8').replaceAll('url(./files/', `url(${FONTS_PREFIX}files/`),
    ]),
  );
  await app.register(fastifyStatic, {
    root: fonts.map((font) => path.join(packageDir(font.name), 'files')),
    prefix: `${FONTS_PREFIX}files/`,
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });
  app.get<{ Params: { file: string } }>(`${FONTS_PREFIX}:file`, async (request, reply) => {
    const css = stylesheets.get(request.params.file);
    if (css === undefined) return reply.code(404).send({ error: 'not found' });
    return reply.header('cache-control', 'public, max-age=86400').type('text/css; charset=utf-8').send(css);
  });
}
