// The promotion carousel: a 2:1 picture with its caption over a dark fade, step buttons at its
// sides and dots below. The slide change is a slide across, or a cut when motion is reduced.
import { style, styleVariants } from '@vanilla-extract/css';
import { WIDER } from '../../styles/breakpoints';
import { layout, vars } from '../../styles/theme.css';

const ratio = '2 / 1';

// While the promotions load: the picture's box and the dots' row below it (as root lays them out),
// so the rails under the carousel do not move when it fills in.
export const placeholder = style({
  aspectRatio: ratio,
  borderRadius: layout.radius.lg,
  background: vars.color.primarySoft,
  marginBottom: `calc(${layout.space.sm} + ${layout.size.smallTarget})`,
  '@media': { [WIDER]: { aspectRatio: '3 / 1' } },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: layout.space.sm, minWidth: 0 });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: layout.radius.lg,
  boxShadow: layout.shadow.card,
  aspectRatio: ratio,
  background: vars.color.stage,
  touchAction: 'pan-y',
  '@media': { [WIDER]: { aspectRatio: '3 / 1' } },
});

export const track = style({
  display: 'flex',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'transform 450ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ position: 'relative', flex: '0 0 100%', height: '100%' });

export const picture = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: layout.space.xs,
  // Clear of the step buttons at the sides, whatever the width.
  padding: `${layout.space.xxl} calc(${layout.size.touch} + ${layout.space.md}) ${layout.space.md}`,
  // The stage colour fading in: the caption's text is readable on any picture.
  background: `linear-gradient(to top, ${vars.color.stage} 0%, transparent 100%)`,
  color: vars.color.onStage,
  '@media': { [WIDER]: { paddingBottom: layout.space.lg } },
});

export const title = style({ margin: 0, fontSize: layout.font.large, lineHeight: 1.4, overflowWrap: 'anywhere' });

export const summary = style({
  margin: 0,
  fontSize: layout.font.small,
  lineHeight: 1.6,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [WIDER]: { fontSize: layout.font.normal } },
});

export const action = style({
  marginTop: layout.space.xs,
  padding: `${layout.space.xs} ${layout.space.lg}`,
  minHeight: layout.size.iconSm,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: layout.radius.pill,
  background: vars.color.surface,
  color: vars.color.primaryStrong,
  fontWeight: 600,
  fontSize: layout.font.small,
  textDecoration: 'none',
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.onStage}`, outlineOffset: layout.border.thick },
});

const stepBase = style({
  position: 'absolute',
  top: '40%',
  width: layout.size.touch,
  height: layout.size.touch,
  border: 0,
  borderRadius: layout.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: layout.font.title,
  lineHeight: 1,
  cursor: 'pointer',
  opacity: 0.85,
  boxShadow: layout.shadow.card,
  ':hover': { opacity: 1 },
  ':focus-visible': { opacity: 1, outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thick },
});
export const step = styleVariants({
  previous: [stepBase, { insetInlineStart: layout.space.sm }],
  next: [stepBase, { insetInlineEnd: layout.space.sm }],
});

// The row keeps its height with one promotion (and no dots), so the carousel is as tall as its placeholder.
export const dots = style({ display: 'flex', justifyContent: 'center', gap: layout.space.xs, minHeight: layout.size.smallTarget });
const dotBase = style({
  // A 24px target (WCAG 2.5.8) around a small dot.
  width: layout.size.smallTarget,
  height: layout.size.smallTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '::before': { content: '""', width: layout.size.dot, height: layout.size.dot, borderRadius: layout.radius.pill, background: vars.color.textMuted },
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, borderRadius: layout.radius.pill },
});
export const dot = styleVariants({
  idle: [dotBase],
  current: [dotBase, { selectors: { '&::before': { width: layout.size.dotCurrent, background: vars.color.primaryStrong } } }],
});
