// The verify page: a list of rounds to pick from, then one round's proof laid out as three checks,
// each with its mark, and the seeds in a monospace block that wraps rather than overflows.
import { style, styleVariants } from '@vanilla-extract/css';
import { badge } from '../../styles/recipes/badge.css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const column = style({ width: '100%', maxWidth: layout.size.moneyForm, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: layout.space.lg });
export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6, fontSize: layout.font.normal });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const row = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: `${layout.space.xs} ${layout.space.md}`,
  padding: layout.space.md,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  fontSize: layout.font.normal,
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thin },
});
export const rowTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const rowMeta = style({ fontSize: layout.font.small, color: vars.color.textMuted, overflowWrap: 'anywhere', lineHeight: 1.5 });
export const rowEnd = style({ gridColumn: 2, gridRow: '1 / span 2', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: layout.space.xs });
export const amounts = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' });
export const win = style({ color: vars.color.success });
export const revealed = badge({ state: 'done' });
export const hidden = badge({ state: 'pendingPayment' });

export const verdict = styleVariants({
  ok: { color: vars.color.success },
  bad: { color: vars.color.danger },
  wait: { color: vars.color.primaryStrong },
});
export const verdictBox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: layout.space.md,
  padding: layout.space.lg,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  border: `${layout.border.thick} solid currentColor`,
});
export const verdictMark = style({ fontSize: layout.font.display, lineHeight: 1, fontWeight: 700, flexShrink: 0 });
export const verdictIcon = style({ width: layout.font.display, height: layout.font.display, flexShrink: 0 });
export const verdictTitle = style({ margin: 0, fontSize: layout.font.large, lineHeight: 1.4 });
export const verdictText = style({ margin: `${layout.space.xs} 0 0`, color: vars.color.textMuted, lineHeight: 1.6 });

export const checks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.md });
export const checkItem = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${layout.space.xs} ${layout.space.sm}`, alignItems: 'start', lineHeight: 1.5 });
export const mark = styleVariants({
  ok: { color: vars.color.success, fontWeight: 700 },
  bad: { color: vars.color.danger, fontWeight: 700 },
});
export const checkText = style({ margin: 0, fontWeight: 600 });
export const detail = style({ gridColumn: 2, margin: 0, fontSize: layout.font.small, color: vars.color.textMuted });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', gap: `${layout.space.sm} ${layout.space.md}`, fontSize: layout.font.normal });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: layout.font.small, overflowWrap: 'anywhere', wordBreak: 'break-all' });
export const outcomes = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: layout.space.md });
export const outcomeTitle = style({ margin: `0 0 ${layout.space.xs}`, fontSize: layout.font.normal, fontWeight: 600 });
export const lines = style({ margin: 0, paddingInlineStart: layout.space.lg, lineHeight: 1.6, fontSize: layout.font.normal });
export const raw = style({ fontSize: layout.font.small, color: vars.color.textMuted });
export const pre = style([mono, { whiteSpace: 'pre-wrap', margin: `${layout.space.sm} 0 0`, padding: layout.space.sm, background: vars.color.background, borderRadius: layout.radius.sm }]);
export const error = style({ margin: 0, color: vars.color.danger, lineHeight: 1.5 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm });

export const primary = button({ tone: 'primary', size: 'md' });
export const outline = button({ tone: 'outline', size: 'sm' });
export const linkButton = button({ tone: 'link', size: 'sm' });
