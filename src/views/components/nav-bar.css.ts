import { globalStyle, style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const root = style({
  position: 'sticky',
  top: 0,
  height: layout.size.navBar,
  display: 'grid',
  gridTemplateColumns: `${layout.size.navBar} 1fr ${layout.size.navBar}`,
  alignItems: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  zIndex: layout.zIndex.navBar,
});

export const title = style({ margin: 0, textAlign: 'center', fontSize: layout.font.large, fontWeight: 600 });

export const back = style({
  border: 0,
  background: 'transparent',
  height: layout.size.navBar,
  cursor: 'pointer',
  fontSize: layout.font.title,
});

/** With things at the end: the title gives way to them, the end takes what it needs. */
export const withEnd = style({ gridTemplateColumns: `${layout.space.md} minmax(0, 1fr) auto` });
globalStyle(`${withEnd} > h1`, { textAlign: 'start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
