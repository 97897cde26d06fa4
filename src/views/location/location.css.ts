import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

/** The address as written, kept whole on a line break and easy to select by a long press. */
export const address = style({ margin: 0, fontStyle: 'normal', fontSize: layout.font.large, lineHeight: 1.5, overflowWrap: 'anywhere', userSelect: 'text' });
export const label = style({ margin: `0 0 ${layout.space.sm}`, color: vars.color.textMuted, fontSize: layout.font.small });
// As wide as a phone at most: on a desktop a full-width button reads as a banner, not an action.
export const actions = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md, width: '100%', maxWidth: '26rem', alignSelf: 'center' });
export const secondaryButton = button({ tone: 'outline', size: 'md' });
