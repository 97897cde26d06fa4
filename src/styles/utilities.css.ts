// Small styles that are not components: text read by screen readers only.
import { style } from '@vanilla-extract/css';
import { layout } from './theme.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: layout.size.hairline,
  height: layout.size.hairline,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
