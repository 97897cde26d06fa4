import { style, styleVariants } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: layout.zIndex.header,
  height: layout.size.desktopHeader,
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.xl,
  paddingInline: layout.space.xl,
  background: vars.color.surface,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm, fontWeight: 700, fontSize: layout.font.large });
export const logo = style({ width: layout.size.iconMd, height: layout.size.iconMd, objectFit: 'contain' });
export const menu = style({ display: 'flex', gap: layout.space.sm });
const menuItemBase = style({ padding: `${layout.space.sm} ${layout.space.md}`, borderRadius: layout.radius.pill });
/** A menu entry: the current page's in the brand's text colour on its soft fill. */
export const menuItem = styleVariants({
  idle: [menuItemBase, { color: vars.color.text }],
  current: [menuItemBase, { background: vars.color.primarySoft, color: vars.color.primaryStrong, fontWeight: 600 }],
});
export const content = style({ maxWidth: layout.size.contentMax, marginInline: 'auto' });
