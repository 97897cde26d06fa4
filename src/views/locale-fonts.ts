// The web fonts for the scripts a device may lack, and how one is loaded (see use-locale-fonts.ts,
// which fetches this module only for a language that needs one, so Latin-script visitors never do).
import type { LocaleCode } from '../domain/locales';
import type { FontLocale } from './use-locale-fonts';

interface ScriptFont {
  family: string;
  /** A character of the script, so the browser fetches the subset that draws it. */
  sample: string;
  stylesheet: () => Promise<unknown>;
}

const SCRIPT_FONTS: Record<FontLocale, ScriptFont> = {
  th_TH: { family: 'Noto Sans Thai', sample: 'ก', stylesheet: () => import('@fontsource/noto-sans-thai/400.css') },
  my_MM: { family: 'Noto Sans Myanmar', sample: 'က', stylesheet: () => import('@fontsource/noto-sans-myanmar/400.css') },
  zh_CN: { family: 'Noto Sans SC', sample: '中', stylesheet: () => import('@fontsource/noto-sans-sc/400.css') },
};

const requested = new Set<LocaleCode>();

export async function loadFontsFor(locale: FontLocale): Promise<void> {
  const font = SCRIPT_FONTS[locale];
  if (requested.has(locale)) return;
  requested.add(locale);
  try {
    await font.stylesheet();
    await document.fonts.load(`1em "${font.family}"`, font.sample);
    document.documentElement.dataset.fonts = [...new Set([...(document.documentElement.dataset.fonts ?? '').split(' '), locale])].join(' ').trim();
  } catch {
    // Without the font the device's own is used; a later visit to the screen tries again.
    requested.delete(locale);
  }
}
