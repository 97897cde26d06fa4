// Page-wide defaults: the app fills the viewport and uses the theme's colours.
import { globalStyle } from '@vanilla-extract/css';
import { DESKTOP_MIN_WIDTH, FIRST_SCREEN_PHONE_ONLY } from '../domain/device';
import { layout, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });
globalStyle('body', {
  fontFamily: layout.font.body,
  fontSize: layout.font.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitTapHighlightColor: 'transparent',
});
globalStyle('button', { font: 'inherit', color: 'inherit' });
globalStyle('input, select, textarea', { font: 'inherit' });

// A script's web font takes over its text once loaded (src/views/use-locale-fonts.ts marks the
// root): text drawn before it arrived is laid out again with a new font list, which Chrome needs
// to replace the empty boxes it drew without the font.
const scriptFonts = [
  { locale: 'th_TH', lang: 'th', family: layout.font.thai },
  { locale: 'my_MM', lang: 'my', family: layout.font.myanmar },
  { locale: 'zh_CN', lang: 'zh', family: layout.font.chinese },
];
for (const { locale, lang, family } of scriptFonts) {
  globalStyle(`html[data-fonts~="${locale}"] :lang(${lang})`, { fontFamily: family });
}
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('#root', { minHeight: '100vh' });
// The server's phone home in a desktop-wide window: hidden until the app draws the desktop lobby
// over it, so the phone's layout never flashes there (src/domain/device.ts).
globalStyle(`#root[${FIRST_SCREEN_PHONE_ONLY}]`, { '@media': { [`(min-width: ${DESKTOP_MIN_WIDTH}px) and (scripting: enabled)`]: { visibility: 'hidden' } } });
