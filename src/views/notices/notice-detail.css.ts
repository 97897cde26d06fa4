import { style } from '@vanilla-extract/css';
import { WIDE } from '../../styles/breakpoints';
import { layout, vars } from '../../styles/theme.css';

export const article = style({
  width: '100%',
  maxWidth: layout.size.moneyForm,
  margin: '0 auto',
  '@media': { [WIDE]: { padding: layout.space.xl } },
});
export const header = style({ marginBottom: layout.space.lg, paddingBottom: layout.space.md, borderBottom: `${layout.border.thin} solid ${vars.color.border}` });
export const title = style({ margin: `0 0 ${layout.space.xs}`, fontSize: layout.font.title, lineHeight: 1.3, overflowWrap: 'anywhere' });
export const time = style({ color: vars.color.textMuted, fontSize: layout.font.small });
export const actions = style({ display: 'flex', gap: layout.space.md, flexWrap: 'wrap', marginTop: layout.space.md });
