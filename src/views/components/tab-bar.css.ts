import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  height: layout.size.tabBar,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  zIndex: 10,
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  fontSize: layout.font.small,
  color: vars.color.tabIcon,
});

export const active = style({ color: vars.color.primary, fontWeight: 600 });
