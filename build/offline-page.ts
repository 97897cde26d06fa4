// Writes offline.html and offline.js into the web build: the page the service worker shows for a
// page load when the network is gone (vite.config.ts). Its words are the "offline" area of the five
// locale files, all in the page, and its script (src/offline.ts, bundled here on its own so it
// shares no chunk with the app) shows the player's language and theme. Thai and Burmese text
// needs the fonts the app loads for them (src/views/locale-fonts.ts): the page names their script
// subsets, which the worker precaches with it, since a phone offline may not draw those scripts.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../src/domain/locales.ts';
import { offlinePageStyles } from '../src/styles/offline-page.ts';

export const OFFLINE_PAGE = 'offline.html';
const OFFLINE_SCRIPT = 'offline.js';
/** The fontsource subsets that draw each script, as the app's build names their files. */
const SCRIPT_FONT_SUBSETS = [
  { package: '@fontsource/noto-sans-thai', subset: 'noto-sans-thai-thai-400-normal' },
  { package: '@fontsource/noto-sans-myanmar', subset: 'noto-sans-myanmar-myanmar-400-normal' },
];
/** The font files the offline page needs, for the worker's precache list. */
export const OFFLINE_FONT_FILES = SCRIPT_FONT_SUBSETS.map(({ subset }) => `assets/${subset}-*.woff2`);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function offlineTexts(root: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LOCALES.map((code) => {
      const table = JSON.parse(fs.readFileSync(path.join(root, 'locales', `${code}.json`), 'utf8')) as { offline: Record<string, string> };
      return [code, table.offline];
    }),
  );
}

/** The @font-face rule of each script subset, pointing at the file the app's build emitted. */
function fontFaces(root: string, bundle: Record<string, unknown>): string {
  const emitted = Object.keys(bundle);
  return SCRIPT_FONT_SUBSETS.map(({ package: name, subset }) => {
    const file = emitted.find((fileName) => fileName.startsWith(`assets/${subset}-`) && fileName.endsWith('.woff2'));
    if (!file) throw new Error(`offline page: the build emitted no ${subset} font file`);
    const css = fs.readFileSync(path.join(root, 'node_modules', name, '400.css'), 'utf8');
    const rule = css.split('@font-face').find((block) => block.includes(`${subset}.woff2`));
    const family = /font-family:\s*([^;]+);/.exec(rule ?? '')?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule ?? '')?.[1];
    if (!family || !range) throw new Error(`offline page: no @font-face for ${subset} in ${name}/400.css`);
    return `@font-face{font-family:${family};font-style:normal;font-weight:400;font-display:swap;src:url(/${file}) format('woff2');unicode-range:${range}}`;
  }).join('\n');
}

async function bundleScript(root: string): Promise<string> {
  const { build } = await import('vite');
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { write: false, minify: true, lib: { entry: path.join(root, 'src/offline.ts'), formats: ['iife'], name: 'offlinePage' } },
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const result of outputs) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('offline page: the script bundle gave no code');
}

export function offlinePageHtml({ texts, fonts }: { texts: Record<string, Record<string, string>>; fonts: string }): string {
  const english = texts.en_US ?? {};
  const line = (tag: string, key: string, attributes = '') => `<${tag} data-text="${key}"${attributes}>${escapeHtml(english[key] ?? '')}</${tag}>`;
  // Inside <script>, "</" would end the element: JSON allows "<" written as \u003c.
  const data = JSON.stringify(texts).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<html lang="en" class="theme1">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />',
    '<meta name="robots" content="noindex" />',
    '<link rel="icon" href="/icons/theme1.svg" />',
    `<title>${escapeHtml(english.title ?? '')}</title>`,
    `<style>\n${fonts}\n${offlinePageStyles()}\n</style>`,
    '</head>',
    '<body>',
    '<main><div class="card" role="alert">',
    '<span class="mark" aria-hidden="true"></span>',
    line('h1', 'title'),
    line('p', 'text'),
    line('button', 'retry', ' id="offline-retry" type="button"'),
    line('p', 'hint', ' class="hint"'),
    '</div></main>',
    `<script type="application/json" id="offline-texts">${data}</script>`,
    `<script src="/${OFFLINE_SCRIPT}" defer></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function offlinePage(): Plugin {
  let root = process.cwd();
  return {
    name: 'offline-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: OFFLINE_SCRIPT, source: await bundleScript(root) });
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: offlinePageHtml({ texts: offlineTexts(root), fonts: fontFaces(root, bundle) }) });
    },
  };
}
