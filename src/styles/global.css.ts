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
// Until it has, the text keeps the lines as tall as the web font will draw them (its line-height
// `normal`, measured in Chromium: Noto Sans Thai 1.511, Noto Sans Myanmar 2.184 of the font size,
// where the device's own fonts give about 1.16): the lines do not grow when it arrives, and the
// rails below do not jump (a layout shift of 0.045 on a Burmese phone home, 0.017 on a Thai one).
const scriptFonts = [
  { locale: 'th_TH', lang: 'th', family: layout.font.thai, lineHeight: '1.511' },
  { locale: 'my_MM', lang: 'my', family: layout.font.myanmar, lineHeight: '2.184' },
  { locale: 'zh_CN', lang: 'zh', family: layout.font.chinese },
];
for (const { locale, lang, family, lineHeight } of scriptFonts) {
  globalStyle(`html[data-fonts~="${locale}"] :lang(${lang})`, { fontFamily: family });
  if (lineHeight) globalStyle(`html:lang(${lang}):not([data-fonts~="${locale}"])`, { lineHeight });
}
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('#root', { minHeight: '100vh' });
// The server's phone home in a desktop-wide window: hidden until the app draws the desktop lobby
// over it, so the phone's layout never flashes there (src/domain/device.ts).
globalStyle(`#root[${FIRST_SCREEN_PHONE_ONLY}]`, { '@media': { [`(min-width: ${DESKTOP_MIN_WIDTH}px) and (scripting: enabled)`]: { visibility: 'hidden' } } });
