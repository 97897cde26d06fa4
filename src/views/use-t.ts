// Translations for views: re-renders the caller when the language changes.
import { useSyncExternalStore } from 'react';
import { localeRevision, subscribeLocale, t } from '../services/i18n';

export function useT(): typeof t {
  // The server renders in one language throughout: its revision is the current one.
  useSyncExternalStore(subscribeLocale, localeRevision, localeRevision);
  return t;
}
