// A trade state as a badge (SPEC.md §4: pending review, failed, pending payment, done): a word in
// a rounded frame whose colour says at a glance whether money has moved, may still move, or not.
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '../theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${layout.space.xxs} ${layout.space.sm}`,
    borderRadius: layout.radius.pill,
    border: `${layout.border.thin} solid currentColor`,
    fontSize: layout.font.small,
    fontWeight: 600,
    lineHeight: 1.6,
    whiteSpace: 'nowrap',
  },
  variants: {
    state: {
      done: { color: vars.color.success, background: vars.color.surface },
      failed: { color: vars.color.danger, background: vars.color.surface },
      pendingReview: { color: vars.color.primaryStrong, background: vars.color.primarySoft, borderColor: 'transparent' },
      pendingPayment: { color: vars.color.textMuted, background: vars.color.background, borderColor: 'transparent' },
    },
  },
  defaultVariants: { state: 'pendingReview' },
});
