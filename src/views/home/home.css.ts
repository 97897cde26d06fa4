// The home lobby: the brand, tag chips and game rails in one column on a phone; on a desktop the
// winners sit in a column beside the rails.
import { style, styleVariants } from '@vanilla-extract/css';
import { WIDER } from '../../styles/breakpoints';
import { layout, vars } from '../../styles/theme.css';

export const lobby = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: layout.space.lg,
  alignItems: 'start',
  '@media': { [WIDER]: { gridTemplateColumns: `minmax(0, 1fr) ${layout.size.winnersColumn}`, gap: layout.space.xl } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg, minWidth: 0 });
export const aside = style({ minWidth: 0, '@media': { [WIDER]: { position: 'sticky', top: `calc(${layout.size.desktopHeader} + ${layout.space.lg})` } } });

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.md,
  padding: layout.space.lg,
  borderRadius: layout.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const logo = style({ width: layout.size.iconLg, height: layout.size.iconLg, borderRadius: layout.radius.md, background: vars.color.surface, objectFit: 'contain' });
export const name = style({ margin: 0, fontSize: layout.font.title });

export const section = style({ minWidth: 0 });

/**
 * The promotions' carousel's space while its chunk loads (promotion-hero.css.ts draws the same box):
 * the picture, and below it the row of its dots, so nothing under it moves when it arrives.
 */
export const heroPlaceholder = style({
  aspectRatio: '2 / 1',
  borderRadius: layout.radius.lg,
  background: vars.color.primarySoft,
  marginBottom: `calc(${layout.space.sm} + ${layout.size.smallTarget})`,
  '@media': { [WIDER]: { aspectRatio: '3 / 1' } },
});

export const tags = style({
  display: 'flex',
  gap: layout.space.sm,
  margin: `0 calc(-1 * ${layout.space.lg})`,
  padding: `0 ${layout.space.lg}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: layout.space.xs,
  minHeight: layout.size.touch,
  padding: `${layout.space.xs} ${layout.space.md}`,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const tagIcon = style({ width: layout.size.star, height: layout.size.star });

export const winnersPlaceholder = style({ minHeight: layout.size.chart, borderRadius: layout.radius.lg, background: vars.color.surface });
export const noWinners = style({ margin: `${layout.space.md} 0 0`, color: vars.color.textMuted });
export const winners = style({ listStyle: 'none', margin: `${layout.space.md} 0 0`, padding: 0, display: 'flex', flexDirection: 'column' });
export const winner = style({
  display: 'grid',
  gridTemplateColumns: `${layout.size.iconSm} ${layout.size.iconMd} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: layout.space.sm,
  padding: `${layout.space.sm} 0`,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
const rankBase = style({
  display: 'grid',
  placeItems: 'center',
  width: layout.size.iconSm,
  height: layout.size.iconSm,
  borderRadius: layout.radius.pill,
  fontWeight: 700,
  fontSize: layout.font.small,
});
export const rank = styleVariants({
  podium: [rankBase, { background: vars.color.primaryStrong, color: vars.color.onPrimaryStrong }],
  rest: [rankBase, { background: vars.color.primarySoft, color: vars.color.primaryStrong }],
});
export const winnerGame = style({ display: 'block' });
export const winnerArt = style({ width: layout.size.iconMd, borderRadius: layout.radius.md });
export const winnerWho = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const winnerName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const winnerGameName = style({ color: vars.color.textMuted, fontSize: layout.font.small, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const winnerWin = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' });
export const winnerAmount = style({ color: vars.color.success, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const winnerTime = style({ color: vars.color.textMuted, fontSize: layout.font.small, whiteSpace: 'nowrap' });
