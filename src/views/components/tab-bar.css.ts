import { style, styleVariants } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  height: layout.size.tabBar,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
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

/** The icon's box, which the unread badge is pinned to. */
export const iconBox = style({ position: 'relative', display: 'inline-flex' });
