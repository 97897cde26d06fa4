import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const stepTitle = style({ margin: 0, fontSize: layout.font.large });
export const muted = style({ color: vars.color.textMuted, margin: 0, lineHeight: 1.5 });
export const stepLinks = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: layout.space.sm });
