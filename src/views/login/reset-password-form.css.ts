import { style } from '@vanilla-extract/css';
import { layout } from '../../styles/theme.css';

export const footer = style({ display: 'flex', justifyContent: 'center', fontSize: layout.font.normal });
