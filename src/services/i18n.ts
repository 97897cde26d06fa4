// Translations (DESIGN.md "i18n"): rosetta over the five locale files. Each language is loaded
// when chosen, in two parts: the strings of the first screen, then — the first time anything else
// is shown (loadAllStrings, which lazy screens await) — the rest. English, the fallback, is fetched
// only once a key is missing from the current language, so a complete translation never costs a
// second download.
import rosetta from 'rosetta';
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../domain/locales';

export type LocaleTable = Record<string, unknown>;
export type TranslationParams = Record<string, unknown> | unknown[];
export type LoadTable = (code: LocaleCode) => Promise<LocaleTable>;

export interface I18n {
  /** Loads the language (once) and makes it the active one. */
  loadLocale(code: LocaleCode): Promise<void>;
  /** Loads the rest of the active language's strings (once); every later language loads whole. */
  loadAllStrings(): Promise<void>;
  t(key: string, params?: TranslationParams): string;
  currentLocale(): LocaleCode;
  /** Bumped whenever what t() returns may have changed: a snapshot for useSyncExternalStore. */
  localeRevision(): number;
  subscribeLocale(listener: () => void): () => void;
  /**
   * From now on a key beyond the first screen's strings stays empty instead of fetching the rest:
   * the server's renderer of the home (src/first-screen.server.tsx) renders with the first screen's
   * strings alone, as the browser hydrates with them.
   */
  keepToFirstScreen(): void;
  /**
   * A language's first-screen strings handed in (the server-rendered home carries its language's):
   * loadLocale then finds them loaded and fetches nothing for them.
   */
  provideFirstScreenStrings(code: LocaleCode, table: LocaleTable): void;
}

/**
 * loadTable gives a language's table; with loadRest, loadTable gives only the first screen's part
 * and loadRest the remainder, fetched by loadAllStrings or on the first key missing.
 */
export function createI18n(loadTable: LoadTable, loadRest?: LoadTable): I18n {
  let restOnMissingKey = true;
  const translations = rosetta<LocaleTable>();
  const loaded = new Map<LocaleCode, Promise<void>>();
  const loadedRest = new Map<LocaleCode, Promise<void>>();
  const restReady = new Set<LocaleCode>();
  let wantAll = false;
  const listeners = new Set<() => void>();
  let active: LocaleCode = FALLBACK_LOCALE;
  let revision = 0;
  let latestRequest = 0;

  const notify = (): void => {
    revision += 1;
    for (const listener of [...listeners]) listener();
  };

  const ensure = (code: LocaleCode): Promise<void> => {
    let pending = loaded.get(code);
    if (!pending) {
      pending = loadTable(code).then((table) => translations.set(code, table));
      // A failed download may be retried by the next loadLocale.
      pending.catch(() => loaded.delete(code));
      loaded.set(code, pending);
    }
    return pending;
  };

  const ensureRest = (code: LocaleCode): Promise<void> => {
    if (!loadRest) return ensure(code);
    let pending = loadedRest.get(code);
    if (!pending) {
      // After the first part, so the rest's whole areas replace its partial ones (a shallow merge).
      pending = ensure(code)
        .then(() => loadRest(code))
        .then((table) => {
          translations.set(code, table);
          restReady.add(code);
        });
      pending.catch(() => loadedRest.delete(code));
      loadedRest.set(code, pending);
    }
    return pending;
  };

  /** Every string of a language: its first part, and its rest once the app has gone past the first screen. */
  const ensureShown = (code: LocaleCode): Promise<void> => (wantAll ? ensureRest(code) : ensure(code));

  const loadAllStrings = async (): Promise<void> => {
    wantAll = true;
    const code = active;
    await ensureRest(code);
    if (code === active) notify();
  };

  const lookup = (key: string, params: TranslationParams | undefined, code: LocaleCode): string => {
    const value: unknown = translations.t(key, params, code);
    return typeof value === 'string' ? value : '';
  };

  return {
    async loadLocale(code) {
      if (!isLocaleCode(code)) throw new Error(`Unknown locale ${String(code)}`);
      const request = ++latestRequest;
      const shownAlready = code === active && (wantAll && loadRest ? restReady.has(code) : loaded.has(code));
      await ensureShown(code);
      // A later choice made while this one was downloading wins.
      if (request !== latestRequest) return;
      // Nothing t() returns has changed: no view renders again (the session's boot picks the
      // language the phone home already shows, main.tsx, once that home is on screen).
      if (shownAlready) return;
      active = code;
      translations.locale(code);
      notify();
    },

    loadAllStrings,

    keepToFirstScreen() {
      restOnMissingKey = false;
    },

    provideFirstScreenStrings(code, table) {
      if (loaded.has(code)) return;
      translations.set(code, table);
      loaded.set(code, Promise.resolve());
    },

    t(key, params) {
      const own = lookup(key, params, active);
      if (own) return own;
      if (loadRest && !restReady.has(active)) {
        // Not on the first screen: an empty text until the rest arrives, then a re-render.
        if (restOnMissingKey) void loadAllStrings().catch(() => {});
        return '';
      }
      if (active !== FALLBACK_LOCALE) {
        const english = lookup(key, params, FALLBACK_LOCALE);
        if (english) return english;
        const englishLoaded = loadRest ? loadedRest.has(FALLBACK_LOCALE) : loaded.has(FALLBACK_LOCALE);
        if (!englishLoaded) void ensureRest(FALLBACK_LOCALE).then(notify, () => {});
      }
      return key;
    },

    currentLocale: () => active,
    localeRevision: () => revision,

    subscribeLocale(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

// Two chunks per language, cut by the build (build/locales-for-web.ts): the first screen's strings
// and the rest. Outside the build (unit tests) the query changes nothing: both give the whole file.
// Vite rewrites each glob call into a table at build time; in plain Node (the browser suite replays
// the machines beside the page) `import.meta.glob` does not exist, so there are no files to load.
let firstScreenFiles: Record<string, () => Promise<LocaleTable>> = {};
let restFiles: Record<string, () => Promise<LocaleTable>> = {};
try {
  firstScreenFiles = import.meta.glob<LocaleTable>('../../locales/*.json', { query: { strings: 'first-screen' }, import: 'default' });
  restFiles = import.meta.glob<LocaleTable>('../../locales/*.json', { query: { strings: 'rest' }, import: 'default' });
} catch {
  // Outside Vite: loadLocale rejects and t() falls back, as it does for a missing file.
}

const fromGlob = (files: Record<string, () => Promise<LocaleTable>>): LoadTable => (code) => {
  const load = files[`../../locales/${code}.json`];
  return load ? load() : Promise.reject(new Error(`No locale file for ${code}`));
};

const appI18n = createI18n(fromGlob(firstScreenFiles), fromGlob(restFiles));

/** A language's first-screen strings, as the browser's build cuts them: what the server's page carries. */
export const firstScreenStrings: LoadTable = fromGlob(firstScreenFiles);

export const loadLocale = appI18n.loadLocale;
export const loadAllStrings = appI18n.loadAllStrings;
export const keepToFirstScreen = appI18n.keepToFirstScreen;
export const provideFirstScreenStrings = appI18n.provideFirstScreenStrings;
export const t = appI18n.t;
export const currentLocale = appI18n.currentLocale;
export const localeRevision = appI18n.localeRevision;
export const subscribeLocale = appI18n.subscribeLocale;
