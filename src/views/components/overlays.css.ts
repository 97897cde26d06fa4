import { keyframes, style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { mask as maskRecipe } from '../../styles/recipes/mask.css';
import { layout, vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// A toast sits just under the navigation bar (or the desktop header), where pages put no action:
// in the middle of the screen it covered the login popup's Log in button.
export const toast = style({
  position: 'fixed',
  left: '50%',
  top: `calc(${layout.size.desktopHeader} + ${layout.space.sm})`,
  transform: 'translateX(-50%)',
  maxWidth: '80vw',
  padding: `${layout.space.md} ${layout.space.lg}`,
  borderRadius: layout.radius.md,
  background: vars.color.toast,
  color: vars.color.onToast,
  textAlign: 'center',
  zIndex: layout.zIndex.toast,
  pointerEvents: 'none',
  animation: `${fadeIn} 150ms ease-out`,
});

export const loading = style([toast, { top: '45%', display: 'flex', alignItems: 'center', gap: layout.space.sm }]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: layout.size.spinner,
  height: layout.size.spinner,
  borderRadius: '50%',
  border: `${layout.border.thick} solid ${vars.color.onToast}`,
  borderTopColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
});

export const mask = maskRecipe({ layer: 'dialog' });

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

export const confirmButton = button({ tone: 'primary', size: 'sm' });
export const secondaryButton = button({ tone: 'soft', size: 'sm' });
