// The cash-out form: the cards to choose from, the quick amounts and the done panel.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const cards = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm, minWidth: 0 });
export const quick = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: layout.space.sm, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: layout.space.sm, fontSize: layout.font.normal, fontWeight: 600 });
export const card = style({ alignItems: 'center' });
export const cardText = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, flex: 1, minWidth: 0 });
export const cardName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const defaultMark = style({ fontSize: layout.font.small, color: vars.color.primaryStrong, background: vars.color.primarySoft, borderRadius: layout.radius.pill, padding: `${layout.space.xxs} ${layout.space.sm}`, whiteSpace: 'nowrap' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: layout.space.sm });
export const done = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.md, textAlign: 'center' });
export const doneMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: layout.size.iconLg,
  height: layout.size.iconLg,
  borderRadius: '50%',
  background: vars.color.success,
  color: vars.color.onPrimaryStrong,
  fontSize: layout.font.title,
});
export const doneAmount = style({ margin: 0, fontSize: layout.font.display, fontWeight: 700 });
/** The SPEC.md §9 timing notice: a calm panel, not an alert. */
export const notice = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, padding: layout.space.lg, borderRadius: layout.radius.lg, background: vars.color.primarySoft, color: vars.color.text });
export const noticeTitle = style({ margin: 0, fontSize: layout.font.normal, fontWeight: 600 });
export const noticeWhen = style({ margin: 0, fontSize: layout.font.normal, fontWeight: 600, lineHeight: 1.5 });
export const noticeText = style({ margin: 0, fontSize: layout.font.small, lineHeight: 1.6 });
