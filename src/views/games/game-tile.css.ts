// Game tiles: the art in a rounded square, the name and the maker under it; the grids and rails
// that hold them grow columns with the width instead of growing the tiles.
import { style } from '@vanilla-extract/css';
import { WIDE } from '../../styles/breakpoints';
import { layout, vars } from '../../styles/theme.css';

export const art = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: layout.radius.lg,
  // The art's own colours are on its picture; until it arrives, a dark brand gradient under white initials.
  background: `linear-gradient(135deg, ${vars.color.primaryStrong}, ${vars.color.onPrimary})`,
  boxShadow: layout.shadow.card,
});
/** The art with what sits on it (the maintenance mark). */
export const artFrame = style({ position: 'relative', display: 'block' });
export const initials = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.onPrimaryStrong,
  fontSize: layout.font.title,
  fontWeight: 700,
  letterSpacing: '0.04em',
});
/** Drawn over the initials as it arrives (game-tile.tsx). */
export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const tile = style({ minWidth: 0, listStyle: 'none' });
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.xs,
  borderRadius: layout.radius.lg,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const name = style({
  fontWeight: 600,
  lineHeight: 1.3,
  // Two lines at most: long Thai or Burmese names wrap rather than widen the tile.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const maker = style({ color: vars.color.textMuted, fontSize: layout.font.small, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const maintenance = style({
  position: 'absolute',
  insetInline: layout.space.xs,
  bottom: layout.space.xs,
  padding: `${layout.space.xxs} ${layout.space.xs}`,
  borderRadius: layout.radius.pill,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: layout.font.small,
  fontWeight: 600,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${layout.size.gameTile}, 1fr))`,
  gap: `${layout.space.lg} ${layout.space.md}`,
  margin: 0,
  padding: 0,
  '@media': { [WIDE]: { gridTemplateColumns: `repeat(auto-fill, minmax(${layout.size.gameTileWide}, 1fr))` } },
});

/** A row that scrolls sideways on a phone and becomes a grid on a wide screen. */
export const rail = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: layout.size.railTile,
  gap: layout.space.md,
  margin: `0 calc(-1 * ${layout.space.lg})`,
  padding: `${layout.space.xs} ${layout.space.lg}`,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: layout.space.lg,
  scrollbarWidth: 'none',
  '@media': {
    [WIDE]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: `repeat(auto-fill, minmax(${layout.size.gameTileWide}, 1fr))`,
      margin: 0,
      padding: 0,
      overflowX: 'visible',
    },
  },
});
export const railItem = style({ scrollSnapAlign: 'start' });

/** A tile's shape while the list loads, so nothing moves when it arrives. */
export const placeholder = style([art, { background: vars.color.border, boxShadow: 'none' }]);
