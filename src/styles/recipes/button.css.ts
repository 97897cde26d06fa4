// Every button and button-like link of the app: one base, a tone and a size. Views pick a
// combination instead of restating borders, radius and colours.
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layout, vars } from '../theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: layout.space.xs,
    minHeight: layout.size.touch,
    border: `${layout.border.thin} solid transparent`,
    borderRadius: layout.radius.pill,
    cursor: 'pointer',
    textAlign: 'center',
    textDecoration: 'none',
    ':disabled': { opacity: 0.6, cursor: 'default' },
    ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
  },
  variants: {
    tone: {
      /** The one main action of a screen or dialog. */
      primary: { background: vars.color.primaryStrong, color: vars.color.onPrimaryStrong },
      /** The other choice beside a primary one (Cancel). */
      soft: { background: vars.color.primarySoft, color: vars.color.primaryStrong },
      /** A second action that stands on its own (Back, Log in with Facebook). */
      outline: { borderColor: vars.color.primaryStrong, background: vars.color.surface, color: vars.color.primaryStrong },
      /** A text action inside a form ("Forgot password?"). */
      link: { minHeight: 0, border: 0, borderRadius: 0, padding: 0, background: 'transparent', color: vars.color.primaryStrong },
    },
    size: {
      sm: { padding: `${layout.space.sm} ${layout.space.xl}`, fontSize: layout.font.normal },
      md: { padding: `${layout.space.md} ${layout.space.xl}`, fontSize: layout.font.normal },
      /** The submit of a form: as wide as the form, larger type. */
      lg: { padding: layout.space.md, fontSize: layout.font.large },
    },
  },
  compoundVariants: [{ variants: { tone: 'link', size: 'sm' }, style: { padding: 0 } }],
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
