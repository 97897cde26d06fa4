// A list of money records, one row each (the wallet's movements and withdrawals, the rebate and
// bonus records): the main column (a title over meta lines), the side column at the end (the
// amount, a state), and with `lead` an icon column before them; a rule between rows.
import { recipe } from '@vanilla-extract/recipes';
import { style, styleVariants } from '@vanilla-extract/css';
import { layout, vars } from '../theme.css';

export const recordList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const recordRow = recipe({
  base: {
    display: 'grid',
    alignItems: 'start',
    gap: `${layout.space.xs} ${layout.space.md}`,
    padding: `${layout.space.md} 0`,
    borderBottom: `${layout.border.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 0 } },
  },
  variants: {
    lead: {
      true: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
      false: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
    },
  },
  defaultVariants: { lead: false },
});
export const recordMain = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, minWidth: 0 });
export const recordTitle = style({ margin: 0, fontWeight: 600, fontSize: layout.font.normal, overflowWrap: 'anywhere' });
export const recordMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, overflowWrap: 'anywhere', lineHeight: 1.5 });
export const recordSide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: layout.space.xs, textAlign: 'end' });
const amountBase = style({ fontWeight: 700, fontSize: layout.font.normal, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
/** Money coming to the player in the success colour; money going out in the text colour. */
export const recordAmount = styleVariants({
  in: [amountBase, { color: vars.color.success }],
  out: [amountBase, { color: vars.color.text }],
});
