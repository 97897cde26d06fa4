// The Browser tab: the search entry drawn as a search box, the category chips, the maker cards
// (logo, name, how many games) and the games grid.
import { style, styleVariants } from '@vanilla-extract/css';
import { WIDE } from '../../styles/breakpoints';
import { pillIdle, pillToggle } from '../../styles/recipes/pill-toggle.css';
import { layout, vars } from '../../styles/theme.css';

export const chips = style({
  display: 'flex',
  gap: layout.space.sm,
  margin: `0 calc(-1 * ${layout.space.lg})`,
  padding: `${layout.space.xxs} ${layout.space.lg}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
const chipBase = style([pillToggle, { flexShrink: 0, padding: `${layout.space.sm} ${layout.space.lg}`, whiteSpace: 'nowrap' }]);
export const chip = styleVariants({
  idle: [chipBase, pillIdle],
  chosen: [chipBase, { borderColor: vars.color.primaryStrong, background: vars.color.primaryStrong, color: vars.color.onPrimaryStrong }],
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg });

export const makers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: layout.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [WIDE]: { gridTemplateColumns: `repeat(auto-fill, minmax(calc(2 * ${layout.size.gameTileWide}), 1fr))` } },
});
export const makerItem = style({ minWidth: 0 });
export const maker = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.sm,
  padding: layout.space.sm,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  boxShadow: layout.shadow.card,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const makerLogo = style({ flexShrink: 0, width: layout.size.iconLg, borderRadius: layout.radius.md });
export const makerText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const makerName = style({ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' });
export const makerCount = style({ color: vars.color.textMuted, fontSize: layout.font.small });
