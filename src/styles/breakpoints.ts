// Where the layout changes with the width: media queries named once, in rem so the player's text
// size moves them too.

/** A tablet or a desktop window: rails become grids, the winners move beside them. */
export const WIDE = 'screen and (min-width: 48rem)';
/** A desktop window: a second column. */
export const WIDER = 'screen and (min-width: 64rem)';
