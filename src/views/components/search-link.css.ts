import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const searchIcon = style({ flexShrink: 0, color: vars.color.primaryStrong });
