// The bank-card screens: each saved card as a card, and the form's bank choice.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: layout.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.md,
  padding: layout.space.lg,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  boxShadow: layout.shadow.card,
  border: `${layout.border.thick} solid transparent`,
});
export const defaultCard = style({ borderColor: vars.color.primary });
export const head = style({ display: 'flex', alignItems: 'center', gap: layout.space.md, minWidth: 0 });
export const bankName = style({ margin: 0, flex: 1, minWidth: 0, fontSize: layout.font.large, fontWeight: 600, overflowWrap: 'anywhere' });
export const defaultMark = style({ fontSize: layout.font.small, fontWeight: 600, color: vars.color.primaryStrong, background: vars.color.primarySoft, borderRadius: layout.radius.pill, padding: `${layout.space.xxs} ${layout.space.sm}`, whiteSpace: 'nowrap' });
export const number = style({ margin: 0, fontSize: layout.font.title, letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${layout.space.xs} ${layout.space.md}`, margin: 0, fontSize: layout.font.normal });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm, justifyContent: 'flex-end' });

export const banks = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: layout.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))', minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: layout.space.sm, fontSize: layout.font.small, color: vars.color.textMuted });
export const bankText = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.5 });
