// The game screens beyond the home: the search box, list headings, "More", empty and guest notes.
import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const searchForm = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: layout.size.touch,
  padding: `${layout.space.sm} ${layout.space.xxl} ${layout.space.sm} ${layout.space.lg}`,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: layout.font.normal,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});
export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: layout.space.xs,
  width: layout.size.iconSm,
  height: layout.size.iconSm,
  border: 0,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontSize: layout.font.large,
  lineHeight: 1,
  cursor: 'pointer',
});
export const searchStatus = style({ minHeight: layout.size.iconSm });

export const moreButton = button({ tone: 'outline', size: 'md' });

export const listHead = style({ display: 'flex', alignItems: 'center', gap: layout.space.md });
export const listLogo = style({ flexShrink: 0, width: layout.size.iconLg, borderRadius: layout.radius.md });
export const listTitle = style({ margin: 0, fontSize: layout.font.title, minWidth: 0, overflowWrap: 'anywhere' });
export const listCount = style({ margin: 0, color: vars.color.textMuted });
