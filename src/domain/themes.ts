// The three colour themes of SPEC.md §1.

export const THEMES = ['theme1', 'theme2', 'theme3'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'theme1';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
