// Typography for a notice's rich HTML (headings, lists, links, quotes, tables, images), scoped to
// its container so an operator's markup can only look like a notice.
import { globalStyle, style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const richText = style({ lineHeight: 1.6, overflowWrap: 'anywhere', color: vars.color.text });

const inside = (selector: string) => `${richText} ${selector}`;

globalStyle(inside('> :first-child'), { marginTop: 0 });
globalStyle(inside('> :last-child'), { marginBottom: 0 });
globalStyle(inside('p'), { margin: `0 0 ${layout.space.md}` });
globalStyle(inside(':is(h1, h2, h3, h4, h5, h6)'), { margin: `${layout.space.lg} 0 ${layout.space.sm}`, lineHeight: 1.3 });
globalStyle(inside('h1'), { fontSize: layout.font.title });
globalStyle(inside('h2'), { fontSize: layout.font.large });
globalStyle(inside(':is(h3, h4, h5, h6)'), { fontSize: layout.font.normal });
globalStyle(inside(':is(ul, ol)'), { margin: `0 0 ${layout.space.md}`, paddingInlineStart: layout.space.xl });
globalStyle(inside('li + li'), { marginTop: layout.space.xs });
globalStyle(inside('a'), { color: vars.color.primaryStrong, textDecoration: 'underline', textUnderlineOffset: layout.border.thick });
globalStyle(inside('a:focus-visible'), { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick });
globalStyle(inside('img'), { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: layout.radius.md, margin: `${layout.space.sm} 0` });
globalStyle(inside('blockquote'), {
  margin: `0 0 ${layout.space.md}`,
  paddingInlineStart: layout.space.md,
  borderInlineStart: `${layout.border.thick} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(inside('hr'), { border: 0, borderTop: `${layout.border.thin} solid ${vars.color.border}`, margin: `${layout.space.lg} 0` });
globalStyle(inside('table'), { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', margin: `0 0 ${layout.space.md}` });
globalStyle(inside(':is(th, td)'), { border: `${layout.border.thin} solid ${vars.color.border}`, padding: `${layout.space.xs} ${layout.space.sm}`, textAlign: 'start' });
globalStyle(inside(':is(pre, code)'), { fontFamily: 'ui-monospace, monospace', fontSize: layout.font.small });
globalStyle(inside('pre'), { whiteSpace: 'pre-wrap', margin: `0 0 ${layout.space.md}` });
