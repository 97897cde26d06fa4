// The Account page's foot: the site's social pages and its app download, under the cells.
import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const foot = style({ display: 'flex', flexDirection: 'column', gap: layout.space.md, alignItems: 'stretch' });
export const social = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.sm });
export const socialTitle = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted });
export const socialList = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: layout.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: layout.space.xs,
  minHeight: layout.size.touch,
  paddingInline: layout.space.md,
  borderRadius: layout.radius.pill,
  background: vars.color.surface,
  border: `${layout.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: layout.font.small,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const socialMark = style({ color: vars.color.primaryStrong, display: 'inline-flex' });
/** The download banner with the app's picture (the "mobile bottom picture"). */
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.md,
  padding: layout.space.md,
  borderRadius: layout.radius.lg,
  background: vars.color.primarySoft,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const bannerPicture = style({ width: layout.size.iconLg, height: layout.size.iconLg, borderRadius: layout.radius.md, objectFit: 'cover', flexShrink: 0, background: vars.color.surface });
export const bannerText = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, minWidth: 0, flex: 1 });
export const bannerTitle = style({ fontWeight: 700, color: vars.color.primaryStrong });
export const bannerHint = style({ fontSize: layout.font.small, color: vars.color.textMuted });
export const downloadLink = style({ alignSelf: 'center', color: vars.color.primaryStrong, fontWeight: 600, fontSize: layout.font.normal, textUnderlineOffset: layout.border.thick });
/** "Install the app": the banner's look on a button. */
export const installButton = style([banner, { border: 0, width: '100%', textAlign: 'start', cursor: 'pointer', font: 'inherit' }]);
