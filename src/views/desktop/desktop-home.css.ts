// The desktop home: the home menu as a bar across the top, the page under it; on the lobby the
// winners take a column beside the games once the window is wide enough, and sit under them before.
import { style, styleVariants } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { menuEntry as entry } from '../../styles/recipes/menu-entry.css';
import { layout, vars } from '../../styles/theme.css';

/** Wide enough for five tile columns and the winners side by side. */
const BESIDE = 'screen and (min-width: 80rem)';

export const home = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xl, paddingBlock: layout.space.xl });

export const menu = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.md,
  padding: layout.space.sm,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  boxShadow: layout.shadow.card,
});
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: layout.space.xs, minWidth: 0 });
const menuEntryBox = style({ display: 'block', padding: `${layout.space.sm} ${layout.space.lg}` });
export const menuEntry = styleVariants({
  idle: [menuEntryBox, entry({ current: false })],
  current: [menuEntryBox, entry({ current: true, fill: 'strong' })],
});
export const main = style({ minWidth: 0 });

export const lobby = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: layout.space.xl,
  alignItems: 'start',
  '@media': { [BESIDE]: { gridTemplateColumns: `minmax(0, 1fr) ${layout.size.winnersColumn}` } },
});
export const lobbyMain = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xl, minWidth: 0 });
export const aside = style({
  minWidth: 0,
  '@media': { [BESIDE]: { position: 'sticky', top: `calc(${layout.size.desktopHeader} + ${layout.space.xl})` } },
});
export const winnersPlaceholder = style({ minHeight: layout.size.chart, borderRadius: layout.radius.lg, background: vars.color.surface });

export const section = style({ minWidth: 0 });
export const category = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xl });
export const makers = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${layout.size.makerCard}, 1fr))`,
  gap: layout.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const welcome = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.lg,
  padding: `${layout.space.xl} ${layout.space.xl}`,
  borderRadius: layout.radius.lg,
  // The strong shade only: the light themes' primary is too pale behind white text (tokens.ts).
  background: vars.color.primaryStrong,
  color: vars.color.onPrimaryStrong,
});
export const welcomeLogo = style({ width: layout.size.iconLg, height: layout.size.iconLg, borderRadius: layout.radius.md, background: vars.color.surface, objectFit: 'contain' });
export const welcomeText = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, minWidth: 0, flex: 1 });
export const welcomeTitle = style({ margin: 0, fontSize: layout.font.title });
export const welcomeLead = style({ margin: 0, opacity: 0.92 });
export const welcomeAction = style([button({ tone: 'outline', size: 'md' }), { flexShrink: 0, whiteSpace: 'nowrap' }]);
