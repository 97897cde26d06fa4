import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const strip = style({
  margin: 0,
  width: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${layout.space.xs} ${layout.space.md}`,
  padding: `${layout.space.xs} ${layout.space.md}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: layout.font.small,
  lineHeight: 1.5,
  textAlign: 'center',
});

export const title = style({ fontWeight: 600, overflowWrap: 'anywhere' });
