// Preferences (SPEC.md §1, §3): the language and the theme (system id `preferences`).
//   waiting         → no site info yet; the theme can change, the language waits for the rule
//   loadingLocale   → the language the §1 rule picks (stored, site default, country) is loading
//   idle            → shown; the player may pick another language
//   switchingLocale → the player's choice (a language, or a country that picks one) is loading
// A language that fails to load goes on too: i18n falls back to English rather than leave the
// player on a blank screen. Each rule-picked language is reported to the parent (boot waits on it).
import { assign, sendParent, setup } from 'xstate';
import { defaultLocale, type LocaleCode } from '../domain/locales';
import type { SiteInfo } from '../domain/site-info.schema';
import type { ThemeName } from '../domain/themes';
import { storage } from '../services/storage';
import { preferencesActors } from './preferences.actors';

export interface PreferencesInput {
  storedLocale: LocaleCode | null;
  /** The country the player chose (/choose-location); it stands in for the site's in the rule. */
  storedCountry?: string | null;
  theme: ThemeName;
}

export interface PreferencesContext {
  storedLocale: LocaleCode | null;
  storedCountry: string | null;
  localeCode: LocaleCode;
  theme: ThemeName;
}

export type PreferencesEvent =
  /** Site info settled (null when none could be had): pick the language by the §1 rule. */
  | { type: 'PICK_LOCALE'; siteInfo: SiteInfo | null }
  | { type: 'SET_LOCALE'; localeCode: LocaleCode }
  /** The player chose a country: the §1 rule runs again with it (a stored language still wins). */
  | { type: 'SET_COUNTRY'; countryCode: string; websiteDefaultLanguage: string | null }
  | { type: 'SET_THEME'; theme: ThemeName };

const loadLocale = (target: string, then: 'reportLocaleLoaded' | [] = []) => ({
  id: 'loadLocale',
  src: 'loadLocale' as const,
  input: ({ context }: { context: PreferencesContext }) => ({ localeCode: context.localeCode }),
  onDone: { target, actions: then },
  onError: { target, actions: then },
});

export const preferencesMachine = setup({
  types: { input: {} as PreferencesInput, context: {} as PreferencesContext, events: {} as PreferencesEvent },
  actors: preferencesActors,
  actions: {
    pickLocale: assign({
      localeCode: ({ context, event }) =>
        event.type === 'PICK_LOCALE'
          ? defaultLocale({
              stored: context.storedLocale,
              websiteDefaultLanguage: event.siteInfo?.websiteDefaultLanguage,
              countryCode: context.storedCountry ?? event.siteInfo?.countryCode,
            })
          : context.localeCode,
    }),
    chooseCountry: assign(({ context, event }) =>
      event.type === 'SET_COUNTRY'
        ? {
            storedCountry: event.countryCode,
            localeCode: defaultLocale({ stored: context.storedLocale, websiteDefaultLanguage: event.websiteDefaultLanguage, countryCode: event.countryCode }),
          }
        : {},
    ),
    chooseLocale: assign(({ event }) =>
      event.type === 'SET_LOCALE' ? { localeCode: event.localeCode, storedLocale: event.localeCode } : {},
    ),
    storeLocale: ({ context }) => storage.set('locale', context.localeCode),
    chooseTheme: assign({ theme: ({ context, event }) => (event.type === 'SET_THEME' ? event.theme : context.theme) }),
    storeTheme: ({ context }) => storage.set('themeSkin', context.theme),
    reportLocaleLoaded: sendParent({ type: 'LOCALE_LOADED' }),
  },
}).createMachine({
  id: 'preferences',
  description: 'Language (the stored choice, the site default or the country) and theme.',
  context: ({ input }) => ({
    storedLocale: input.storedLocale,
    storedCountry: input.storedCountry ?? null,
    localeCode: input.storedLocale ?? 'en_US',
    theme: input.theme,
  }),
  initial: 'waiting',
  on: {
    SET_THEME: { actions: ['chooseTheme', 'storeTheme'] },
    PICK_LOCALE: { target: '.loadingLocale', actions: 'pickLocale' },
  },
  states: {
    waiting: {},
    loadingLocale: { invoke: loadLocale('idle', 'reportLocaleLoaded') },
    idle: {
      on: {
        SET_LOCALE: { target: 'switchingLocale', actions: ['chooseLocale', 'storeLocale'] },
        // The language is not stored: it stays the rule's pick, so a later country choice moves it.
        SET_COUNTRY: { target: 'switchingLocale', actions: 'chooseCountry' },
      },
    },
    switchingLocale: { invoke: loadLocale('idle') },
  },
});
