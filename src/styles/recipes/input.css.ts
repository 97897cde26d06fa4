// A text input: the bordered row (which may hold an addon such as a captcha picture or a send-code
// button) and the bare input inside it.
import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../theme.css';

export const inputRow = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: layout.space.sm,
    border: `${layout.border.thin} solid ${vars.color.border}`,
    borderRadius: layout.radius.md,
    background: vars.color.surface,
    paddingInline: layout.space.md,
    ':focus-within': { borderColor: vars.color.primary },
    selectors: { '&:has([aria-invalid="true"])': { borderColor: vars.color.danger } },
  },
  variants: {
    disabled: { true: { background: vars.color.background } },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  padding: `${layout.space.md} 0`,
  fontSize: layout.font.normal,
  // Burmese and Thai stack marks above and below the line: room for them, so nothing is clipped.
  lineHeight: 1.6,
  textOverflow: 'ellipsis',
  color: vars.color.text,
  // The placeholder doubles as the label in the Burmese popup: it must be as readable as a label.
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});
