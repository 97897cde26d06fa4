// The demo maker's game pages: four light pages (plain TypeScript, canvas and SVG, no framework)
// built on their own into dist/demo-maker-web, which the demo maker serves from its own origin
// (GET /play/{gameCode} answers <gameCode>.html; /assets/* the fingerprinted files). They share
// one small module (shared/) and import nothing from the web app but src/domain.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { GAME_PAGES, gamePageHtml } from './game-pages.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const pageFiles = new Map(GAME_PAGES.map((page) => [here(`${page.code}.html`), page]));

/** Each game's page is written from game-pages.ts as Vite asks for it; no .html file is kept per game. */
function gamePages(): Plugin {
  return {
    name: 'demo-game-pages',
    resolveId: (id) => (pageFiles.has(id) ? id : undefined),
    load(id) {
      const page = pageFiles.get(id);
      return page ? gamePageHtml(page) : undefined;
    },
  };
}

export default defineConfig({
  root: here('.'),
  base: '/',
  publicDir: false,
  // Every text file also as .br and .gz, as the web app does, for a server that sends precompressed files.
  plugins: [gamePages(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: {
    outDir: here('../../../../dist/demo-maker-web'),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: Object.fromEntries([...pageFiles].map(([file, page]) => [page.code, file])),
    },
  },
});
