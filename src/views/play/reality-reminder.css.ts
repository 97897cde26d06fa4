// The reality check's reminder over the game: the play screen's dialog, with the two figures set
// apart so they read at a glance on a phone.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const figures = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: layout.space.sm,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.xs,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.background,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  minWidth: 0,
});
export const figureName = style({ fontSize: layout.font.small, color: vars.color.textMuted, lineHeight: 1.4 });
export const figureValue = style({ margin: 0, fontSize: layout.font.title, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const loss = style({ color: vars.color.danger });
export const gain = style({ color: vars.color.success });
