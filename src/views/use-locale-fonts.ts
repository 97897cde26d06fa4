// Web fonts for the scripts a device may lack (Thai, Burmese and Chinese show empty boxes without
// them). Each is a package's stylesheet whose @font-face rules are split by unicode-range, so the
// browser downloads only the pieces the page's characters need, and each is imported on demand:
// only for a language that needs it, and only after the first paint, so no visitor waits for a
// font before seeing the page and Latin-script visitors download none — not even the loader
// (locale-fonts.ts). Once a font has loaded the root is marked (data-fonts) and the font leads
// that language's text (src/styles/global.css.ts).
import { useEffect } from 'react';
import type { LocaleCode } from '../domain/locales';

const FONT_LOCALES = ['th_TH', 'my_MM', 'zh_CN'] as const satisfies readonly LocaleCode[];
export type FontLocale = (typeof FONT_LOCALES)[number];

const needsFont = (locale: string): locale is FontLocale => (FONT_LOCALES as readonly string[]).includes(locale);

/** Loads the fonts the given languages' scripts need, after the next paint. */
export function useLocaleFonts(locales: readonly LocaleCode[]) {
  const key = locales.filter(needsFont).join(' ');
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the browser has painted the page before the font requests start.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // A failed download is tried again by the next screen that needs a font.
        import('./locale-fonts').then(({ loadFontsFor }) => key.split(' ').filter(needsFont).forEach((locale) => void loadFontsFor(locale)), () => {});
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);
}
