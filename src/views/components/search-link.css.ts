import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '../../styles/theme.css';

/** The link drawn as a search box: a muted pill; the Browser tab's is a full-width touch row, the desktop menu's sits at the end of the menu. */
export const searchBox = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    border: `${layout.border.thin} solid ${vars.color.border}`,
    borderRadius: layout.radius.pill,
    color: vars.color.textMuted,
    ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
  },
  variants: {
    place: {
      tab: { gap: layout.space.sm, minHeight: layout.size.touch, padding: `${layout.space.sm} ${layout.space.lg}`, background: vars.color.surface },
      menu: { gap: layout.space.xs, marginInlineStart: 'auto', minWidth: '12rem', padding: `${layout.space.sm} ${layout.space.md}`, whiteSpace: 'nowrap' },
    },
  },
});

export const searchIcon = style({ flexShrink: 0, color: vars.color.primaryStrong });
