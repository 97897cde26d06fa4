// The locale files hold the server's messages too (under "server"), so both sides translate
// from one place. The browser never shows them: this plugin leaves them out of the web build.
//
// It also splits each language for the first screen (src/services/i18n.ts): importing
// `xx_XX.json?strings=first-screen` gives only the keys the first screen shows
// (FIRST_SCREEN_STRINGS: whole areas such as "home" or single keys such as "route.home"), and
// `?strings=rest` every other area, each as a module whose default export is the table. A first
// visit downloads the small table; the rest comes with the first screen loaded on demand.
import type { Plugin } from 'vite';

const LOCALE_FILE = /[\\/]locales[\\/][a-z]{2}_[A-Z]{2}\.json$/;
const SERVER_ONLY = ['server'];

export type StringsPart = 'first-screen' | 'rest';
type Table = Record<string, unknown>;

/**
 * What the home screen (and the shell around it: tab bar, overlays, offline and chunk-failure
 * notices, the login greeting, a signed-in player's balance and Deposit in the phone's header)
 * shows before anything else loads. A key missing here still shows, one render later, after the
 * rest arrives: the whole rest of the language, so a signed-in phone's header without its two
 * keys fetched it at every boot and showed an empty Deposit until then.
 */
export const FIRST_SCREEN_STRINGS = ['common', 'tab', 'home', 'hero', 'promotion.details', 'format', 'route.home', 'desktop.menu', 'desktop.deposit', 'account.balance', 'account.loginSuccess', 'messages.tabLabel', 'notice.home'];

export interface LocalesForWebOptions {
  /** Areas ("home") and keys ("route.home") the first screen shows. */
  firstScreen?: readonly string[];
}

function pick(table: Table, path: readonly string[]): unknown {
  let node: unknown = table;
  for (const part of path) node = node !== null && typeof node === 'object' ? (node as Table)[part] : undefined;
  return node;
}

function put(table: Table, path: readonly string[], value: unknown): void {
  let node = table;
  for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Table;
  node[path[path.length - 1] ?? ''] = value;
}

/** The first-screen keys of a table, and the table of every area they do not cover whole. */
export function splitStrings(table: Table, firstScreen: readonly string[], part: StringsPart): Table {
  const paths = firstScreen.map((entry) => entry.split('.'));
  if (part === 'first-screen') {
    const picked: Table = {};
    for (const path of paths) {
      const value = pick(table, path);
      if (value !== undefined) put(picked, path, value);
    }
    return picked;
  }
  // An area only partly on the first screen ships again whole here: rosetta merges areas shallowly.
  const wholeAreas = new Set(paths.filter((path) => path.length === 1).map(([area]) => area));
  return Object.fromEntries(Object.entries(table).filter(([area]) => !wholeAreas.has(area)));
}

export function localesForWeb({ firstScreen = FIRST_SCREEN_STRINGS }: LocalesForWebOptions = {}): Plugin {
  return {
    name: 'locales-for-web',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!LOCALE_FILE.test(file)) return null;
      const table = JSON.parse(code) as Table;
      for (const key of SERVER_ONLY) delete table[key];
      const part = new URLSearchParams(query).get('strings');
      if (part !== 'first-screen' && part !== 'rest') return { code: JSON.stringify(table), map: null };
      // Vite's JSON plugin leaves ids with a query alone: hand it a module.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(splitStrings(table, firstScreen, part)))});`, map: null };
    },
  };
}
