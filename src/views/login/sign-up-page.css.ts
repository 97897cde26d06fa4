import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const switchLine = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: layout.font.normal });
export const switchLink = style({ color: vars.color.primaryStrong, textDecoration: 'underline' });
