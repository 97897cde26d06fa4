import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: layout.space.md });
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: layout.space.sm,
  padding: layout.space.lg,
  border: `2px solid ${vars.color.border}`,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  cursor: 'pointer',
});
export const chosen = style({ borderColor: vars.color.primary });
export const preview = style({ display: 'flex', gap: layout.space.xs, padding: layout.space.sm, borderRadius: layout.radius.md });
