import { style } from '@vanilla-extract/css';
import { layout, vars } from '../styles/theme.css';

/** The notice a screen shows when its code did not arrive: centred in the room the screen had, not glued to its top. */
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: layout.space.lg,
  minHeight: '60vh',
  padding: layout.space.xl,
  textAlign: 'center',
});

export const failedIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: layout.size.avatar,
  height: layout.size.avatar,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryStrong,
});

export const failedText = style({ maxWidth: '22rem', fontSize: layout.font.large, lineHeight: 1.5 });

/** As wide as its words with room to tap, never the page's whole width on a desktop. */
export const failedRetry = style({ minWidth: '12rem' });
