import { style, styleVariants } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  height: layout.size.tabBar,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  // One row the bar's height: a tab whose label ran long grew the row (78 px in Burmese), and every
  // tab's icon and label slid below the bar's bottom edge with it.
  gridTemplateRows: 'minmax(0, 1fr)',
  background: vars.color.surface,
  borderTop: `${layout.border.thin} solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  zIndex: layout.zIndex.tabBar,
});

const tabBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: layout.space.xxs,
  minWidth: 0,
  fontSize: layout.font.small,
  textAlign: 'center',
});

/** A tab of the bar: the current one in the brand's text colour. */
export const tab = styleVariants({
  idle: [tabBase, { color: vars.color.tabIcon }],
  current: [tabBase, { color: vars.color.primaryStrong, fontWeight: 600 }],
});

/**
 * A tab's name: one line, so every icon sits at the same height whatever the language. Each
 * language's names are short enough (checked at 390 px in new-player-trip-ups.spec.ts); the
 * ellipsis only guards a name that is not, and the link still reads it whole.
 */
export const label = style({ maxWidth: '100%', paddingInline: layout.space.xxs, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

/** The icon's box, which the unread badge is pinned to. */
export const iconBox = style({ position: 'relative', display: 'inline-flex' });
