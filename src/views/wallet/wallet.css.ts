// The wallet screens (my wallet, cash out, withdrawals, bank cards, analysis): the balance hero,
// lists of money rows, filters and the password prompt.
import { style } from '@vanilla-extract/css';
import { brandHero } from '../../styles/recipes/brand-hero.css';
import { button } from '../../styles/recipes/button.css';
import { recordAmount, recordList, recordMain, recordMeta, recordRow, recordSide, recordTitle } from '../../styles/recipes/record-row.css';
import { layout, vars } from '../../styles/theme.css';

/** The balance the screen is about, on the brand colour (as the Account header). */
export const hero = style([brandHero, { gap: layout.space.md }]);
export const heroLabel = style({ margin: 0, fontSize: layout.font.normal });
export const heroFigure = style({ margin: 0, fontSize: layout.font.display, fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' });
export const heroSecondary = style({ display: 'flex', flexWrap: 'wrap', gap: `${layout.space.xs} ${layout.space.md}`, margin: 0, fontSize: layout.font.normal });
export const heroSecondaryValue = style({ margin: 0, fontWeight: 600 });

/** Actions under the hero: as many columns as fit, each label free to wrap (Burmese is long). */
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', gap: layout.space.sm });
export const action = style([button({ tone: 'primary', size: 'md' }), { lineHeight: 1.3 }]);
export const secondaryAction = style([button({ tone: 'outline', size: 'md' }), { lineHeight: 1.3 }]);
export const softAction = button({ tone: 'soft', size: 'sm' });
export const linkAction = button({ tone: 'link', size: 'sm' });

export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: layout.space.sm, marginBottom: layout.space.md });
export const sectionTitle = style({ margin: 0, fontSize: layout.font.large });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.5 });
export const reconcile = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, margin: 0, lineHeight: 1.5 });
export const reconcileFigures = style({ display: 'flex', flexWrap: 'wrap', gap: `${layout.space.xs} ${layout.space.sm}`, fontWeight: 600 });

/** Two filters side by side, stacked when the labels do not fit. */
export const filters = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))', gap: layout.space.md, marginBottom: layout.space.md });
export const select = style({
  width: '100%',
  minHeight: layout.size.touch,
  padding: `${layout.space.sm} ${layout.space.md}`,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: layout.font.normal,
  lineHeight: 1.6,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thin },
});

export const rows = recordList;
export const row = recordRow({ lead: false });
export { recordMain as rowMain, recordTitle as rowTitle, recordMeta as rowMeta, recordSide as rowSide };
export const { in: amountIn, out: amountOut } = recordAmount;
export const reason = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.danger, fontSize: layout.font.small, lineHeight: 1.5, overflowWrap: 'anywhere' });

/** What an empty list says, and the way on. */
export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.md, padding: `${layout.space.xl} ${layout.space.md}`, textAlign: 'center' });
export const emptyText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: layout.space.md });

/** A numbered figure pair (in / out totals). */
export const totals = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))', gap: layout.space.md, margin: 0 });
export const total = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, padding: layout.space.md, borderRadius: layout.radius.md, background: vars.color.background });
export const totalLabel = style({ color: vars.color.textMuted, fontSize: layout.font.small });
export const totalValue = style({ margin: 0, fontWeight: 700, fontSize: layout.font.large, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** The desktop layout gives the wallet two columns: the money on the left, its history on the right. */
export const columns = style({
  display: 'grid',
  gap: layout.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg, minWidth: 0 });

/** A bank's logo or initials, the same size wherever a card is shown. */
export const bankMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: layout.size.iconMd,
  height: layout.size.iconMd,
  flexShrink: 0,
  borderRadius: layout.radius.sm,
  objectFit: 'contain',
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontSize: layout.font.small,
  fontWeight: 700,
  letterSpacing: '0.02em',
});
