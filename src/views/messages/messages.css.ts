import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

/** The screens' column: on a wide screen a message reads as a column, not a 1200 px line. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg, width: '100%', maxWidth: layout.size.moneyForm, marginInline: 'auto' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, background: vars.color.surface, borderRadius: layout.radius.lg, overflow: 'hidden' });

/** A row of a list is a link over the whole row, ruled off from the next (a message, a category). */
const rowLink = style({
  padding: `${layout.space.md} ${layout.space.lg}`,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: `calc(-1 * ${layout.border.thick})` },
  selectors: { 'li:last-child > &': { borderBottom: 0 } },
});

/** A message's row: the unread dot, then the title, time and first line. */
export const row = style([rowLink, { display: 'grid', gridTemplateColumns: `${layout.space.sm} minmax(0, 1fr)`, columnGap: layout.space.md, alignItems: 'start' }]);

/** The unread dot (a shape, not text): brand-strong. */
export const dot = style({ width: layout.space.sm, height: layout.space.sm, marginTop: layout.space.xs, borderRadius: layout.radius.pill, background: vars.color.primaryStrong });
export const noDot = style({ width: layout.space.sm });

export const rowBody = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, minWidth: 0 });
export const rowHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: layout.space.sm, minWidth: 0 });
export const rowTitle = style({ margin: 0, fontSize: layout.font.normal, fontWeight: 400, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowTitleUnread = style({ fontWeight: 700 });
export const rowLine = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const time = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: layout.font.small });

/** The message screen's category row: name and count over the latest title. */
export const category = style([rowLink, { display: 'flex', alignItems: 'center', gap: layout.space.md }]);
export const categoryIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: layout.size.iconMd,
  height: layout.size.iconMd,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
  fontWeight: 700,
});
export const categoryBody = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, flex: 1, minWidth: 0 });
export const categoryName = style({ margin: 0, fontSize: layout.font.normal, fontWeight: 600 });
export const chevron = style({ color: vars.color.textMuted });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });
export const toolbarButton = button({ tone: 'outline', size: 'sm' });
export const moreButton = button({ tone: 'outline', size: 'md' });

export const article = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const articleTitle = style({ margin: 0, fontSize: layout.font.large, overflowWrap: 'anywhere' });
export const articleMeta = style({ display: 'flex', gap: layout.space.sm, color: vars.color.textMuted, fontSize: layout.font.small });
/** The body as the operator wrote it: plain text, its line breaks kept, long words broken. */
export const articleBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 });
