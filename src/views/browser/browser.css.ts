// The Browser tab's search entry: a link drawn as a search box.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const searchLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.sm,
  minHeight: layout.size.touch,
  padding: `${layout.space.sm} ${layout.space.lg}`,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const searchIcon = style({ flexShrink: 0, color: vars.color.primaryStrong });
