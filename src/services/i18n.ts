// Translations (DESIGN.md "i18n"): rosetta over the five locale files. Each language is its own
// chunk, loaded when chosen; English, the fallback, is fetched only once a key is missing from the
// current language, so a complete translation never costs a second download.
import rosetta from 'rosetta';
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../domain/locales';

export type LocaleTable = Record<string, unknown>;
export type TranslationParams = Record<string, unknown> | unknown[];
export type LoadTable = (code: LocaleCode) => Promise<LocaleTable>;

export interface I18n {
  /** Loads the language (once) and makes it the active one. */
  loadLocale(code: LocaleCode): Promise<void>;
  t(key: string, params?: TranslationParams): string;
  currentLocale(): LocaleCode;
  /** Bumped whenever what t() returns may have changed: a snapshot for useSyncExternalStore. */
  localeRevision(): number;
  subscribeLocale(listener: () => void): () => void;
}

export function createI18n(loadTable: LoadTable): I18n {
  const translations = rosetta<LocaleTable>();
  const loaded = new Map<LocaleCode, Promise<void>>();
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

  const lookup = (key: string, params: TranslationParams | undefined, code: LocaleCode): string => {
    const value: unknown = translations.t(key, params, code);
    return typeof value === 'string' ? value : '';
  };

  return {
    async loadLocale(code) {
      if (!isLocaleCode(code)) throw new Error(`Unknown locale ${String(code)}`);
      const request = ++latestRequest;
      await ensure(code);
      // A later choice made while this one was downloading wins.
      if (request !== latestRequest) return;
      active = code;
      translations.locale(code);
      notify();
    },

    t(key, params) {
      const own = lookup(key, params, active);
      if (own) return own;
      if (active !== FALLBACK_LOCALE) {
        const english = lookup(key, params, FALLBACK_LOCALE);
        if (english) return english;
        if (!loaded.has(FALLBACK_LOCALE)) void ensure(FALLBACK_LOCALE).then(notify, () => {});
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

// The template literal keeps the import analysable: Vite emits one chunk per locale file.
const importLocaleFile: LoadTable = async (code) =>
  ((await import(`../../locales/${code}.json`)) as { default: LocaleTable }).default;

const appI18n = createI18n(importLocaleFile);

export const loadLocale = appI18n.loadLocale;
export const t = appI18n.t;
export const currentLocale = appI18n.currentLocale;
export const localeRevision = appI18n.localeRevision;
export const subscribeLocale = appI18n.subscribeLocale;
