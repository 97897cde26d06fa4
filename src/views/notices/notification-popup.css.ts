import { globalStyle, style } from '@vanilla-extract/css';
import { WIDE } from '../../styles/breakpoints';
import { layout, vars } from '../../styles/theme.css';

export const dialog = style({
  width: `min(92vw, ${layout.size.moneyForm})`,
  maxHeight: '82vh',
  padding: 0,
  border: 0,
  borderRadius: layout.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: layout.shadow.popup,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { background: vars.color.mask },
  },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.sm,
  padding: `${layout.space.lg} ${layout.space.lg} ${layout.space.md}`,
  borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
  '@media': { [WIDE]: { padding: `${layout.space.xl} ${layout.space.xl} ${layout.space.md}` } },
});
export const title = style({ margin: 0, fontSize: layout.font.large });
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: layout.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.xl,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: `calc(-1 * ${layout.border.thick})` },
  '@media': { [WIDE]: { padding: layout.space.xl } },
});
export const notice = style({ selectors: { '& + &': { paddingTop: layout.space.xl, borderTop: `${layout.border.thin} solid ${vars.color.border}` } } });
export const noticeTitle = style({ margin: `0 0 ${layout.space.xxs}`, fontSize: layout.font.large, lineHeight: 1.4, overflowWrap: 'anywhere' });
export const time = style({ display: 'block', marginBottom: layout.space.sm, color: vars.color.textMuted, fontSize: layout.font.small });
export const actions = style({
  display: 'flex',
  gap: layout.space.md,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  padding: `${layout.space.md} ${layout.space.lg} ${layout.space.lg}`,
  borderTop: `${layout.border.thin} solid ${vars.color.border}`,
  '@media': { [WIDE]: { padding: `${layout.space.md} ${layout.space.xl} ${layout.space.xl}` } },
});

// A notice's picture in the popup stays a picture beside the text, not a page of its own.
globalStyle(`${body} img`, { maxHeight: '30vh', width: 'auto' });
