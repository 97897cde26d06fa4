// One option of a set the player picks from: a radio label (gender, bank), a theme card or a tab.
// The chosen one is marked by the brand colour; a keyboard focus inside it too.
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '../theme.css';

export const choice = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: layout.space.xs,
    border: `${layout.border.thin} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    ':focus-within': { borderColor: vars.color.primary },
  },
  variants: {
    shape: {
      /** A short word in a row of words (gender). */
      pill: { padding: `${layout.space.sm} ${layout.space.md}`, borderRadius: layout.radius.pill },
      /** A full-width line with an icon (bank). */
      row: { gap: layout.space.md, padding: layout.space.md, borderRadius: layout.radius.md },
      /** A card in a grid (theme): the content stacks and may wrap, never widens the grid. */
      tile: {
        flexDirection: 'column',
        gap: layout.space.sm,
        minWidth: 0,
        padding: `${layout.space.lg} ${layout.space.sm}`,
        borderWidth: layout.border.thick,
        borderRadius: layout.radius.lg,
        textAlign: 'center',
        overflowWrap: 'anywhere',
      },
    },
    chosen: {
      true: { borderColor: vars.color.primary, background: vars.color.primarySoft },
      false: {},
    },
  },
  defaultVariants: { shape: 'pill', chosen: false },
});

/** A tab of a tab list (winners period, promotion kind, login popup). */
export const tab = recipe({
  base: {
    // Tabs share the row by the length of their labels, so a long one (Burmese "SMS login")
    // takes the room the short ones leave instead of wrapping.
    flex: '1 1 auto',
    minWidth: 0,
    minHeight: layout.size.touch,
    border: 0,
    padding: `${layout.space.sm} ${layout.space.xs}`,
    borderRadius: layout.radius.pill,
    cursor: 'pointer',
    lineHeight: 1.2,
    // Never a second line or a wider row; an ellipsis is the last resort.
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
  },
  variants: {
    active: {
      true: { background: vars.color.primaryStrong, color: vars.color.onPrimaryStrong },
      false: { background: vars.color.primarySoft, color: vars.color.primaryStrong },
    },
  },
  defaultVariants: { active: false },
});
