// The page's language: only the player's table is downloaded (one small chunk per language), and
// the script's own font is fetched for Thai, Burmese and Chinese so their text never falls back
// to boxes or a mismatched system font.
import type { LocaleCode } from '../../../../../src/domain/locales';
import type { TextKey, Texts } from '../texts/en_US';

const tables: Record<LocaleCode, () => Promise<Texts>> = {
  en_US: () => import('../texts/en_US').then((module) => module.en_US),
  zh_CN: () => import('../texts/zh_CN').then((module) => module.zh_CN),
  my_MM: () => import('../texts/my_MM').then((module) => module.my_MM),
  th_TH: () => import('../texts/th_TH').then((module) => module.th_TH),
  ms_MY: () => import('../texts/ms_MY').then((module) => module.ms_MY),
};

interface ScriptFont {
  family: string;
  /** A character of the script, so the browser fetches the subset that draws it. */
  sample: string;
  stylesheet: () => Promise<unknown>;
}

const fonts: Partial<Record<LocaleCode, ScriptFont>> = {
  th_TH: { family: 'Noto Sans Thai', sample: 'ก', stylesheet: () => import('@fontsource/noto-sans-thai/400.css') },
  my_MM: { family: 'Noto Sans Myanmar', sample: 'က', stylesheet: () => import('@fontsource/noto-sans-myanmar/400.css') },
  zh_CN: { family: 'Noto Sans SC', sample: '中', stylesheet: () => import('@fontsource/noto-sans-sc/400.css') },
};

/** The script's font, loaded before the first text is drawn: text laid out earlier can stay as boxes. */
async function loadFont(font: ScriptFont | undefined): Promise<void> {
  if (!font) return;
  try {
    await font.stylesheet();
    await document.fonts.load(`1em "${font.family}"`, font.sample);
  } catch {
    // Without it the device's own font draws the script, as it would on any other page.
  }
}

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

export async function loadTexts(locale: LocaleCode): Promise<Translate> {
  document.documentElement.lang = locale.replace('_', '-');
  const [table] = await Promise.all([tables[locale](), loadFont(fonts[locale])]);
  return (key, values) => {
    const text = table[key];
    return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
  };
}
