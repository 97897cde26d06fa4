// /pages/account/myPromotion/myPromotionBill?id= (SPEC.md §2, §9): what moved a record's balance;
// bills are compiled within half an hour, and the page says so.
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { siteDateTime } from '../../domain/display-format';
import { formatSignedMoney } from '../../domain/money-variants';
import { promotionBillMachine } from '../../machines/promotion-bill.machine';
import { useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import { useT } from '../use-t';
import { LoadFailed, LoadingCard, useZone } from '../privilege/promotion-parts';
import * as styles from '../privilege/promotion.css';

export default function MyPromotionBill() {
  const id = Number(new URLSearchParams(useSearch()).get('id') ?? Number.NaN);
  return <BillPage key={id} id={id} />;
}

function BillPage({ id }: { id: number }) {
  const t = useT();
  const zone = useZone();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const page = useActorRef(promotionBillMachine, { input: { id } });
  const rows = useSelector(page, (s) => s.context.rows);
  const phase = useSelector(page, (s) => (s.matches('failed') ? 'failed' : s.matches('missing') ? 'missing' : s.matches('shown') ? 'shown' : 'loading'));
  const error = useSelector(page, (s) => s.context.error);

  return (
    <Screen title={t('route.myPromotionBill')}>
      <div className={styles.column}>
        <p className={styles.warning}>{t('promotion.billNotice')}</p>
        {phase === 'missing' && <div className={styles.card} role="alert"><p className={styles.text}>{t('promotion.recordMissing')}</p></div>}
        {phase === 'failed' && (
          <LoadFailed error={error} onRetry={() => page.send({ type: 'RETRY' })} />
        )}
        {phase === 'loading' && <LoadingCard />}
        {phase === 'shown' && (
          <section className={styles.card} aria-label={t('route.myPromotionBill')}>
            {rows.length === 0 ? <p className={styles.text}>{t('common.empty')}</p> : (
              <ul className={styles.list}>
                {rows.map((row) => (
                  <li key={row.id} className={styles.billRow}>
                    <span className={styles.strongText}>{row.type === 'game' ? t('promotion.bill.game', { game: row.gameName }) : t(`promotion.bill.${row.type}`)}</span>
                    <span className={styles.amount[row.amount >= 0 ? 'plus' : 'minus']}>{formatSignedMoney(row.amount, symbol)}</span>
                    <time className={styles.text} dateTime={new Date(row.createdAt).toISOString()}>{siteDateTime(row.createdAt, zone)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </Screen>
  );
}
