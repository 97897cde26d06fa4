// Pieces the login forms and pages share: the captcha picture button, the row of links under a
// form, and the Facebook button.
import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const captchaButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: layout.size.captchaWidth,
  minHeight: layout.size.touch,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.primaryStrong,
  fontSize: layout.font.small,
  cursor: 'pointer',
  ':disabled': { cursor: 'progress', opacity: 0.6 },
});

export const formFooter = style({ display: 'flex', justifyContent: 'flex-end' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: layout.space.md,
  fontSize: layout.font.normal,
});
export const link = style({ color: vars.color.primaryStrong, textDecoration: 'none' });

export const facebook = button({ tone: 'outline', size: 'md' });
