// One import direction, enforced: views → machines → services → domain; server/ and src/
// share only src/domain. Cycles fail too, type-only ones included. On the server, a module under
// server/modules/<area>/ imports another only through that one's entry (<area>.module.ts), and
// server/shared/ sits below every module.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import noImportCycle from './build/eslint-no-import-cycle.js';

const layer = (target, from, message) => ({ target, from, message });

// Each module may import its own files and the other modules' entries, nothing else of theirs.
const MODULES_DIR = 'server/modules';
const areas = fs.readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const entriesOf = (area) => fs.readdirSync(path.join(MODULES_DIR, area)).filter((file) => file.endsWith('.module.ts')).map((file) => `./${area}/${file}`);
const moduleBoundaries = areas.map((area) => ({
  target: `./${MODULES_DIR}/${area}`,
  from: `./${MODULES_DIR}`,
  except: [`./${area}`, ...areas.filter((other) => other !== area).flatMap(entriesOf)],
  message: `a module imports another only through its entry (<area>.module.ts); what several share belongs in server/shared/`,
}));
// What composes the modules (the app, the service factory, the module list, the command line).
const composition = ['./server/app.ts', './server/app-modules.ts', './server/services.ts', './server/user-api.ts', './server/ops', './server/plugins', './server/openapi', './server/start.ts', './server/ops.ts'];

// DESIGN.md "The flow of a request": views make no calls; a view sends its machine an event and
// the machine's injected actors call services. The translation table (services/i18n.ts) is read,
// not called, so views may use it: its reads only (the rule for src/views below).
const viewsMakeNoCalls = {
  target: './src/views',
  from: './src/services',
  except: ['./i18n.ts'],
  message: 'views make no calls: send the machine an event and let its actors call services',
};
const layerZones = [
  layer('./src/domain', ['./src/services', './src/machines', './src/views', './src/styles', './server'], 'domain is pure: it imports no other layer'),
  layer('./src/services', ['./src/machines', './src/views', './src/styles', './server'], 'services sit below machines and views'),
  layer('./src/machines', ['./src/views', './src/styles', './server'], 'machines never import views'),
  layer('./src/styles', ['./src/services', './src/machines', './src/views', './server'], 'styles import only domain'),
  layer('./src', ['./server'], 'the web app never imports the server'),
  { target: './server', from: './src', except: ['./domain'], message: 'the server shares only src/domain with the web app' },
  ...moduleBoundaries,
  layer('./server/shared', ['./server/modules', ...composition], 'server/shared sits below the modules: it imports none of them'),
  layer('./server/modules', composition, 'a module is composed by the app; it does not import the app'),
  // The demo maker's game pages run in the player's browser on the maker's origin: like the
  // web app they may share src/domain, and nothing of the server or of the web app's views.
  { target: './server/makers/demo/web', from: './server', except: ['./makers/demo/web'], message: "the demo maker's game pages import only src/domain and their own files" },
];

export default tseslint.config(
  // tests/fixtures/ holds code that breaks these rules on purpose (tests/unit/lint-boundaries.test.ts).
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'tests/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The one script that runs before any TypeScript can (scripts/run-ts.mjs starts the rest) is Node's.
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x reads no .ts file's imports, and no cycle through one can be found.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // import-x/no-cycle skips type-only imports; this one counts them (build/eslint-no-import-cycle.js).
      'local/no-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [viewsMakeNoCalls, ...layerZones] }],
    },
  },
  // What a view may take of the translation service: the table and the locale's changes. Loading
  // strings is a call, made by machines (machines/screen-strings.ts for a lazy screen's).
  {
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/services/i18n'],
          allowImportNames: ['t', 'localeRevision', 'subscribeLocale', 'currentLocale'],
          message: 'views read the translation table (t, the locale and its changes); loading strings is a call for a machine to make',
        }],
      }],
    },
  },
  // Wire schemas (src/domain/*.schema.ts) are the one source of the wire types; the browser code
  // (the web app, the demo maker's game pages) takes only their types, which erase, so TypeBox
  // never enters a page's script (src/domain/wire.schema.ts says what one schema would cost).
  {
    files: ['src/**/*.{ts,tsx}', 'server/makers/demo/web/**/*.{ts,tsx}'],
    ignores: ['src/domain/**/*.schema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/*.schema', 'typebox', 'typebox/*'],
          allowTypeImports: true,
          message: 'browser code imports wire schemas and TypeBox as types only (`import type`): at run time they would grow the page script',
        }],
      }],
    },
  },
);
