import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { tab } from '../../styles/recipes/choice.css';
import { layout, vars } from '../../styles/theme.css';

export const body = style({ padding: layout.space.lg, display: 'flex', flexDirection: 'column', gap: layout.space.lg });
export const withTabBar = style({ paddingBottom: `calc(${layout.size.tabBar} + ${layout.space.lg})` });

export const card = style({
  background: vars.color.surface,
  borderRadius: layout.radius.lg,
  padding: layout.space.lg,
  boxShadow: layout.shadow.card,
});

export const sectionTitle = style({ margin: `0 0 ${layout.space.md}`, fontSize: layout.font.large });
export const muted = style({ color: vars.color.textMuted, margin: 0, lineHeight: 1.5 });

export const cellList = style({ listStyle: 'none', margin: 0, padding: 0, background: vars.color.surface, borderRadius: layout.radius.lg, overflow: 'hidden' });
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: `${layout.space.md} ${layout.space.lg}`,
  border: 0,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  fontSize: layout.font.normal,
});
export const cellValue = style({ color: vars.color.textMuted });
export const selected = style({ color: vars.color.primaryStrong, fontWeight: 600 });

export const tabs = style({ display: 'flex', gap: layout.space.sm });
/** A tab of a tab list, resolved here at build time so screens ship class names, not the recipe. */
export const tabButton = { idle: tab({ active: false }), active: tab({ active: true }) };

/** The main action of a page (a link or a button). */
export const primaryButton = button({ tone: 'primary', size: 'md' });
