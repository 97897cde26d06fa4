import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModules } from './build/chunk-modules.ts';
import { beyondHomePreloads } from './build/beyond-home-preloads.ts';
import { stripMachineDescriptions } from './build/strip-machine-descriptions.ts';
import { localesForWeb } from './build/locales-for-web.ts';
import { webAppManifest } from './build/web-app-manifest.ts';
import { OFFLINE_FONT_FILES, OFFLINE_PAGE, offlinePage } from './build/offline-page.ts';

// The web app builds into dist/web; the server serves it. In `npm run dev`, /user-api is proxied
// to a server started with `npm start` (or `node --import tsx server/start.ts`).
// The server's renderer of the home (src/first-screen.server.tsx) is an SSR build of the same
// sources (scripts/build-web.ts): the plugins that make the same modules and class names, none of
// those that write the browser's files.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    localesForWeb(),
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild ? [] : browserPlugins()),
  ],
  resolve: {
    // @xstate/react and wouter import use-sync-external-store's shim, written for React before 18:
    // on React 19 it only hands back React's own hook, yet its fallback ships with it. The entries
    // without the shim use React's hook directly, as every React this app runs on has it.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json (a dot folder, never served): which files the first screen loads, for
    // its size budget (tests/e2e/first-screen-budget.spec.ts).
    manifest: !isSsrBuild,
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
        // A lazy chunk's file is its hash alone: the shell lists every chunk it may import (with
        // what each imports, for modulepreload), and the names in that list were 0.6 kB gzip of the
        // first screen. The libraries, the shell and the runtime keep theirs (the budget and bench
        // tell them apart by name); .vite/chunk-modules.json says what every file holds.
        chunkFileNames: (chunk) => (/^(vendor|shell|rolldown-runtime)$/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // The libraries in one file and the app's first-screen code (everything the entry imports
        // statically) in another, rather than one entry plus a small chunk for each module a lazy
        // screen shares with it: fewer requests, one gzip dictionary each. Lazy screens stay apart.
        codeSplitting: {
          groups: [
            // ofetch (with ufo and destr) is not among them: it comes with the API client, which
            // loads with the first call (services/api-config.ts), after a guest's home has loaded.
            { name: 'vendor', test: /node_modules\/(react|react-dom|scheduler|xstate|@xstate|use-sync-external-store|wouter|rosetta|dlv|templite|clsx)\//, priority: 2 },
            { name: 'shell', test: /\/src\//, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/user-api': 'http://127.0.0.1:8080' } },
}));

/** What only the browser's build writes: compressed copies, the installable app, the worker. */
function browserPlugins() {
  return [
    // Which modules each script holds, for the first screen's budget.
    chunkModules(import.meta.dirname),
    // The actors' and the whole app's chunks preloaded on every page but a phone's home.
    beyondHomePreloads(),
    // The machines' descriptions are for the flow diagrams and the inspector, not for players.
    stripMachineDescriptions(),
    // Every text file also as .br and .gz (best quality, once, at build); the server sends the one
    // the browser accepts (server/plugins/web-app.ts). A copy no smaller than its file is skipped.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    // The installable app: its icons and per-theme manifest (the server adds the site's names at
    // /manifest.webmanifest), the offline page, and the service worker, sw.js at the site's root.
    webAppManifest(),
    offlinePage(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // The app registers the worker itself, after the first screen has loaded
      // (src/machines/app-update.machine.ts), and asks the player before a new build takes over.
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      workbox: {
        // The current build's scripts and stylesheet, the offline page with its fonts and the themes'
        // SVG icons (the PNG icons are the launcher's, fetched when installing).
        // Not index.html: every page load asks the server, whose page carries the operator's
        // current settings (title, tracking markup and the policy that allows it).
        globPatterns: ['assets/*.{js,css}', OFFLINE_PAGE, 'offline.js', 'icons/*.svg', ...OFFLINE_FONT_FILES],
        globIgnores: ['**/*.br', '**/*.gz'],
        // Fingerprinted names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        navigateFallback: null,
        // A page load goes to the network, and only when that fails is the offline page shown.
        // Nothing else is routed: /user-api (calls, uploaded pictures), the makers' pages on
        // their own origins and the site's other files go to the network, never into a cache.
        runtimeCaching: [
          {
            urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/user-api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
          },
        ],
      },
    }),
  ];
}
