// The contact screens: the feedback form (text with a counter, picture tiles with progress) and
// the customer-service channels, in one column that stays readable on a wide screen.
import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { outcomeMark as mark } from '../../styles/recipes/outcome-mark.css';
import { layout, vars } from '../../styles/theme.css';

export const column = style({ width: '100%', maxWidth: layout.size.moneyForm, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: layout.space.lg });
export const form = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg });
export const group = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, minWidth: 0 });
export const labelRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: layout.space.sm });
export const label = style({ fontSize: layout.font.normal, fontWeight: 600 });
export const counter = style({ fontSize: layout.font.small, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', flexShrink: 0 });
export const textarea = style({
  width: '100%',
  minHeight: '8.5rem',
  resize: 'vertical',
  boxSizing: 'border-box',
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  padding: layout.space.md,
  font: 'inherit',
  fontSize: layout.font.normal,
  lineHeight: 1.6,
  outline: 'none',
  ':focus': { borderColor: vars.color.primary },
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const hint = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted, lineHeight: 1.5 });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: layout.font.small, lineHeight: 1.5 });

export const tiles = style({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${layout.size.receiptPreview}, 1fr))`, gap: layout.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.xs,
  padding: layout.space.xs,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.background,
  minWidth: 0,
});
export const tileFailed = style({ borderColor: vars.color.danger });
export const thumbFrame = style({ position: 'relative' });
export const thumb = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: layout.radius.sm, display: 'block', background: vars.color.primarySoft });
// Two lines whatever the status says ("Uploading 40%", "Uploaded"), so the actions below stay put.
export const tileStatus = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted, lineHeight: 1.4, minHeight: '2.8em', overflowWrap: 'anywhere' });
export const tileActions = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.xs });
export const progress = style({
  position: 'absolute',
  insetInline: layout.space.xs,
  bottom: layout.space.xs,
  width: `calc(100% - 2 * ${layout.space.xs})`,
  height: layout.space.xs,
  accentColor: vars.color.primaryStrong,
});
export const addTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: layout.space.xs,
  minHeight: layout.size.receiptPreview,
  padding: layout.space.sm,
  border: `${layout.border.thick} dashed ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.background,
  color: vars.color.primaryStrong,
  fontSize: layout.font.small,
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  ':focus-within': { borderColor: vars.color.primary, outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const plus = style({ fontSize: layout.font.display, lineHeight: 1 });

export const submit = button({ tone: 'primary', size: 'lg' });
export const smallButton = button({ tone: 'outline', size: 'sm' });
export const linkButton = button({ tone: 'link', size: 'sm' });
export const primary = button({ tone: 'primary', size: 'md' });

export const outcome = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.md, textAlign: 'center' });
export const outcomeMark = mark({ tone: 'success', size: 'inline' });
export const outcomeTitle = style({ margin: 0, fontSize: layout.font.title });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: layout.space.sm });

export const channels = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const channel = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.md,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  boxShadow: layout.shadow.card,
  minWidth: 0,
});
export const channelIcon = style({
  width: layout.size.iconMd,
  height: layout.size.iconMd,
  flexShrink: 0,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const channelText = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, minWidth: 0, flex: 1 });
export const channelName = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted });
export const channelValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere', color: vars.color.text });
export const channelLink = style({ color: vars.color.primaryStrong, fontWeight: 600, overflowWrap: 'anywhere', textDecoration: 'underline', textUnderlineOffset: layout.border.thick });
export const channelEnd = style({ display: 'flex', alignItems: 'center', gap: layout.space.xs, flexShrink: 0 });
