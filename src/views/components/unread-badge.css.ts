import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

/** The count pill: brand-strong with its text colour (a pair checked in contrast-pairs.ts). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: layout.space.lg,
  height: layout.space.lg,
  paddingInline: layout.space.xs,
  borderRadius: layout.radius.pill,
  background: vars.color.primaryStrong,
  color: vars.color.onPrimaryStrong,
  fontSize: layout.font.small,
  fontWeight: 600,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

/** On a tab icon: pinned to the icon's top end corner. */
export const onIcon = style({ position: 'absolute', insetBlockStart: `calc(-1 * ${layout.space.xs})`, insetInlineStart: '60%' });
