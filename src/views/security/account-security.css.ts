import { globalStyle, style } from '@vanilla-extract/css';
import { WIDER } from '../../styles/breakpoints';
import { layout, vars } from '../../styles/theme.css';

export const columns = style({
  display: 'grid',
  gap: layout.space.lg,
  alignItems: 'start',
  '@media': { [WIDER]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: layout.space.sm });
export const stateOn = style({ color: vars.color.success, fontWeight: 600 });
export const stateOff = style({ color: vars.color.textMuted, fontWeight: 600 });
export const qr = style({
  width: layout.size.qrCode,
  height: layout.size.qrCode,
  alignSelf: 'center',
  borderRadius: layout.radius.md,
  padding: layout.space.xs,
});
globalStyle(`${qr} svg`, { width: '100%', height: '100%', display: 'block' });
export const secret = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: layout.font.normal,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
  background: vars.color.background,
  padding: layout.space.sm,
  borderRadius: layout.radius.md,
  margin: 0,
});
export const codes = style({
  listStyle: 'none',
  margin: 0,
  padding: layout.space.md,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: layout.space.xs,
  fontFamily: 'ui-monospace, monospace',
  background: vars.color.background,
  borderRadius: layout.radius.md,
});
export const check = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm, minHeight: layout.size.touch });
export const sessions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const session = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: layout.space.sm,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.background,
});
export const sessionTitle = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const sessionMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.5, overflowWrap: 'anywhere' });
export const current = style({ color: vars.color.primaryStrong, fontWeight: 600, fontSize: layout.font.small });
