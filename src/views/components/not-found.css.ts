// The not-found screen: a large mark, what happened, the address that was asked for, the way home.
import { style } from '@vanilla-extract/css';
import { outcomeMark } from '../../styles/recipes/outcome-mark.css';
import { layout, vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: layout.space.lg,
  textAlign: 'center',
  padding: `${layout.space.xxl} ${layout.space.xl}`,
  background: vars.color.surface,
  borderRadius: layout.radius.lg,
  boxShadow: layout.shadow.card,
});
export const mark = outcomeMark({ tone: 'notice' });
export const title = style({ margin: 0, fontSize: layout.font.title });
export const address = style({
  maxWidth: '100%',
  margin: 0,
  padding: `${layout.space.xs} ${layout.space.sm}`,
  borderRadius: layout.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: layout.font.small,
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: layout.space.md });
