// The dimmed full-screen layer under a popup or dialog, centring what it holds. The layer says
// where it stacks: the login popup under a confirm dialog, both under toasts.
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '../theme.css';

export const mask = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    background: vars.color.mask,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  variants: {
    layer: {
      popup: { zIndex: layout.zIndex.popup },
      dialog: { zIndex: layout.zIndex.dialog },
    },
  },
  defaultVariants: { layer: 'dialog' },
});
