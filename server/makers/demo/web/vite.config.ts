// The demo maker's game pages: three light pages (plain TypeScript, canvas and SVG, no framework)
// built on their own into dist/demo-maker-web, which the demo maker serves from its own origin
// (GET /play/{gameCode} answers <gameCode>.html; /assets/* the fingerprinted files). They share
// one small module (shared/) and import nothing from the web app but src/domain.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
export const DEMO_GAME_PAGES = ['lucky-lanterns', 'royal-roulette', 'jacks-or-better'] as const;

export default defineConfig({
  root: here('.'),
  base: '/',
  publicDir: false,
  // Every text file also as .br and .gz, as the web app does, for a server that sends precompressed files.
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  build: {
    outDir: here('../../../../dist/demo-maker-web'),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: Object.fromEntries(DEMO_GAME_PAGES.map((page) => [page, here(`${page}.html`)])),
    },
  },
});
