import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: layout.size.desktopHeader,
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.xl,
  paddingInline: layout.space.xl,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm, fontWeight: 700, fontSize: layout.font.large });
export const logo = style({ width: '36px', height: '36px', objectFit: 'contain' });
export const menu = style({ display: 'flex', gap: layout.space.sm });
export const menuItem = style({ padding: `${layout.space.sm} ${layout.space.md}`, borderRadius: layout.radius.pill, color: vars.color.text });
export const menuItemActive = style({ background: vars.color.primarySoft, color: vars.color.primary, fontWeight: 600 });
export const content = style({ maxWidth: layout.size.contentMax, marginInline: 'auto' });
