import { style } from '@vanilla-extract/css';
import { layout } from '../../styles/theme.css';

export const paragraph = style({
  margin: `0 0 ${layout.space.md}`,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: { '&:last-child': { marginBottom: 0 } },
});
