// The web fonts for the scripts a device may lack, and how one is loaded (see use-locale-fonts.ts,
// which fetches this module only for a language that needs one, so Latin-script visitors never do).
// Each package stylesheet is imported as text (?inline) and added as a <style> when needed: a plain
// CSS import would be merged into the app's one stylesheet (vite.config.ts, cssCodeSplit off), and
// the Chinese font's hundred unicode-range faces alone made that render-blocking file 49 kB gzip
// heavier for every visitor.
import type { LocaleCode } from '../domain/locales';
import type { FontLocale } from './use-locale-fonts';

interface ScriptFont {
  family: string;
  /** A character of the script, so the browser fetches the subset that draws it. */
  sample: string;
  /** The package's @font-face rules, as CSS text. */
  stylesheet: () => Promise<{ default: string }>;
}

const SCRIPT_FONTS: Record<FontLocale, ScriptFont> = {
  th_TH: { family: 'Noto Sans Thai', sample: 'ก', stylesheet: () => import('@fontsource/noto-sans-thai/400.css?inline') },
  my_MM: { family: 'Noto Sans Myanmar', sample: 'က', stylesheet: () => import('@fontsource/noto-sans-myanmar/400.css?inline') },
  zh_CN: { family: 'Noto Sans SC', sample: '中', stylesheet: () => import('@fontsource/noto-sans-sc/400.css?inline') },
};

const requested = new Set<LocaleCode>();

export async function loadFontsFor(locale: FontLocale): Promise<void> {
  const font = SCRIPT_FONTS[locale];
  if (requested.has(locale)) return;
  requested.add(locale);
  try {
    const { default: css } = await font.stylesheet();
    const style = document.createElement('style');
    style.dataset.localeFont = locale;
    style.textContent = css;
    document.head.append(style);
    await document.fonts.load(`1em "${font.family}"`, font.sample);
    document.documentElement.dataset.fonts = [...new Set([...(document.documentElement.dataset.fonts ?? '').split(' '), locale])].join(' ').trim();
  } catch {
    // Without the font the device's own is used; a later visit to the screen tries again.
    requested.delete(locale);
  }
}
