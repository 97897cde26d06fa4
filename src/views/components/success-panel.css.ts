import { style } from '@vanilla-extract/css';
import { outcomeMark } from '../../styles/recipes/outcome-mark.css';
import { layout, vars } from '../../styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: layout.space.lg,
  textAlign: 'center',
  padding: layout.space.xl,
  background: vars.color.surface,
  borderRadius: layout.radius.lg,
  boxShadow: layout.shadow.card,
});
export const mark = outcomeMark({ tone: 'success', bold: false });
export const title = style({ margin: 0, fontSize: layout.font.title });
