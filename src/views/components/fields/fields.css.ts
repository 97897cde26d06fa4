import { style } from '@vanilla-extract/css';
import { button } from '../../../styles/recipes/button.css';
import { layout, vars } from '../../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs });
export const label = style({ fontSize: layout.font.small, color: vars.color.textMuted });
export const addon = style({
  border: 0,
  background: 'transparent',
  color: vars.color.primaryStrong,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  padding: layout.space.xs,
  ':disabled': { color: vars.color.textMuted, cursor: 'default' },
});
export const captchaImage = style({ height: layout.size.touch, borderRadius: layout.radius.sm, cursor: 'pointer' });
export const error = style({ color: vars.color.danger, fontSize: layout.font.small, margin: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md });
/** A form's submit: the full width of the form. */
export const submit = button({ tone: 'primary', size: 'lg' });
export const link = button({ tone: 'link', size: 'sm' });
/** An amount's currency symbol and figure: large, the digits in even columns. */
export const amountPrefix = style({ fontSize: layout.font.title, fontWeight: 700, color: vars.color.textMuted });
export const amountInput = style({ fontSize: layout.font.title, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
