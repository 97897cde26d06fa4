import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const footer = style({ display: 'flex', justifyContent: 'center', fontSize: layout.font.normal });
export const changed = style({ margin: 0, color: vars.color.success, fontSize: layout.font.normal, lineHeight: 1.5 });
