// What the platform put in the frame's URL: the single-use launch token, the player's language,
// and the platform's origin (the only window messages go to).
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../../../../../src/domain/locales';

export interface Launch {
  token: string | null;
  locale: LocaleCode;
  /** The platform's origin, or null when the URL carries none that is a plain origin. */
  parentOrigin: string | null;
}

export function readLaunch(search: string): Launch {
  const params = new URLSearchParams(search);
  const lang = params.get('lang');
  return { token: params.get('token'), locale: isLocaleCode(lang) ? lang : FALLBACK_LOCALE, parentOrigin: plainOrigin(params.get('parent')) };
}

/** `https://site.example` back, anything with a path, query or odd scheme refused. */
function plainOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}
