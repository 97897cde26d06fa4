// Pieces every promotion screen shares: money in the site's currency, a record state as a pill,
// the turnover progress bars, and the confirmation sheet each join and record action goes through.
import { useId } from 'react';
import type { PrivilegeButton, PromotionRecordState } from '../../domain/promotion';
import type { TurnoverInfo } from '../../domain/promotion.schema';
import { formatMoney } from '../../domain/money-format';
import { turnoverProgress } from '../../domain/promotion-join';
import { useSiteInfo } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './promotion.css';

/** Formats an amount in the site's currency. */
export function useMoney(): (amount: number) => string {
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  return (amount) => formatMoney(amount, symbol);
}

export function useZone(): number {
  return useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
}

const STATE_TONE: Record<PromotionRecordState, keyof typeof styles.pillTone> = {
  ongoing: 'live',
  settlable: 'good',
  closing: 'live',
  closed: 'ended',
  settled: 'good',
  unlocked: 'ended',
};

export function StatePill({ state }: { state: PromotionRecordState }) {
  const t = useT();
  return <span className={`${styles.pill} ${styles.pillTone[STATE_TONE[state]]}`}>{t(`promotion.state.${state}`)}</span>;
}

const BUTTON_TONE: Record<PrivilegeButton, keyof typeof styles.pillTone> = { confirmAttend: 'live', attended: 'live', claim: 'good', claimed: 'ended' };

export function ButtonPill({ button }: { button: PrivilegeButton }) {
  const t = useT();
  return <span className={`${styles.pill} ${styles.pillTone[BUTTON_TONE[button]]}`}>{t(`promotion.button.${button}`)}</span>;
}

/** SPEC.md §3 turnover info as bars: each says its figures in words too, not by colour alone. */
export function TurnoverBars({ info }: { info: TurnoverInfo }) {
  const t = useT();
  const money = useMoney();
  return (
    <div className={styles.bars}>
      {turnoverProgress(info).map((bar) => (
        <TurnoverBar key={bar.key} name={t(`promotion.bar.${bar.key}`)} figures={`${money(bar.current)} / ${money(bar.asked)}`}
          ratio={bar.ratio} met={bar.met} metText={t('promotion.bar.met')} />
      ))}
    </div>
  );
}

function TurnoverBar({ name, figures, ratio, met, metText }: { name: string; figures: string; ratio: number; met: boolean; metText: string }) {
  const id = useId();
  const percent = Math.floor(ratio * 100);
  return (
    <div>
      <div className={styles.barHead}>
        <span id={id} className={styles.barName}>{name}</span>
        <span className={styles.barFigures}>{figures}{met ? ` · ${metText}` : ` · ${percent}%`}</span>
      </div>
      <div className={styles.barTrack} role="progressbar" aria-labelledby={id} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={figures}>
        <div className={styles.barFill[met ? 'met' : 'going']} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Label and value rows (amount, bonus, conditions). */
export function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([name, value]) => (
        <div key={name} className={styles.factRow}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A promotion screen's read that failed: why, and a retry. */
export function LoadFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.card} role="alert">
      <p className={styles.text}>{error || t('common.networkError')}</p>
      <div className={styles.actions}><button type="button" className={styles.primary} onClick={onRetry}>{t('common.retry')}</button></div>
    </div>
  );
}

/** A promotion screen's card while its read is under way. */
export function LoadingCard() {
  const t = useT();
  return <div className={styles.card} role="status" aria-busy="true" aria-label={t('common.loading')} />;
}
