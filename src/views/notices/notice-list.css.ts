import { style } from '@vanilla-extract/css';
import { WIDE } from '../../styles/breakpoints';
import { layout, vars } from '../../styles/theme.css';

/** The list keeps a readable line length on a desktop. */
export const column = style({ width: '100%', maxWidth: layout.size.moneyForm, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: layout.space.lg });

export const items = style({ listStyle: 'none', margin: 0, padding: 0, background: vars.color.surface, borderRadius: layout.radius.lg, boxShadow: layout.shadow.card, overflow: 'hidden' });
export const item = style({ selectors: { '& + &': { borderTop: `${layout.border.thin} solid ${vars.color.border}` } } });
export const link = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${layout.space.xs} ${layout.space.md}`,
  padding: `${layout.space.md} ${layout.space.lg}`,
  minHeight: layout.size.touch,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.primarySoft },
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: `calc(-1 * ${layout.border.thick})` },
  '@media': { [WIDE]: { padding: `${layout.space.lg} ${layout.space.xl}` } },
});
export const title = style({ margin: 0, fontSize: layout.font.normal, fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' });
export const time = style({ gridColumn: 1, color: vars.color.textMuted, fontSize: layout.font.small });
export const chevron = style({ gridColumn: 2, gridRow: '1 / span 2', color: vars.color.textMuted });
export const empty = style({ textAlign: 'center', padding: layout.space.xl });
