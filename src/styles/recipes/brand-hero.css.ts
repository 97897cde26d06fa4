// The block a screen is about, set on the brand colour: the Account header (the player's name and
// figures), the wallet's balance and the rebate summary. Its children stack; each screen sets the
// space between them and styles its own lines.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../theme.css';

export const brandHero = style({
  display: 'flex',
  flexDirection: 'column',
  padding: layout.space.xl,
  borderRadius: layout.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
