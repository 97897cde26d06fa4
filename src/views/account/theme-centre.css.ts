import { style } from '@vanilla-extract/css';
import { layout } from '../../styles/theme.css';

// minmax(0, 1fr): a long theme name wraps inside its card instead of widening the grid past a
// 390 px screen (the third card was cut off).
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: layout.space.sm });
export const preview = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: layout.space.xs, padding: layout.space.xs, borderRadius: layout.radius.md });
