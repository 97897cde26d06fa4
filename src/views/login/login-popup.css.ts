import { style } from '@vanilla-extract/css';
import { mask as maskRecipe } from '../../styles/recipes/mask.css';
import { layout, vars } from '../../styles/theme.css';

export const mask = maskRecipe({ layer: 'popup' });
export const popup = style({
  position: 'relative',
  width: `min(92vw, ${layout.size.popup})`,
  background: vars.color.surface,
  borderRadius: layout.radius.lg,
  padding: layout.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.lg,
  boxShadow: layout.shadow.popup,
  // Focus lands on the dialog itself when it opens (for screen readers), not to draw a ring.
  outline: 'none',
});
export const title = style({ margin: 0, fontSize: layout.font.title, textAlign: 'center' });
export const close = style({
  position: 'absolute',
  top: layout.space.sm,
  right: layout.space.sm,
  width: layout.size.touch,
  height: layout.size.touch,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  fontSize: layout.font.title,
  cursor: 'pointer',
  color: vars.color.textMuted,
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.md,
  // Sign-up has several steps: the popup scrolls inside rather than past the screen.
  maxHeight: '70vh',
  overflowY: 'auto',
});
