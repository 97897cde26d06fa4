// The update prompt: a card at the foot of the screen, above the phone's tab bar, over no
// primary action for long (it is one tap away from gone); on a desktop, at the bottom right.
import { style, styleVariants } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const prompt = style({
  position: 'fixed',
  zIndex: layout.zIndex.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: layout.space.sm,
  padding: layout.space.md,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  boxShadow: layout.shadow.popup,
  color: vars.color.text,
});
/** Where it sits: above the phone's tab bar (and the home indicator), or at a desktop's bottom right. */
export const place = styleVariants({
  phone: { left: layout.space.md, right: layout.space.md, bottom: `calc(${layout.size.tabBar} + ${layout.space.md} + env(safe-area-inset-bottom))` },
  desktop: { right: layout.space.xl, bottom: layout.space.xl, maxWidth: layout.size.popup },
});
export const text = style({ flex: '1 1 12em', margin: 0, fontSize: layout.font.normal, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: layout.space.sm, marginInlineStart: 'auto' });
export const reload = button({ tone: 'primary', size: 'sm' });
export const later = button({ tone: 'soft', size: 'sm' });
