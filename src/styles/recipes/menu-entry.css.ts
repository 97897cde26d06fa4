// An entry of a desktop menu bar (the header's areas, the desktop home's categories): a pill whose
// current entry is filled, strongly on the home's bar and softly in the header, which sits over it.
// Each bar sets the entry's display and padding.
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '../theme.css';

export const menuEntry = recipe({
  base: {
    borderRadius: layout.radius.pill,
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
  },
  variants: {
    current: {
      false: { color: vars.color.text, ':hover': { background: vars.color.background } },
      true: { fontWeight: 600 },
    },
    fill: { strong: {}, soft: {} },
  },
  compoundVariants: [
    { variants: { current: true, fill: 'strong' }, style: { background: vars.color.primaryStrong, color: vars.color.onPrimaryStrong } },
    { variants: { current: true, fill: 'soft' }, style: { background: vars.color.primarySoft, color: vars.color.primaryStrong } },
  ],
  defaultVariants: { current: false, fill: 'strong' },
});
