// The amount step of a game that will play the player's promotion money (GameDetail.promotionPlay):
// the server plays the record's whole balance, so there is no amount to choose, only the promotion,
// its balance and its max bet, read before the launch (issue 11).
import type { ReactNode } from 'react';
import type { PromotionPlay } from '../../domain/promotion.schema';
import { formatMoney } from '../../domain/money-format';
import { useT } from '../use-t';
import * as styles from './play.css';
import * as own from './promotion-launch.css';

export interface PromotionLaunchProps {
  promotion: PromotionPlay;
  symbol: string;
  busy: boolean;
  onSubmit(): void;
  /** Shown beside the action (Cancel). */
  secondary: ReactNode;
}

export function PromotionLaunch({ promotion, symbol, busy, onSubmit, secondary }: PromotionLaunchProps) {
  const t = useT();
  return (
    <div className={styles.group} aria-busy={busy} data-testid="promotion-launch">
      <p className={styles.text}>{t('promotionLaunch.hint')}</p>
      <dl className={own.facts}>
        <div className={own.fact}>
          <dt className={own.term}>{t('promotionLaunch.promotion')}</dt>
          <dd className={own.title}>{promotion.title}</dd>
        </div>
        <div className={own.fact}>
          <dt className={own.term}>{t('promotionLaunch.balance')}</dt>
          <dd className={own.value}>{formatMoney(promotion.balance, symbol)}</dd>
        </div>
        <div className={own.fact}>
          <dt className={own.term}>{t('promotionLaunch.maxBet')}</dt>
          <dd className={own.value}>{promotion.maxBet === null ? t('promotionLaunch.noMaxBet') : formatMoney(promotion.maxBet, symbol)}</dd>
        </div>
      </dl>
      {/* Stacked: the action's label is long in some languages and must not wrap into a tall pill. */}
      <div className={own.actions}>
        <button type="button" className={styles.primary} disabled={busy} onClick={onSubmit}>
          {busy ? t('play.starting') : t('promotionLaunch.play')}
        </button>
        {secondary}
      </div>
    </div>
  );
}
