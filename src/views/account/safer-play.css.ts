import { style } from '@vanilla-extract/css';
import { choice } from '../../styles/recipes/choice.css';
import { layout, vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg, width: '100%', maxWidth: layout.size.moneyForm, margin: '0 auto' });
export const limitRow = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs });
export const note = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted, lineHeight: 1.5 });
export const waiting = style({ margin: 0, fontSize: layout.font.small, color: vars.color.primaryStrong, lineHeight: 1.5 });
export const saved = style({ margin: 0, color: vars.color.success, lineHeight: 1.5 });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm, marginTop: layout.space.md });
export const choiceButton = choice({ shape: 'pill' });
export const status = style({ margin: 0, padding: layout.space.md, borderRadius: layout.radius.md, background: vars.color.primarySoft, color: vars.color.text, lineHeight: 1.5 });
/** The section's explanation, set apart from the form below it. */
export const intro = style({ margin: `0 0 ${layout.space.md}`, color: vars.color.textMuted, lineHeight: 1.5 });
