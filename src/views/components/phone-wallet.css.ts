import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

const focusRing = { outline: `${layout.border.thick} solid ${vars.color.onPrimary}`, outlineOffset: layout.border.thin };

export const root = style({ display: 'flex', alignItems: 'center', gap: layout.space.xs, paddingInlineEnd: layout.space.sm, minWidth: 0 });

export const balance = style({
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  padding: `${layout.space.xxs} ${layout.space.xs}`,
  borderRadius: layout.radius.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  ':focus-visible': focusRing,
});

/** A light pill on the brand bar: the bar's colour cannot carry white text. */
export const deposit = style([
  button({ tone: 'outline', size: 'sm' }),
  { whiteSpace: 'nowrap', paddingBlock: 0, paddingInline: layout.space.md, borderColor: vars.color.surface },
]);
