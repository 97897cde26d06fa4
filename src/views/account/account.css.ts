import { style } from '@vanilla-extract/css';
import { brandHero } from '../../styles/recipes/brand-hero.css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const header = style([brandHero, { gap: layout.space.md }]);
export const name = style({ margin: 0, fontSize: layout.font.title });
export const figures = style({ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: layout.space.md });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, fontSize: layout.font.small });
export const figureValue = style({ margin: 0, fontSize: layout.font.large, fontWeight: 600 });
/** On the coloured header: a white button in the brand's text colour. */
export const loginButton = style({ alignSelf: 'flex-start' });
export const loginButtonTone = button({ tone: 'outline', size: 'sm' });
export const version = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: layout.font.small });
/** A cell's end: the unread badge (message cell) before the chevron. */
export const cellEnd = style({ display: 'inline-flex', alignItems: 'center', gap: layout.space.sm });

/** A group of rows under its heading. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const groupTitle = style({ margin: `0 ${layout.space.xs}`, fontSize: layout.font.normal, fontWeight: 600, color: vars.color.textMuted });
/** A row's start: its icon, then its words. */
export const cellStart = style({ display: 'inline-flex', alignItems: 'center', gap: layout.space.md, minWidth: 0, overflowWrap: 'anywhere' });
export const cellIcon = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: layout.size.iconSm,
  height: layout.size.iconSm,
  borderRadius: layout.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
});
