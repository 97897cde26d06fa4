// The notices strip: one line under the brand. Where notices are expected its place is held at
// its height while they load after the rails, so nothing below moves when it fills in.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.sm,
  minHeight: `calc(${layout.size.touch} + 2 * ${layout.space.xs})`,
  padding: `${layout.space.xs} ${layout.space.xs} ${layout.space.xs} ${layout.space.md}`,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  boxShadow: layout.shadow.card,
  boxSizing: 'border-box',
});
export const placeholder = style([strip, { boxShadow: 'none', opacity: 0.6 }]);
export const icon = style({ flex: 'none', width: layout.size.star, height: layout.size.star, color: vars.color.primaryStrong });
export const latest = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  minHeight: layout.size.touch,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: layout.radius.sm,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const latestText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const all = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: layout.size.touch,
  padding: `0 ${layout.space.md}`,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontSize: layout.font.small,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
