// The profile form: who the player is (read-only), the avatar and the gender choice.
import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const identity = style({ display: 'flex', alignItems: 'center', gap: layout.space.lg });
export const avatar = style({
  width: layout.size.avatar,
  height: layout.size.avatar,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.primarySoft,
  flexShrink: 0,
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${layout.space.xs} ${layout.space.md}`, margin: 0, fontSize: layout.font.normal });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0 });

export const choices = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: layout.space.sm });
export const legend = style({ padding: 0, marginBottom: layout.space.xs, fontSize: layout.font.small, color: vars.color.textMuted });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: layout.font.small });
export const secondaryButton = button({ tone: 'outline', size: 'md' });
