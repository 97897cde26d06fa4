import { style } from '@vanilla-extract/css';
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
export const mark = style({
  width: layout.size.avatar,
  height: layout.size.avatar,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.success,
  color: vars.color.onPrimaryStrong,
  fontSize: layout.font.title,
});
export const title = style({ margin: 0, fontSize: layout.font.title });
