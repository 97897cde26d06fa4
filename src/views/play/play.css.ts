// The playing screen: the game's frame on a dark stage with a thin bar of controls above it. On a
// phone the frame takes every pixel the bar leaves; on a desktop it is centred at a size a game is
// drawn for, the bar above it at the same width. The sheets (amount, recharge) and dialogs sit over
// the stage in the app's own light surface.
import { style, styleVariants } from '@vanilla-extract/css';
import { button } from '../../styles/recipes/button.css';
import { mask } from '../../styles/recipes/mask.css';
import { layout, vars } from '../../styles/theme.css';
import { visuallyHidden } from '../../styles/utilities.css';

const FRAME_MAX_WIDTH = layout.size.gameFrameMax;

/** The whole screen: phone, the viewport; desktop, what the header leaves. */
export const stage = styleVariants({
  h5: { height: '100dvh' },
  pc: { height: `calc(100dvh - ${layout.size.desktopHeader})` },
});
export const stageBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  background: vars.color.stage,
  color: vars.color.onStage,
  overflow: 'hidden',
});
export const stagePadded = style({ padding: layout.space.lg, gap: layout.space.md });

export const bar = style({
  width: '100%',
  maxWidth: FRAME_MAX_WIDTH,
  display: 'flex',
  alignItems: 'center',
  gap: layout.space.xs,
  minHeight: layout.size.navBar,
  paddingInline: layout.space.sm,
  flexShrink: 0,
});
export const barButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: layout.space.xs,
  minWidth: layout.size.touch,
  height: layout.size.touch,
  paddingInline: layout.space.sm,
  border: `${layout.border.thin} solid transparent`,
  borderRadius: layout.radius.pill,
  background: 'transparent',
  color: vars.color.onStage,
  fontSize: layout.font.normal,
  cursor: 'pointer',
  textDecoration: 'none',
  flexShrink: 0,
  ':hover': { borderColor: vars.color.onStage },
  ':focus-visible': { outline: `${layout.border.thick} solid ${vars.color.primary}`, outlineOffset: layout.border.thin },
  ':disabled': { opacity: 0.5, cursor: 'default' },
});
export const barIcon = style({ width: layout.font.large, height: layout.font.large, flexShrink: 0 });
/** The button's word: shown beside its icon on a desktop, read by screen readers on a phone. */
export const barLabel = styleVariants({
  h5: [visuallyHidden],
  pc: {},
});
export const balance = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.25 });
export const balanceName = style({ fontSize: layout.font.small, opacity: 0.85, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' });
export const balanceValue = style({ fontSize: layout.font.large, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The frame's box: all that is left under the bar, at most a desktop game's size. */
export const frameBox = style({ position: 'relative', flex: 1, minHeight: 0, width: '100%', maxWidth: FRAME_MAX_WIDTH, display: 'flex' });
export const frameBoxPc = style({ paddingBottom: layout.space.lg });
export const frame = style({ flex: 1, width: '100%', height: '100%', border: 0, background: vars.color.stage, borderRadius: 0 });
export const framePc = style({ borderRadius: layout.radius.lg, boxShadow: layout.shadow.popup });

/** With the controls hidden, one small handle brings them back. */
export const showHandle = style({
  position: 'absolute',
  top: layout.space.sm,
  insetInlineEnd: layout.space.sm,
  zIndex: layout.zIndex.raised,
  background: vars.color.stage,
  borderColor: vars.color.onStage,
});

/** A notice over the top of the frame (the game disconnected). */
export const banner = style({
  position: 'absolute',
  insetInline: layout.space.md,
  top: layout.space.md,
  zIndex: layout.zIndex.raised,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: layout.space.md,
  padding: layout.space.md,
  borderRadius: layout.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
  boxShadow: layout.shadow.popup,
  lineHeight: 1.5,
});
export const bannerText = style({ flex: 1, minWidth: '12rem', margin: 0, fontWeight: 600 });

/** A sheet over the stage: at the bottom on a phone, a centred card on a desktop. */
export const sheetMask = mask({ layer: 'popup' });
export const sheetPlace = styleVariants({
  h5: { alignItems: 'flex-end' },
  pc: { alignItems: 'center' },
});
export const sheet = style({
  width: '100%',
  maxWidth: layout.size.popup,
  maxHeight: '100%',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: layout.space.lg,
  padding: layout.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: layout.shadow.popup,
});
export const sheetShape = styleVariants({
  h5: { borderRadius: `${layout.radius.lg} ${layout.radius.lg} 0 0` },
  pc: { borderRadius: layout.radius.lg },
});
export const sheetHead = style({ display: 'flex', alignItems: 'center', gap: layout.space.md });
export const gameIcon = style({ width: layout.size.avatar, height: layout.size.avatar, borderRadius: layout.radius.md, objectFit: 'cover', flexShrink: 0, background: vars.color.primarySoft });
export const sheetTitle = style({ margin: 0, fontSize: layout.font.large, lineHeight: 1.35, overflowWrap: 'anywhere' });
export const sheetSub = style({ margin: 0, fontSize: layout.font.small, color: vars.color.textMuted, lineHeight: 1.5 });
export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });
export const strong = style({ margin: 0, color: vars.color.text, fontWeight: 600, lineHeight: 1.5 });
export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: layout.space.sm });
export const label = style({ fontWeight: 600, fontSize: layout.font.normal });
export const walletLine = style({ display: 'flex', justifyContent: 'space-between', gap: layout.space.md, flexWrap: 'wrap', fontSize: layout.font.normal });
export const walletValue = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const quickAmounts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))', gap: layout.space.sm });
export const quickAmount = style({ justifyContent: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const wholeWallet = style({ justifyContent: 'center', fontWeight: 600, textAlign: 'center', overflowWrap: 'anywhere' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: layout.font.normal, lineHeight: 1.5 });
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: layout.space.sm });
export const inlineActions = style({ display: 'flex', flexWrap: 'wrap', gap: layout.space.sm, alignItems: 'center' });
export const big = style({ margin: 0, fontSize: layout.font.display, fontWeight: 700, textAlign: 'center', fontVariantNumeric: 'tabular-nums', color: vars.color.success });
export const centred = style({ textAlign: 'center' });
export const check = style({ display: 'flex', alignItems: 'center', gap: layout.space.sm, cursor: 'pointer', lineHeight: 1.5 });
export const checkbox = style({ width: layout.font.large, height: layout.font.large, accentColor: vars.color.primaryStrong, flexShrink: 0 });
export const spinner = style({ alignSelf: 'center', width: layout.size.iconMd, height: layout.size.iconMd, borderRadius: '50%', border: `${layout.border.thick} solid ${vars.color.primarySoft}`, borderTopColor: vars.color.primaryStrong });

export const primary = button({ tone: 'primary', size: 'lg' });
export const secondary = button({ tone: 'outline', size: 'md' });
export const soft = button({ tone: 'soft', size: 'md' });
export const link = button({ tone: 'link', size: 'sm' });

/** gamePostMessagePage's one line, in the middle of the frame it is loaded in. */
export const returning = style({ margin: 'auto', fontSize: layout.font.large, fontWeight: 600, textAlign: 'center', lineHeight: 1.5 });

/** A question over the stage (exit, abnormal exit): a card with room around it on a phone. */
export const dialogWidth = style({ width: 'min(92vw, 100%)', maxWidth: layout.size.popup });

/** The game's art on the stage behind the amount sheet and the result, so the wait has a face. */
export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: layout.space.md, paddingTop: layout.space.xxl, textAlign: 'center' });
export const heroIcon = style({ width: layout.size.heroIcon, height: layout.size.heroIcon, borderRadius: layout.radius.lg, objectFit: 'cover', boxShadow: layout.shadow.popup });
export const heroName = style({ margin: 0, fontSize: layout.font.title, fontWeight: 700 });
