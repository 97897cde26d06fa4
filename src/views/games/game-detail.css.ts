// A game's page: a hero card whose top band is the game's own art blurred, the art over it and the
// name, maker and facts below on the card; the marks, Play and the tabs. On a desktop the summary
// and the tabs stand side by side.
import { style, styleVariants } from '@vanilla-extract/css';
import { WIDER } from '../../styles/breakpoints';
import { button } from '../../styles/recipes/button.css';
import { pillIdle, pillToggle } from '../../styles/recipes/pill-toggle.css';
import { layout, vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: layout.space.lg,
  alignItems: 'start',
  '@media': { [WIDER]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: layout.space.xl } },
});
export const summary = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md, minWidth: 0 });

const card = style({ background: vars.color.surface, borderRadius: layout.radius.lg, boxShadow: layout.shadow.card });

export const heroPlaceholder = style([card, { height: `calc(2.5 * ${layout.size.gameHero})` }]);
export const hero = style([card, {
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: layout.space.md,
  padding: `${layout.space.xl} ${layout.space.lg} ${layout.space.lg}`,
}]);
export const backdrop = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: `calc(0.7 * ${layout.size.gameHero} + ${layout.space.xl})`,
  overflow: 'hidden',
  background: vars.color.primary,
});
export const backdropImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  filter: 'blur(1.5rem) saturate(1.3)',
  transform: 'scale(1.3)',
});
export const heroArt = style({
  width: layout.size.gameHero,
  border: `${layout.border.thick} solid ${vars.color.surface}`,
  borderRadius: layout.radius.lg,
  boxShadow: layout.shadow.popup,
});
export const heroText = style({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.xs, textAlign: 'center', minWidth: 0, maxWidth: '100%' });
export const gameName = style({ margin: 0, fontSize: layout.font.title, overflowWrap: 'anywhere' });
export const makerLink = style({ color: vars.color.primaryStrong, fontWeight: 600 });
export const facts = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `${layout.space.xs} ${layout.space.md}`, margin: 0, color: vars.color.textMuted });
export const score = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm });
export const scoreText = style({ fontWeight: 700 });
export const tags = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: layout.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const tag = style({
  display: 'inline-block',
  padding: `${layout.space.xxs} ${layout.space.sm}`,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontSize: layout.font.small,
  fontWeight: 600,
});

export const stars = style({ display: 'inline-flex', gap: layout.space.xxs });
export const star = style({ width: layout.size.star, height: layout.size.star });
export const starEmpty = style({ fill: vars.color.border });
export const starFull = style({ fill: vars.color.star });

export const marks = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: layout.space.sm });
const markBase = style([
  pillToggle,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: layout.space.xs, padding: `${layout.space.sm} ${layout.space.md}` },
]);
export const mark = styleVariants({
  off: [markBase, pillIdle],
  on: [markBase, { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primaryStrong }],
});
export const markIcon = style({ width: layout.size.star, height: layout.size.star, flexShrink: 0 });
export const markCount = style({ fontVariantNumeric: 'tabular-nums' });

export const playArea = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const playButton = style([button({ tone: 'primary', size: 'lg' }), { width: '100%', fontWeight: 700 }]);
export const maintenance = style([card, {
  margin: 0,
  padding: layout.space.md,
  border: `${layout.border.thin} solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 600,
  textAlign: 'center',
}]);

export const tabsCard = style([card, { padding: layout.space.lg, minWidth: 0 }]);
export const panel = style({ marginTop: layout.space.lg });

export const details = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const factsList = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${layout.space.sm} ${layout.space.lg}`,
  margin: 0,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.background,
});
export const factName = style({ color: vars.color.textMuted });
export const detailsTitle = style({ margin: `${layout.space.md} 0 0`, fontSize: layout.font.large });
export const prose = style({ margin: 0, lineHeight: 1.6, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
