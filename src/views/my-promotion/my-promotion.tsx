// /pages/account/myPromotion (SPEC.md §2): the player's promotion records, filtered by state (§4).
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { PROMOTION_RECORD_STATES } from '../../domain/promotion';
import { paths } from '../../domain/routes';
import { siteDate } from '../../domain/display-format';
import { myPromotionsMachine, recordsShown, type RecordFilter } from '../../machines/my-promotions.machine';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { LoadFailed, LoadingCard, StatePill, TurnoverBars, useMoney, useZone } from '../privilege/promotion-parts';
import * as styles from '../privilege/promotion.css';

const FILTERS: RecordFilter[] = ['all', ...PROMOTION_RECORD_STATES];

export default function MyPromotion() {
  const t = useT();
  const money = useMoney();
  const zone = useZone();
  const page = useActorRef(myPromotionsMachine);
  const filter = useSelector(page, (s) => s.context.filter);
  const records = useSelector(page, (s) => recordsShown(s.context));
  const phase = useSelector(page, (s) => (s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'shown'));
  const error = useSelector(page, (s) => s.context.error);

  return (
    <Screen title={t('route.myPromotion')}>
      <div className={styles.column}>
        <div className={styles.filters} role="group" aria-label={t('promotion.filterLabel')}>
          {FILTERS.map((f) => (
            <button key={f} type="button" aria-pressed={f === filter} className={frame.tabButton[f === filter ? 'active' : 'idle']}
              onClick={() => page.send({ type: 'FILTER', filter: f })}>
              {f === 'all' ? t('promotion.filterAll') : t(`promotion.state.${f}`)}
            </button>
          ))}
        </div>
        {phase === 'failed' && (
          <LoadFailed error={error} onRetry={() => page.send({ type: 'RETRY' })} />
        )}
        {phase === 'loading' && <LoadingCard />}
        {phase === 'shown' && records.length === 0 && (
          <div className={styles.card}>
            <p className={styles.text}>{t('promotion.noRecords')}</p>
            <div className={styles.actions}><Link href={paths.privilege} className={styles.primary}>{t('route.privilege')}</Link></div>
          </div>
        )}
        {records.length > 0 && (
          <ul className={styles.list}>
            {records.map((record) => (
              <li key={record.id} className={styles.card} aria-labelledby={`record-${record.id}`}>
                <div className={styles.cardHead}>
                  <h2 id={`record-${record.id}`} className={styles.title}>
                    <Link href={`${paths.myPromotionDetail}?id=${record.id}`} className={styles.titleLink}>{record.title}</Link>
                  </h2>
                  <StatePill state={record.state} />
                </div>
                <p className={styles.strongText}>{t('promotion.promotionBalance')}: {money(record.turnover.currentBalance)}</p>
                {(record.state === 'ongoing' || record.state === 'settlable') && <TurnoverBars info={record.turnover} />}
                <p className={styles.text}>{t('promotion.joinedOn')} {siteDate(record.joinedAt, zone)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Screen>
  );
}
