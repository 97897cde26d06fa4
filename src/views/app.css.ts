import { style } from '@vanilla-extract/css';
import { layout } from '../styles/theme.css';

export const splash = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: layout.space.lg, padding: layout.space.xl, textAlign: 'center' });
