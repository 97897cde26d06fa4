import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const facts = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.sm,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const fact = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: `${layout.space.xs} ${layout.space.md}`, flexWrap: 'wrap' });
export const term = style({ color: vars.color.textMuted, fontSize: layout.font.normal });
export const title = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'end' });
export const value = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });
