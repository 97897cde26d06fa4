// The theme contract: every view styles itself with these variables, and each theme class fills
// them. Switching theme swaps one class on the root element.
import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
import type { ThemeName } from '../domain/themes';
import { spaceScale, themeTokens, zIndexScale } from './tokens';

export const vars = createThemeContract({
  color: {
    primary: null,
    primaryStrong: null,
    onPrimaryStrong: null,
    primarySoft: null,
    onPrimary: null,
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    border: null,
    danger: null,
    success: null,
    mask: null,
    toast: null,
    onToast: null,
    tabIcon: null,
    stage: null,
    onStage: null,
    /** Rating stars (not text). */
    star: null,
  },
});

export const layout = createGlobalTheme(':root', {
  space: spaceScale,
  zIndex: zIndexScale,
  border: { thin: '1px', thick: '2px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    // The web fonts of src/views/use-locale-fonts.ts lead once loaded (global.css.ts).
    thai: '"Noto Sans Thai", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    myanmar: '"Noto Sans Myanmar", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    chinese: '"Noto Sans SC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    small: '12px',
    normal: '14px',
    large: '17px',
    title: '20px',
    /** A figure the screen is about (the wallet balance). */
    display: '30px',
  },
  size: {
    navBar: '48px',
    tabBar: '56px',
    desktopHeader: '64px',
    contentMax: '1200px',
    /** A game's frame on a desktop: the size a maker's game is drawn for, centred on the stage. */
    gameFrameMax: '1280px',
    popup: '420px',
    /** A money form's column on a wide screen (deposit, manual deposit): long enough for a line of limits. */
    moneyForm: '640px',
    /** A receipt picture's preview. */
    receiptPreview: '96px',
    /** The smallest comfortable touch target (WCAG 2.5.8 asks 24px; 36px suits a thumb). */
    touch: '36px',
    spinner: '18px',
    iconSm: '28px',
    iconMd: '36px',
    iconLg: '48px',
    avatar: '64px',
    /** A game's art on the playing screen's stage. */
    heroIcon: '128px',
    /** The 2FA enrolment QR code: large enough for a phone camera at arm's length. */
    qrCode: '200px',
    /** The analysis chart's height. */
    chart: '220px',
    /** A captcha picture's slot, so the row does not jump when it arrives. */
    captchaWidth: '96px',
    /** The screen-reader-only box. */
    hairline: '1px',
    /** A game tile's narrowest column in a grid on a phone (three across at 390px). */
    gameTile: '100px',
    /** ...and on a wide screen, where more columns are added rather than tiles grown. */
    gameTileWide: '132px',
    /** A game tile's width in a rail that scrolls sideways. */
    railTile: '112px',
    /** The art at the top of a game's page. */
    gameHero: '132px',
    /** A rating star. */
    star: '16px',
    /** The winners column beside the rails on a wide screen. */
    winnersColumn: '360px',
    /** A maker's card's narrowest column in the desktop home's category grid. */
    makerCard: '220px',
    /** A small control's target (WCAG 2.5.8): the carousel's slide dots. */
    smallTarget: '24px',
    /** A carousel dot, and the current one drawn long. */
    dot: '8px',
    dotCurrent: '20px',
  },
  shadow: { card: '0 2px 12px rgba(0, 0, 0, 0.06)', popup: '0 12px 40px rgba(0, 0, 0, 0.18)' },
});

export const themeClass: Record<ThemeName, string> = {
  theme1: createTheme(vars, { color: themeTokens.theme1 }, 'theme1'),
  theme2: createTheme(vars, { color: themeTokens.theme2 }, 'theme2'),
  theme3: createTheme(vars, { color: themeTokens.theme3 }, 'theme3'),
};
