// The rebate and system-bonus screens: the level's perks, the rebate summary, the kind artwork,
// filter chips and the claimable rows.
import { style, styleVariants } from '@vanilla-extract/css';
import { WIDER } from '../../styles/breakpoints';
import { brandHero } from '../../styles/recipes/brand-hero.css';
import { button } from '../../styles/recipes/button.css';
import { choice } from '../../styles/recipes/choice.css';
import { recordAmount, recordList, recordMain, recordMeta, recordRow, recordSide, recordTitle } from '../../styles/recipes/record-row.css';
import { layout, vars } from '../../styles/theme.css';

/** The figure the screen is about, on the brand colour (as the wallet and the Account header). */
export const hero = style([brandHero, { gap: layout.space.sm }]);
export const heroHead = style({ display: 'flex', alignItems: 'center', gap: layout.space.md });
export const heroText = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, minWidth: 0 });
export const heroLabel = style({ margin: 0, fontSize: layout.font.normal, lineHeight: 1.4 });
export const heroFigure = style({ margin: 0, fontSize: layout.font.display, fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const heroLine = style({ margin: 0, fontSize: layout.font.normal, lineHeight: 1.5, overflowWrap: 'anywhere' });
export const heroStrong = style({ fontWeight: 700 });

/** The level's four perks: as many columns as fit, each wrapping its own words. */
export const perks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: layout.space.sm,
});
export const perk = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.sm,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.background,
  minWidth: 0,
});
export const perkText = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, minWidth: 0 });
export const perkLabel = style({ color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.4, overflowWrap: 'anywhere' });
export const perkValue = style({ fontWeight: 700, fontSize: layout.font.normal, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** A note under a card's content: the birthday line, the accrual rule. */
export const hint = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${layout.space.xs} ${layout.space.sm}`,
  margin: `${layout.space.md} 0 0`,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: layout.font.small,
  lineHeight: 1.5,
});
export const hintLink = button({ tone: 'link', size: 'sm' });

export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: layout.space.sm, marginBottom: layout.space.md });
export const sectionTitle = style({ margin: 0, fontSize: layout.font.large });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.5 });

/** The kind's artwork: a soft tile in the theme with the kind's mark in its accent. */
const tileBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: layout.size.iconMd,
  height: layout.size.iconMd,
  borderRadius: layout.radius.md,
  background: vars.color.primarySoft,
  border: `${layout.border.thin} solid currentColor`,
});
export const kindTile = styleVariants({
  monthly: [tileBase, { color: vars.color.primaryStrong }],
  birthday: [tileBase, { color: vars.color.danger }],
  upgrade: [tileBase, { color: vars.color.star }],
  deposit: [tileBase, { color: vars.color.success }],
  system: [tileBase, { color: vars.color.primaryStrong }],
  rebate: [tileBase, { color: vars.color.success }],
});
export const largeTile = style({ width: layout.size.iconLg, height: layout.size.iconLg });
/** On the brand-coloured hero the tile is the surface, so its mark keeps its contrast. */
export const heroTile = style({ background: vars.color.surface, borderColor: 'transparent' });
export const kindIcon = style({ width: '62%', height: '62%' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm, marginBottom: layout.space.md });
export const chip = { idle: choice({ shape: 'pill', chosen: false }), chosen: choice({ shape: 'pill', chosen: true }) };

export const rows = recordList;
export const row = recordRow({ lead: true });
export const rowTitle = style([recordTitle, { lineHeight: 1.4 }]);
export { recordMain as rowMain, recordMeta as rowMeta, recordSide as rowSide };
export const amount = recordAmount.in;
/** The row's claim, its progress and a retry: under the row's text, full width on a phone. */
export const rowActions = style({ gridColumn: '2 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: layout.space.sm });
export const rowError = style({ flex: '1 1 12rem', margin: 0, color: vars.color.danger, fontSize: layout.font.small, lineHeight: 1.5, overflowWrap: 'anywhere' });
export const claimButton = style([button({ tone: 'primary', size: 'sm' }), { lineHeight: 1.3 }]);
export const softButton = style([button({ tone: 'soft', size: 'sm' }), { lineHeight: 1.3 }]);
export const moreButton = style([button({ tone: 'outline', size: 'md' }), { alignSelf: 'center', lineHeight: 1.3 }]);
export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: layout.space.md });

/** What a claim just did, or why it was refused. */
export const paid = style({
  margin: 0,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  border: `${layout.border.thin} solid ${vars.color.success}`,
  background: vars.color.surface,
  color: vars.color.success,
  fontWeight: 600,
  lineHeight: 1.5,
});

/** The player's rates: a category and its percent per line. */
export const rates = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))', gap: layout.space.sm, margin: 0 });
export const rate = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: layout.space.sm, padding: layout.space.md, borderRadius: layout.radius.md, background: vars.color.background });
export const rateLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, overflowWrap: 'anywhere' });
export const rateValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.md, padding: `${layout.space.xl} ${layout.space.md}`, textAlign: 'center' });

/** A wide screen puts the summary beside the list. */
export const columns = style({
  display: 'grid',
  gap: layout.space.lg,
  alignItems: 'start',
  '@media': { [WIDER]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg, minWidth: 0 });
