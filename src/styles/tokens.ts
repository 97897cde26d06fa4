// Raw colour tokens of the three themes (SPEC.md §1). Only src/styles holds colour literals;
// everything else reads them through the theme contract in theme.css.ts.
import type { ThemeName } from '../domain/themes';

export interface ThemeTokens {
  primary: string;
  primarySoft: string;
  onPrimary: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  danger: string;
  success: string;
  mask: string;
  toast: string;
  onToast: string;
  tabIcon: string;
}

const neutral = {
  onPrimary: '#ffffff',
  background: '#f4f6f9',
  surface: '#ffffff',
  text: '#1d2129',
  textMuted: '#86909c',
  border: '#e5e6eb',
  danger: '#f53f3f',
  success: '#00b42a',
  mask: 'rgba(0, 0, 0, 0.55)',
  toast: 'rgba(29, 33, 41, 0.88)',
  onToast: '#ffffff',
  tabIcon: '#86909c',
};

export const themeTokens: Record<ThemeName, ThemeTokens> = {
  theme1: { ...neutral, primary: '#1F8FFF', primarySoft: '#e8f3ff' },
  theme2: { ...neutral, primary: '#fe7d6b', primarySoft: '#fff0ed' },
  theme3: { ...neutral, primary: '#33ca70', primarySoft: '#e8f9ef' },
};
