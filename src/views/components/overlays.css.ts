import { keyframes, style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const toast = style({
  position: 'fixed',
  left: '50%',
  top: '40%',
  transform: 'translateX(-50%)',
  maxWidth: '80vw',
  padding: `${layout.space.md} ${layout.space.lg}`,
  borderRadius: layout.radius.md,
  background: vars.color.toast,
  color: vars.color.onToast,
  textAlign: 'center',
  zIndex: 100,
  animation: `${fadeIn} 150ms ease-out`,
});

export const loading = style([toast, { top: '45%', display: 'flex', alignItems: 'center', gap: layout.space.sm }]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.onToast}`,
  borderTopColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
});

export const mask = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.mask,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 90,
});

export const dialog = style({
  width: `min(86vw, ${layout.size.popup})`,
  background: vars.color.surface,
  borderRadius: layout.radius.lg,
  padding: layout.space.xl,
  boxShadow: layout.shadow.popup,
});

export const dialogTitle = style({ margin: 0, fontSize: layout.font.large });
export const dialogText = style({ color: vars.color.textMuted, lineHeight: 1.5 });
export const actions = style({ display: 'flex', gap: layout.space.md, justifyContent: 'flex-end', marginTop: layout.space.lg });

export const button = style({
  border: 0,
  borderRadius: layout.radius.pill,
  padding: `${layout.space.sm} ${layout.space.xl}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
});

export const secondaryButton = style([button, { background: vars.color.primarySoft, color: vars.color.primary }]);
