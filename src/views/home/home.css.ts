import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.md,
  padding: layout.space.lg,
  borderRadius: layout.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const logo = style({ width: layout.size.iconLg, height: layout.size.iconLg, borderRadius: layout.radius.md, background: vars.color.surface, objectFit: 'contain' });
export const name = style({ margin: 0, fontSize: layout.font.title });
