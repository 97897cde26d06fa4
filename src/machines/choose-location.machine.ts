// Choosing the country or region the site serves the player in (/choose-location).
//   choosing → the site's country and the served markets; the current one is marked
//   chosen   → the choice is kept on the device and the language rule (SPEC.md §1) ran again with
//              it: without a stored language the country's language shows (TH Thai, MM Burmese,
//              else English) unless the site sets a default language; a stored language stays
// The effects are injected: keeping the choice (storeCountry) and handing it to the preferences
// actor that owns the language (applyCountry, given by the view as input).
import { assign, setup } from 'xstate';
import { countryChoices } from '../domain/countries';
import { defaultLocale, isLocaleCode, type LocaleCode } from '../domain/locales';
import { storage } from '../services/storage';

export interface ChooseLocationInput {
  siteCountry: string | null;
  storedCountry: string | null;
  websiteDefaultLanguage: string | null;
  storedLocale: LocaleCode | null;
  applyCountry: (countryCode: string) => void;
}

export interface ChooseLocationContext {
  choices: string[];
  /** The country in force: the chosen one, else the site's. */
  country: string | null;
  websiteDefaultLanguage: string | null;
  storedLocale: LocaleCode | null;
  /** The language the rule gives with the chosen country; null until the player chooses. */
  localeCode: LocaleCode | null;
  /** Which step of the rule gave it: the player's stored language, the site's default, the country. */
  localeSource: 'stored' | 'site' | 'country' | null;
  applyCountry: (countryCode: string) => void;
}

export type ChooseLocationEvent = { type: 'CHOOSE'; countryCode: string };

export const chooseLocationMachine = setup({
  types: { input: {} as ChooseLocationInput, context: {} as ChooseLocationContext, events: {} as ChooseLocationEvent },
  guards: {
    offered: ({ context, event }) => context.choices.includes(event.countryCode),
  },
  actions: {
    choose: assign(({ context, event }) => ({
      country: event.countryCode,
      localeCode: defaultLocale({ stored: context.storedLocale, websiteDefaultLanguage: context.websiteDefaultLanguage, countryCode: event.countryCode }),
      localeSource: context.storedLocale ? 'stored' : isLocaleCode(context.websiteDefaultLanguage) ? 'site' : 'country',
    })),
    storeCountry: ({ context }) => {
      if (context.country) storage.set('country', context.country);
    },
    applyCountry: ({ context }) => {
      if (context.country) context.applyCountry(context.country);
    },
  },
}).createMachine({
  id: 'chooseLocation',
  description: 'The country or region the site serves the player in; the language follows it unless one is stored.',
  context: ({ input }) => ({
    choices: countryChoices(input.siteCountry),
    country: input.storedCountry ?? input.siteCountry?.toUpperCase() ?? null,
    websiteDefaultLanguage: input.websiteDefaultLanguage,
    storedLocale: input.storedLocale,
    localeCode: null,
    localeSource: null,
    applyCountry: input.applyCountry,
  }),
  initial: 'choosing',
  // A code the page does not offer (a hand-made event) changes nothing.
  on: { CHOOSE: { guard: 'offered', target: '.chosen', actions: ['choose', 'storeCountry', 'applyCountry'] } },
  states: {
    choosing: {},
    chosen: {},
  },
});
