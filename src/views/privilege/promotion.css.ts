// The promotion screens: cards of the lists, the terms, the join form, the record's turnover bars,
// its actions and bill rows. Wide screens keep one readable column.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.lg,
  width: '100%',
  maxWidth: layout.size.moneyForm,
  marginInline: 'auto',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: layout.space.md });

export const card = style({
  background: vars.color.surface,
  borderRadius: layout.radius.lg,
  padding: layout.space.lg,
  boxShadow: layout.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.sm,
  minWidth: 0,
});

/** A promotion's picture across the top of its card, bleeding to the card's edges. */
export const cardPicture = style({
  display: 'block',
  width: `calc(100% + 2 * ${layout.space.lg})`,
  maxWidth: 'none',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  margin: `calc(-1 * ${layout.space.lg}) calc(-1 * ${layout.space.lg}) ${layout.space.xs}`,
  borderRadius: `${layout.radius.lg} ${layout.radius.lg} 0 0`,
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: layout.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: layout.font.large, lineHeight: 1.4, overflowWrap: 'anywhere', minWidth: 0 });
// In a card's head row the title takes the room the pill leaves (never its height in a column).
globalStyle(`${cardHead} > ${title}`, { flex: '1 1 12em' });
export const titleLink = style({ color: vars.color.text, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
// Tall scripts (Burmese, Thai) need the room: 1.5 let their marks touch the next line.
export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.7, overflowWrap: 'anywhere' });
export const strongText = style({ margin: 0, color: vars.color.text, lineHeight: 1.7, overflowWrap: 'anywhere' });
export const warning = style({
  margin: 0,
  padding: `${layout.space.sm} ${layout.space.md}`,
  borderRadius: layout.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
  lineHeight: 1.5,
});
export const error = style({ margin: 0, color: vars.color.danger, lineHeight: 1.5 });

export const facts = style({
  display: 'grid',
  // Names take what they need up to 60 %, values the rest; a date or an amount never breaks.
  gridTemplateColumns: 'fit-content(60%) minmax(0, 1fr)',
  gap: `${layout.space.xs} ${layout.space.md}`,
  margin: `${layout.space.sm} 0 0`,
});
export const factRow = style({ display: 'contents' });
export const factName = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const factValue = style({ margin: 0, textAlign: 'end', fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm, alignItems: 'center' });
export const primary = button({ tone: 'primary', size: 'sm' });
export const outline = button({ tone: 'outline', size: 'sm' });
export const soft = button({ tone: 'soft', size: 'sm' });
export const wide = button({ tone: 'primary', size: 'lg' });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${layout.space.xxs} ${layout.space.sm}`,
  borderRadius: layout.radius.pill,
  fontSize: layout.font.small,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  border: `${layout.border.thin} solid currentColor`,
});
export const pillTone = styleVariants({
  live: { color: vars.color.primaryStrong, background: vars.color.primarySoft, borderColor: 'transparent' },
  good: { color: vars.color.success, background: vars.color.surface },
  ended: { color: vars.color.textMuted, background: vars.color.background, borderColor: 'transparent' },
  bad: { color: vars.color.danger, background: vars.color.surface },
});

export const filters = style({ display: 'flex', gap: layout.space.sm, overflowX: 'auto', paddingBottom: layout.space.xs });

export const bars = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md });
export const barHead = style({ display: 'flex', justifyContent: 'space-between', gap: layout.space.md, flexWrap: 'wrap', fontSize: layout.font.normal });
export const barName = style({ color: vars.color.text, fontWeight: 600 });
export const barFigures = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const barTrack = style({
  height: layout.space.md,
  borderRadius: layout.radius.pill,
  background: vars.color.background,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const barFill = styleVariants({
  going: { height: '100%', background: vars.color.primaryStrong, borderRadius: layout.radius.pill, transition: 'width 300ms ease' },
  met: { height: '100%', background: vars.color.success, borderRadius: layout.radius.pill, transition: 'width 300ms ease' },
});

export const balance = style({ margin: 0, fontSize: layout.font.display, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const billRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: layout.space.xs,
  padding: `${layout.space.md} 0`,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
});
export const amount = styleVariants({
  plus: { color: vars.color.success, fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
  minus: { color: vars.color.text, fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });

export const makerFilter = style({ display: 'flex', gap: layout.space.sm, flexWrap: 'wrap' });
