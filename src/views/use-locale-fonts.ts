// Web fonts for the scripts a device may lack (Thai, Burmese and Chinese show empty boxes without
// them). Each is a package's stylesheet whose @font-face rules are split by unicode-range, so the
// browser downloads only the pieces the page's characters need, and each is imported on demand:
// only for a language that needs it, and only after the first paint, so no visitor waits for a
// font before seeing the page and Latin-script visitors download none. Once a font has loaded the
// root is marked (data-fonts) and the font leads that language's text (src/styles/global.css.ts).
import { useEffect } from 'react';
import type { LocaleCode } from '../domain/locales';

interface ScriptFont {
  family: string;
  /** A character of the script, so the browser fetches the subset that draws it. */
  sample: string;
  stylesheet: () => Promise<unknown>;
}

const SCRIPT_FONTS: Partial<Record<LocaleCode, ScriptFont>> = {
  th_TH: { family: 'Noto Sans Thai', sample: 'ก', stylesheet: () => import('@fontsource/noto-sans-thai/400.css') },
  my_MM: { family: 'Noto Sans Myanmar', sample: 'က', stylesheet: () => import('@fontsource/noto-sans-myanmar/400.css') },
  zh_CN: { family: 'Noto Sans SC', sample: '中', stylesheet: () => import('@fontsource/noto-sans-sc/400.css') },
};

const requested = new Set<LocaleCode>();

async function loadFontsFor(locale: LocaleCode): Promise<void> {
  const font = SCRIPT_FONTS[locale];
  if (!font || requested.has(locale)) return;
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

/** Loads the fonts the given languages' scripts need, after the next paint. */
export function useLocaleFonts(locales: readonly LocaleCode[]) {
  const key = locales.join(' ');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the browser has painted the page before the font requests start.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => key.split(' ').forEach((locale) => void loadFontsFor(locale as LocaleCode)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);
}
