// The round mark an outcome is shown with: a symbol (✓, !, …, 404) centred on the outcome's
// colour, over the words that say what happened (deposit result, a sent message, a finished
// flow, the not-found page).
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '../theme.css';

export const outcomeMark = recipe({
  base: { display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: layout.font.title },
  variants: {
    tone: {
      success: { background: vars.color.success, color: vars.color.onPrimaryStrong },
      failure: { background: vars.color.danger, color: vars.color.onPrimaryStrong },
      waiting: { background: vars.color.primaryStrong, color: vars.color.onPrimaryStrong },
      notice: { background: vars.color.primarySoft, color: vars.color.primaryStrong },
    },
    size: {
      /** The mark a whole page or panel is about. */
      page: { width: layout.size.avatar, height: layout.size.avatar, borderRadius: '50%' },
      /** The mark in the place of a form that was sent. */
      inline: { width: layout.size.iconLg, height: layout.size.iconLg, borderRadius: layout.radius.pill },
    },
    bold: { true: { fontWeight: 700 }, false: {} },
  },
  defaultVariants: { size: 'page', bold: true },
});
