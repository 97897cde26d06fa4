// Raw colour tokens of the three themes (SPEC.md §1). Only src/styles holds colour literals;
// everything else reads them through the theme contract in theme.css.ts.
//
// Contrast (WCAG 2.1 AA, checked by tests/unit/contrast.test.ts for every pair in
// contrast-pairs.ts): SPEC.md's primaries stay the brand surfaces (navigation bar, home brand,
// account header), borders, icons and focus rings, but none of them can carry white text (white on
// #1F8FFF is 3.3:1, on #fe7d6b 2.5:1, on #33ca70 2.1:1): text on them is dark (onPrimary). Text in
// the brand colour, and the fill of buttons and active tabs under white text, use primaryStrong, a
// darker shade of the same hue that clears 4.5:1 on white, on the page and on primarySoft.
import type { ThemeName } from '../domain/themes';

export interface ThemeTokens {
  /** SPEC.md §1's theme colour: brand surfaces, borders, icons, focus, previews. */
  primary: string;
  /** Text on primary. */
  onPrimary: string;
  /** The brand colour dark enough to carry text: links, chosen labels, and the fill of buttons. */
  primaryStrong: string;
  /** Text on primaryStrong (and on success). */
  onPrimaryStrong: string;
  primarySoft: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  /** Error text and the invalid field's border. */
  danger: string;
  /** The fill of the success mark, under onPrimaryStrong. */
  success: string;
  mask: string;
  toast: string;
  onToast: string;
  /** Tab-bar icons and labels when not the current tab. */
  tabIcon: string;
  /** The dark stage a game's frame sits on (the playing screen), and the text and controls on it. */
  stage: string;
  onStage: string;
  /** A filled rating star: a shape, never text, so it needs 3:1 only against the surface. */
  star: string;
}

const neutral = {
  onPrimary: '#1d2129',
  onPrimaryStrong: '#ffffff',
  background: '#f4f6f9',
  surface: '#ffffff',
  text: '#1d2129',
  // Was #86909c (3.2:1 on white, 3.0:1 on the page): grey helper text nobody could read outdoors.
  textMuted: '#5c6573',
  border: '#e5e6eb',
  danger: '#cb2634',
  success: '#17783f',
  mask: 'rgba(0, 0, 0, 0.55)',
  toast: 'rgba(29, 33, 41, 0.92)',
  onToast: '#ffffff',
  tabIcon: '#5c6573',
  stage: '#12151c',
  onStage: '#f2f4f8',
  star: '#e59a0b',
};

export const themeTokens: Record<ThemeName, ThemeTokens> = {
  theme1: { ...neutral, primary: '#1F8FFF', primaryStrong: '#0a66c2', primarySoft: '#e8f3ff' },
  theme2: { ...neutral, primary: '#fe7d6b', primaryStrong: '#b93a28', primarySoft: '#fff0ed' },
  theme3: { ...neutral, primary: '#33ca70', primarySoft: '#e8f9ef', primaryStrong: '#17783f' },
};

/** The spacing scale: every gap, padding and margin in the views is one of these steps. */
export const spaceScale = { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' } as const;

/**
 * The stacking order, lowest first. Views name a layer, never a number, so a new overlay finds
 * its place here instead of guessing a number above the others. Toasts sit on top of everything
 * but are placed where they cover no primary action (see the toast recipe).
 */
export const zIndexScale = { raised: '1', navBar: '5', tabBar: '10', header: '10', popup: '50', dialog: '90', toast: '100' } as const;
