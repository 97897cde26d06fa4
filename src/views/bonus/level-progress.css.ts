// The member level's progress on the Account header (brand colour, onPrimary text).
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const progress = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xs, margin: 0 });
export const head = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: `${layout.space.xxs} ${layout.space.sm}`, fontSize: layout.font.small, fontWeight: 600, lineHeight: 1.4 });
export const track = style({
  height: layout.space.sm,
  borderRadius: layout.radius.pill,
  // A darker strip of the brand with the progress in the header's text colour: a light track
  // with a dark fill read as a full bar at 0 %.
  background: vars.color.primaryStrong,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', borderRadius: layout.radius.pill, background: vars.color.onPrimary });
export const details = style({ display: 'flex', flexWrap: 'wrap', gap: `${layout.space.xxs} ${layout.space.md}`, margin: 0, fontSize: layout.font.small, lineHeight: 1.6, fontVariantNumeric: 'tabular-nums' });
