import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { localesForWeb } from './build/locales-for-web.ts';

// The web app builds into dist/web; the server serves it. In `npm run dev`, /user-api is proxied
// to a server started with `npm start` (or `node --import tsx server/start.ts`).
export default defineConfig({
  plugins: [
    localesForWeb(),
    react(),
    vanillaExtractPlugin(),
    // Every text file also as .br and .gz (best quality, once, at build); the server sends the one
    // the browser accepts (server/plugins/web-app.ts). A copy no smaller than its file is skipped.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser that runs this app supports modulepreload; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    // A font subset stays a file even when small: inlined, every subset of a script would be
    // downloaded with its stylesheet instead of only those the page's characters need.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // One stylesheet for the whole app (7 kB gzip): one render-blocking request instead of three
    // on the first screen, and a screen loaded later never waits for its own stylesheet. The
    // script fonts' stylesheets are kept out of it (src/views/locale-fonts.ts).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The libraries in one file and the app's first-screen code (everything the entry imports
        // statically) in another, rather than one entry plus a small chunk for each module a lazy
        // screen shares with it: fewer requests, one gzip dictionary each. Lazy screens stay apart.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules\/(react|react-dom|scheduler|xstate|@xstate|use-sync-external-store|wouter|ofetch|ufo|destr|rosetta|dlv|templite|clsx)\//, priority: 2 },
            { name: 'shell', test: /\/src\//, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/user-api': 'http://127.0.0.1:8080' } },
});
