// The Comment tab: the writing form (score stars, text, counter), then each comment with its head
// (initial, name, stars, time), its text folded when long, its actions and its replies.
import { style, styleVariants } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.sm,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.background,
});
export const composerTitle = style({ margin: 0, fontSize: layout.font.normal, fontWeight: 700, overflowWrap: 'anywhere' });
export const scorePicker = style({ display: 'flex', alignItems: 'center', gap: layout.space.xxs, margin: 0, padding: 0, border: 0, flexWrap: 'wrap' });
export const scoreLegend = style({ float: 'left', marginInlineEnd: layout.space.sm, color: vars.color.textMuted });
export const scoreOption = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer', padding: layout.space.xxs, borderRadius: layout.radius.sm,
  selectors: { '&:focus-within': { outline: `${layout.border.thick} solid ${vars.color.primary}` } } });
export const scoreRadio = style({ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' });
const scoreStarBase = style({ width: layout.size.iconSm, height: layout.size.iconSm });
export const scoreStar = styleVariants({ on: [scoreStarBase, { fill: vars.color.star }], off: [scoreStarBase, { fill: vars.color.border }] });
export const textarea = style({
  width: '100%',
  minHeight: `calc(3 * ${layout.size.touch})`,
  padding: layout.space.md,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  resize: 'vertical',
  lineHeight: 1.5,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: 0 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const composerFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: layout.space.md });
export const counter = style({ color: vars.color.textMuted, fontSize: layout.font.small, fontVariantNumeric: 'tabular-nums' });
export const postButton = button({ tone: 'primary', size: 'sm' });
export const alert = style({ margin: 0, color: vars.color.danger });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.xs,
  padding: `${layout.space.md} 0`,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const head = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: `${layout.space.xs} ${layout.space.sm}` });
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: layout.size.iconSm,
  height: layout.size.iconSm,
  borderRadius: layout.radius.pill,
  background: vars.color.primaryStrong,
  color: vars.color.onPrimaryStrong,
  fontWeight: 700,
});
export const who = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const mine = style({
  padding: `0 ${layout.space.xs}`,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontSize: layout.font.small,
});
export const time = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: layout.font.small, whiteSpace: 'nowrap' });
export const content = style({ margin: 0, lineHeight: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const folded = style([content, { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.md });
export const textButton = style([button({ tone: 'link', size: 'sm' }), { minHeight: layout.size.touch, alignSelf: 'flex-start' }]);
export const deleteButton = style([textButton, { color: vars.color.danger }]);
export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${layout.space.lg}`,
  borderInlineStart: `${layout.border.thick} solid ${vars.color.primarySoft}`,
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.sm,
});
export const reply = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs });
