// While the player plays with promotion money (GameSession.promotion), the stage says so above the
// game: the promotion, its balance and its max bet, read before the first bet (issue 11).
import type { PromotionPlay } from '../../domain/promotion.schema';
import { formatMoney } from '../../domain/money-format';
import { useSiteInfo } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './promotion-strip.css';

export function PromotionStrip({ promotion }: { promotion: PromotionPlay }) {
  const t = useT();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  return (
    <p className={styles.strip} role="status" data-testid="promotion-strip">
      <span className={styles.title}>{t('promotion.playing', { title: promotion.title })}</span>
      <span>{t('promotion.playingBalance', { amount: formatMoney(promotion.balance, symbol) })}</span>
      <strong>{promotion.maxBet === null ? t('promotion.playingNoMaxBet') : t('promotion.playingMaxBet', { amount: formatMoney(promotion.maxBet, symbol) })}</strong>
    </p>
  );
}
