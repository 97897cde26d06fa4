// The analysis page: the period choice, the chart's box and the table of totals by type.
import { globalStyle, style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const periods = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: layout.space.sm, minWidth: 0 });
export const periodLegend = style({ padding: 0, marginBottom: layout.space.sm, fontSize: layout.font.small, color: vars.color.textMuted });
export const custom = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))', gap: layout.space.md, alignItems: 'end', marginTop: layout.space.md });
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
/** The chart's box: its height is fixed so the page does not jump when the chart arrives. */
export const chart = style({ width: '100%', height: layout.size.chart, minWidth: 0 });
// What uPlot needs of a stylesheet (its own is not shipped): layers stacked in its box.
globalStyle(`${chart} .uplot, ${chart} .uplot *`, { boxSizing: 'border-box' });
globalStyle(`${chart} .uplot`, { width: 'min-content', lineHeight: 1.5 });
globalStyle(`${chart} .u-wrap`, { position: 'relative', userSelect: 'none' });
globalStyle(`${chart} .u-over, ${chart} .u-under, ${chart} .u-axis`, { position: 'absolute' });
globalStyle(`${chart} .u-under`, { overflow: 'hidden' });
globalStyle(`${chart} canvas`, { display: 'block', position: 'relative', width: '100%', height: '100%' });
globalStyle(`${chart} .u-select`, { display: 'none' });
export const caption = style({ color: vars.color.textMuted, fontSize: layout.font.small, lineHeight: 1.5 });
export const chartFailed = style({ margin: 0, color: vars.color.danger, fontSize: layout.font.small });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${layout.space.xs} ${layout.space.lg}`, marginBottom: layout.space.xs, color: vars.color.text });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: layout.space.xs });
const swatch = style({ display: 'inline-block', width: layout.space.md, height: layout.space.md, borderRadius: layout.radius.sm });
export const swatchIn = style([swatch, { background: vars.color.success }]);
export const swatchOut = style([swatch, { background: vars.color.danger }]);

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: layout.font.normal });
globalStyle(`${table} th, ${table} td`, { padding: `${layout.space.sm} ${layout.space.xs}`, borderBottom: `${layout.border.thin} solid ${vars.color.border}`, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: layout.font.small, fontWeight: 600 });
export const tableWrap = style({ overflowX: 'auto' });
