import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs });
export const label = style({ fontSize: layout.font.small, color: vars.color.textMuted });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  paddingInline: layout.space.md,
  ':focus-within': { borderColor: vars.color.primary },
});
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  padding: `${layout.space.md} 0`,
  fontSize: layout.font.normal,
  color: vars.color.text,
});
export const addon = style({
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  padding: layout.space.xs,
  ':disabled': { color: vars.color.textMuted, cursor: 'default' },
});
export const captchaImage = style({ height: '36px', borderRadius: layout.radius.sm, cursor: 'pointer' });
export const error = style({ color: vars.color.danger, fontSize: layout.font.small, margin: 0 });
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md });
export const submit = style({
  border: 0,
  borderRadius: layout.radius.pill,
  padding: layout.space.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: layout.font.large,
  cursor: 'pointer',
  ':disabled': { opacity: 0.6, cursor: 'default' },
});
export const link = style({ border: 0, background: 'transparent', color: vars.color.primary, cursor: 'pointer', padding: 0 });
