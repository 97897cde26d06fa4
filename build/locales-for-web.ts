// The locale files hold the server's messages too (under "server"), so both sides translate
// from one place. The browser never shows them: this plugin leaves them out of the web build.
import type { Plugin } from 'vite';

const LOCALE_FILE = /[\\/]locales[\\/][a-z]{2}_[A-Z]{2}\.json$/;
const SERVER_ONLY = ['server'];

export function localesForWeb(): Plugin {
  return {
    name: 'locales-for-web',
    enforce: 'pre',
    transform(code, id) {
      if (!LOCALE_FILE.test(id.split('?')[0] ?? '')) return null;
      const table = JSON.parse(code) as Record<string, unknown>;
      for (const key of SERVER_ONLY) delete table[key];
      return { code: JSON.stringify(table), map: null };
    },
  };
}
