// A promotion's terms as the card, the page and the confirmation word them.
import type { PromotionSummary } from '../../domain/promotion.schema';
import { siteDate } from '../../domain/display-format';
import type { Translate } from '../../domain/display-format';

/** "50% up to ₱300", "50%", or "₱25 with a code". */
export function bonusText(promotion: PromotionSummary, t: Translate, money: (amount: number) => string): string {
  if (promotion.joinMode === 'code') return t('promotion.fixedBonus', { amount: money(promotion.fixedBonus) });
  return promotion.bonusCap > 0
    ? t('promotion.bonusUpTo', { percent: promotion.bonusPercent, cap: money(promotion.bonusCap) })
    : t('promotion.bonusPercent', { percent: promotion.bonusPercent });
}

export function periodText(promotion: PromotionSummary, zone: number, t: Translate): string {
  return t('promotion.period', { start: siteDate(promotion.startsAt, zone), end: siteDate(promotion.endsAt, zone) });
}

export function maxBetText(maxBet: number | null, t: Translate, money: (amount: number) => string): string {
  return maxBet === null ? t('promotion.noMaxBet') : money(maxBet);
}
