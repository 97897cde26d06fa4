// One import direction, enforced: views → machines → services → domain; server/ and src/
// share only src/domain. Cycles fail too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const layer = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          layer('./src/domain', ['./src/services', './src/machines', './src/views', './src/styles', './server'], 'domain is pure: it imports no other layer'),
          layer('./src/services', ['./src/machines', './src/views', './src/styles', './server'], 'services sit below machines and views'),
          layer('./src/machines', ['./src/views', './src/styles', './server'], 'machines never import views'),
          layer('./src/styles', ['./src/services', './src/machines', './src/views', './server'], 'styles import only domain'),
          layer('./src', ['./server'], 'the web app never imports the server'),
          { target: './server', from: './src', except: ['./domain'], message: 'the server shares only src/domain with the web app' },
        ],
      }],
    },
  },
);
