// The sign-up form: step indicator, bank choice and the row of Back / final buttons.
import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.normal, textAlign: 'center' });
export const progress = style({ margin: 0, color: vars.color.primaryStrong, fontSize: layout.font.small, fontWeight: 600 });
export const stepTitle = style({ margin: 0, fontSize: layout.font.large });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.5 });
export const noteLink = style({ color: vars.color.primaryStrong, textDecoration: 'underline' });

export const banks = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const legend = style({ padding: 0, marginBottom: layout.space.sm, fontSize: layout.font.small, color: vars.color.textMuted });
export const bankIcon = style({ width: layout.size.iconSm, height: layout.size.iconSm, objectFit: 'contain' });

export const actions = style({ display: 'flex', gap: layout.space.md });
export const back = button({ tone: 'outline', size: 'lg' });
export const backWidth = style({ flex: 1, whiteSpace: 'nowrap' });
export const next = style({ flex: 2 });
