import { style } from '@vanilla-extract/css';
import { layout, vars } from '../../styles/theme.css';

export const body = style({ padding: layout.space.lg, display: 'flex', flexDirection: 'column', gap: layout.space.lg });
export const withTabBar = style({ paddingBottom: `calc(${layout.size.tabBar} + ${layout.space.lg})` });

export const card = style({
  background: vars.color.surface,
  borderRadius: layout.radius.lg,
  padding: layout.space.lg,
  boxShadow: layout.shadow.card,
});

export const sectionTitle = style({ margin: `0 0 ${layout.space.md}`, fontSize: layout.font.large });
export const muted = style({ color: vars.color.textMuted, margin: 0, lineHeight: 1.5 });

export const cellList = style({ listStyle: 'none', margin: 0, padding: 0, background: vars.color.surface, borderRadius: layout.radius.lg, overflow: 'hidden' });
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: `${layout.space.md} ${layout.space.lg}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  fontSize: layout.font.normal,
});
export const cellValue = style({ color: vars.color.textMuted });
export const selected = style({ color: vars.color.primary, fontWeight: 600 });

export const tabs = style({ display: 'flex', gap: layout.space.sm });
export const tabButton = style({
  flex: 1,
  border: 0,
  padding: layout.space.sm,
  borderRadius: layout.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  cursor: 'pointer',
});
export const tabButtonActive = style({ background: vars.color.primary, color: vars.color.onPrimary });

export const primaryButton = style({
  border: 0,
  borderRadius: layout.radius.pill,
  padding: `${layout.space.md} ${layout.space.xl}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  fontSize: layout.font.normal,
});
