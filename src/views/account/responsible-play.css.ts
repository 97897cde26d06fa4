// The responsible-play page and the reality-check setting page: cards of tools, help by country,
// and the self-assessment's one question at a time.
import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { layout, vars } from '../../styles/theme.css';

export const intro = style({ margin: 0, lineHeight: 1.6, color: vars.color.text });
export const error = style({ margin: 0, color: vars.color.danger, lineHeight: 1.5 });
export const textLink = style({ color: vars.color.primaryStrong, fontWeight: 600, alignSelf: 'flex-start', lineHeight: 1.5 });

export const toolList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const tool = style({
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.xxs,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
});
export const toolName = style({ fontWeight: 600, color: vars.color.primaryStrong, lineHeight: 1.4 });
export const toolText = style({ fontSize: layout.font.small, color: vars.color.textMuted, lineHeight: 1.5 });

export const countries = style({ display: 'flex', flexDirection: 'column', gap: layout.space.lg });
export const country = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm, margin: 0, padding: 0, border: 0 });
export const countryName = style({ margin: 0, paddingTop: layout.space.sm, borderTop: `${layout.border.thin} solid ${vars.color.border}`, fontSize: layout.font.large, fontWeight: 700 });
export const helpList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const helpItem = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, lineHeight: 1.5 });
export const helpName = style({ fontWeight: 600 });
export const helpText = style({ fontSize: layout.font.small, color: vars.color.textMuted });
export const phone = style({ color: vars.color.primaryStrong, fontWeight: 700, fontVariantNumeric: 'tabular-nums', alignSelf: 'flex-start' });

export const question = style({ margin: 0, fontSize: layout.font.large, lineHeight: 1.45, fontWeight: 600 });
export const progress = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted });
export const answers = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const answer = button({ tone: 'outline', size: 'md' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm });
export const primary = button({ tone: 'primary', size: 'md' });
export const back = button({ tone: 'link', size: 'sm' });
export const score = style({ margin: 0, fontSize: layout.font.title, fontWeight: 700 });
export const assessment = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md });
