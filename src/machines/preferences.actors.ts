// The call the preferences actor makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { LocaleCode } from '../domain/locales';
import { loadLocale } from '../services/i18n';

export const preferencesActors = {
  loadLocale: fromPromise<void, { localeCode: LocaleCode }>(({ input }) => loadLocale(input.localeCode)),
};
