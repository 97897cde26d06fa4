// The desktop frame: a sticky header whose row lines up with the content column, the content
// capped at contentMax, and a footer on the page's surface.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { menuEntry } from '../../styles/recipes/menu-entry.css';
import { layout, vars } from '../../styles/theme.css';

const focusRing = { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick };

export const skipLink = style({
  position: 'absolute',
  left: layout.space.md,
  top: `calc(-1 * ${layout.size.desktopHeader})`,
  zIndex: layout.zIndex.toast,
  padding: `${layout.space.sm} ${layout.space.md}`,
  borderRadius: layout.radius.md,
  background: vars.color.primaryStrong,
  color: vars.color.onPrimaryStrong,
  ':focus': { top: layout.space.sm },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: layout.zIndex.header,
  background: vars.color.surface,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
  boxShadow: layout.shadow.card,
});
export const headerRow = style({
  maxWidth: layout.size.contentMax,
  minHeight: layout.size.desktopHeader,
  marginInline: 'auto',
  paddingInline: layout.space.xl,
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.lg,
});
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.sm,
  flexShrink: 0,
  fontWeight: 700,
  fontSize: layout.font.large,
  color: vars.color.text,
  borderRadius: layout.radius.md,
  ':focus-visible': focusRing,
});
export const brandName = style({ whiteSpace: 'nowrap' });
export const logo = style({ width: layout.size.iconMd, height: layout.size.iconMd, borderRadius: layout.radius.md, objectFit: 'contain' });

export const menu = style({ display: 'flex', alignItems: 'center', gap: layout.space.xxs, minWidth: 0 });
const menuItemBox = style({ display: 'inline-flex', alignItems: 'center', gap: layout.space.xs, padding: `${layout.space.sm} ${layout.space.md}` });
/** A menu entry: the current area's in the brand's text colour on its soft fill. */
export const menuItem = styleVariants({
  idle: [menuItemBox, menuEntry({ current: false, fill: 'soft' })],
  current: [menuItemBox, menuEntry({ current: true, fill: 'soft' })],
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm, marginInlineStart: 'auto', flexShrink: 0 });
export const toolLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: layout.space.xs,
  minHeight: layout.size.touch,
  padding: `0 ${layout.space.sm}`,
  borderRadius: layout.radius.pill,
  color: vars.color.textMuted,
  fontSize: layout.font.small,
  whiteSpace: 'nowrap',
  ':hover': { color: vars.color.text },
  ':focus-visible': focusRing,
});
export const themeDot = style({ width: layout.space.md, height: layout.space.md, borderRadius: layout.radius.pill, background: vars.color.primary });

export const account = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm });
export const loginButton = button({ tone: 'outline', size: 'sm' });
export const signUpButton = style([button({ tone: 'primary', size: 'sm' }), { whiteSpace: 'nowrap' }]);
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: 1.2,
  padding: `${layout.space.xxs} ${layout.space.sm}`,
  borderRadius: layout.radius.md,
  ':focus-visible': focusRing,
});
export const balanceLabel = style({ color: vars.color.textMuted, fontSize: layout.font.small, maxWidth: '12em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const balanceValue = style({ color: vars.color.text, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const content = style({
  maxWidth: layout.size.contentMax,
  minHeight: `calc(100vh - ${layout.size.desktopHeader})`,
  marginInline: 'auto',
  paddingInline: layout.space.xl,
  outline: 'none',
});

// A page's own navigation bar (components/nav-bar.tsx) is the title of the page here: it sticks
// under the site's header instead of sliding beneath it, and takes the content's rounded corners.
globalStyle(`${content} > header`, {
  top: layout.size.desktopHeader,
  marginTop: layout.space.xl,
  borderRadius: layout.radius.lg,
});

export const footer = style({ marginTop: layout.space.xl, background: vars.color.surface, borderTop: `${layout.border.thin} solid ${vars.color.border}` });
export const footerRow = style({
  maxWidth: layout.size.contentMax,
  marginInline: 'auto',
  padding: `${layout.space.xl} ${layout.space.xl}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: layout.space.lg,
});
export const footerBrand = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs });
export const footerName = style({ fontWeight: 700 });
export const footerNote = style({ color: vars.color.textMuted, fontSize: layout.font.small });
export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `${layout.space.xs} ${layout.space.lg}`, listStyle: 'none', margin: 0, padding: 0 });
export const footerLink = style({ color: vars.color.textMuted, ':hover': { color: vars.color.primaryStrong }, ':focus-visible': focusRing, borderRadius: layout.radius.sm });
