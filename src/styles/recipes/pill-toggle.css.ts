// A pill the player presses to choose or mark something (a category chip of the browser, a game's
// like and favorite marks): touch-sized, framed, plain on the surface until chosen. Each screen
// sets its padding, its layout and how the chosen one is filled.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../theme.css';

export const pillToggle = style({
  minHeight: layout.size.touch,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  borderRadius: layout.radius.pill,
  cursor: 'pointer',
  fontWeight: 600,
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});

/** Not chosen: the surface's colours. */
export const pillIdle = { background: vars.color.surface, color: vars.color.text } as const;
