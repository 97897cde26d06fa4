import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.md,
  padding: layout.space.xl,
  borderRadius: layout.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const name = style({ margin: 0, fontSize: layout.font.title });
export const figures = style({ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: layout.space.md });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, fontSize: layout.font.small });
export const figureValue = style({ margin: 0, fontSize: layout.font.large, fontWeight: 600 });
export const loginButton = style({
  alignSelf: 'flex-start',
  border: 0,
  borderRadius: layout.radius.pill,
  padding: `${layout.space.sm} ${layout.space.xl}`,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
});
export const version = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: layout.font.small });
