// Page-wide defaults: the app fills the viewport and uses the theme's colours.
import { globalStyle } from '@vanilla-extract/css';
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
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('#root', { minHeight: '100vh' });
