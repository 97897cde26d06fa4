// The sign-up form: step indicator, bank choice and the row of Back / final buttons.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.normal, textAlign: 'center' });
export const progress = style({ margin: 0, color: vars.color.primary, fontSize: layout.font.small, fontWeight: 600 });
export const stepTitle = style({ margin: 0, fontSize: layout.font.large });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.5 });
export const noteLink = style({ color: vars.color.primary });

export const banks = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const legend = style({ padding: 0, marginBottom: layout.space.sm, fontSize: layout.font.small, color: vars.color.textMuted });
export const bank = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.md,
  padding: layout.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  ':focus-within': { borderColor: vars.color.primary },
});
export const bankChosen = style({ borderColor: vars.color.primary, background: vars.color.primarySoft });
export const bankIcon = style({ width: '28px', height: '28px', objectFit: 'contain' });

export const actions = style({ display: 'flex', gap: layout.space.md });
export const back = style({
  flex: 1,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: layout.radius.pill,
  padding: layout.space.md,
  background: 'transparent',
  color: vars.color.primary,
  fontSize: layout.font.normal,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':disabled': { opacity: 0.6, cursor: 'default' },
});
export const next = style({ flex: 2 });
