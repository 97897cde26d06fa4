// The deposit screens: a money form in one readable column, amounts set large, limits beside the
// channel they belong to, and the order's figures on the waiting and outcome pages.
import { style } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { choice } from '../../styles/recipes/choice.css';
import { outcomeMark } from '../../styles/recipes/outcome-mark.css';
import { layout, vars } from '../../styles/theme.css';

/** One column, centred on a wide screen. */
export const column = style({ width: '100%', maxWidth: layout.size.moneyForm, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: layout.space.lg });

export const balanceCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: layout.space.md,
  flexWrap: 'wrap',
  padding: layout.space.lg,
  borderRadius: layout.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const balanceLabel = style({ margin: 0, fontSize: layout.font.normal });
export const balanceValue = style({ margin: 0, fontSize: layout.font.title, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const legend = style({ padding: 0, marginBottom: layout.space.sm, fontSize: layout.font.normal, fontWeight: 600, color: vars.color.text });
export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm });
export const rows = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm });

/** A channel or payee row: its name over the line that explains it. */
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: layout.space.xxs, minWidth: 0, flex: 1, lineHeight: 1.5 });
export const rowTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const rowHint = style({ fontSize: layout.font.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const rowEnd = style({ marginInlineStart: 'auto', flexShrink: 0 });
export const radio = style({ flexShrink: 0, accentColor: vars.color.primaryStrong });

/** The amount: the currency symbol and a large figure. */

export const quickAmounts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))', gap: layout.space.sm });
export const quickAmount = style({ justifyContent: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const hint = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted, lineHeight: 1.5 });

/** The preview of what is paid and what arrives. */
export const figures = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: `${layout.space.sm} ${layout.space.md}`, fontSize: layout.font.normal });
export const figureName = style({ color: vars.color.textMuted });
export const figureValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600, overflowWrap: 'anywhere' });

export const bigAmount = style({ margin: 0, fontSize: layout.font.display, lineHeight: 1.2, fontWeight: 700, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
export const countdown = style({ margin: 0, textAlign: 'center', fontSize: layout.font.large, fontVariantNumeric: 'tabular-nums', color: vars.color.primaryStrong, fontWeight: 600 });
export const centred = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.md, textAlign: 'center' });
/** The ways on from a page: side by side where they fit, else stacked at full width. */
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: layout.space.sm });

/** The outcome mark: its shape, and its colour by the order's state. */
export const markShape = outcomeMark();
export const mark = outcomeMark.classNames.variants.tone;
export const outcomeTitle = style({ margin: 0, fontSize: layout.font.title });

export const copyRow = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm, flexWrap: 'wrap' });
/** A copyable value at the end of its line (the order number beside the amount). */
export const copyEnd = style({ justifyContent: 'flex-end' });
export const mono = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em', overflowWrap: 'anywhere' });

/** The receipt picker: a choice row (its focus ring included) drawn as a dashed box, the file input's label. */
export const dropArea = style([
  choice({ shape: 'row' }),
  { borderWidth: layout.border.thick, borderStyle: 'dashed', background: vars.color.background },
]);
export const preview = style({
  width: layout.size.receiptPreview,
  height: layout.size.receiptPreview,
  objectFit: 'cover',
  borderRadius: layout.radius.sm,
  flexShrink: 0,
  background: vars.color.primarySoft,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primaryStrong,
  fontSize: layout.font.display,
});
export const progress = style({ width: '100%', height: layout.space.sm, accentColor: vars.color.primaryStrong });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: layout.font.small, lineHeight: 1.5 });
export const smallButton = button({ tone: 'outline', size: 'sm' });
export const linkButton = button({ tone: 'link', size: 'sm' });
export const primary = button({ tone: 'primary', size: 'md' });
export const submit = button({ tone: 'primary', size: 'lg' });

/** The first deposit's offer of deposit limits (issue 12). */
export const limitsOffer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: layout.space.md });
