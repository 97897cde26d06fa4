// /pages/account/myPromotion/myPromotionDetail?id= (SPEC.md §2, §3 turnover info, §4 actions): a
// record's live turnover bars, read again every few seconds and when the player comes back to the
// page, and settle / close / unlock, each confirmed in the page's flow first.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import type { PromotionRecord } from '../../domain/promotion.schema';
import { paths } from '../../domain/routes';
import { siteDate } from '../../domain/display-format';
import { promotionRecordMachine, type RecordAction } from '../../machines/promotion-record.machine';
import { useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import { useT } from '../use-t';
import { Facts, LoadFailed, LoadingCard, StatePill, TurnoverBars, useMoney, useZone } from '../privilege/promotion-parts';
import { maxBetText } from '../privilege/promotion-terms';
import { ConfirmSheet } from '../components/confirm-sheet';
import * as styles from '../privilege/promotion.css';

export default function MyPromotionDetail() {
  const id = Number(new URLSearchParams(useSearch()).get('id') ?? Number.NaN);
  return <RecordPage key={id} id={id} />;
}

function RecordPage({ id }: { id: number }) {
  const t = useT();
  const money = useMoney();
  const zone = useZone();
  const wallet = useSessionChild('wallet');
  const page = useActorRef(promotionRecordMachine, { input: { id, wallet } });
  // Rounds played in a game the player just left count at once.
  useEffect(() => {
    const focus = () => {
      if (document.visibilityState === 'visible') page.send({ type: 'FOCUS' });
    };
    window.addEventListener('focus', focus);
    document.addEventListener('visibilitychange', focus);
    return () => {
      window.removeEventListener('focus', focus);
      document.removeEventListener('visibilitychange', focus);
    };
  }, [page]);
  const snapshot = useSelector(page, (s) => s);
  const { record, action, notice, error } = snapshot.context;

  if (snapshot.matches('missing')) {
    return <Screen title={t('route.myPromotionDetail')}><div className={styles.card} role="alert"><p className={styles.text}>{t('promotion.recordMissing')}</p><Link href={paths.myPromotion} className={styles.outline}>{t('promotion.myPromotions')}</Link></div></Screen>;
  }
  if (snapshot.matches('failed')) {
    return (
      <Screen title={t('route.myPromotionDetail')}>
        <LoadFailed error={error} onRetry={() => page.send({ type: 'RETRY' })} />
      </Screen>
    );
  }
  if (!record) return <Screen title={t('route.myPromotionDetail')}><LoadingCard /></Screen>;

  const live = record.state === 'ongoing' || record.state === 'settlable';
  const busy = snapshot.hasTag('busy');
  const ask = (which: RecordAction) => page.send({ type: 'ASK', action: which });
  const noticeText = notice === 'unlockRefused'
    ? t('promotion.unlockRefused', { amount: money(record.turnover.releaseConditionsAmount) })
    : notice ? t(`promotion.done.${notice}`) : null;

  return (
    <Screen title={t('route.myPromotionDetail')}>
      <div className={styles.column}>
        <article className={styles.card} aria-labelledby="record-title">
          <div className={styles.cardHead}>
            <h2 id="record-title" className={styles.title}>{record.title}</h2>
            <StatePill state={record.state} />
          </div>
          <p className={styles.text}>{t('promotion.promotionBalance')}</p>
          <p className={styles.balance} data-testid="promotion-balance">{money(record.turnover.currentBalance)}</p>
          <Facts rows={recordFacts(record, t, money, zone)} />
        </article>

        <section className={styles.card} aria-labelledby="turnover-title">
          <h2 id="turnover-title" className={styles.title}>{t('promotion.progress')}</h2>
          <TurnoverBars info={record.turnover} />
          {record.state === 'closing' && <p className={styles.text}>{t('promotion.closingNote')}</p>}
        </section>

        <p className={notice === 'unlockRefused' ? styles.warning : styles.strongText} role="status">{noticeText ?? ''}</p>
        {error && <p className={styles.error} role="alert">{error}</p>}

        <div className={styles.actions}>
          {snapshot.matches('retrying') ? (
            <>
              <button type="button" className={styles.primary} onClick={() => page.send({ type: 'RETRY' })}>{t('common.retry')}</button>
              <button type="button" className={styles.soft} onClick={() => page.send({ type: 'CANCEL' })}>{t('common.cancel')}</button>
            </>
          ) : live ? (
            <>
              {record.canSettle && <button type="button" className={styles.primary} disabled={busy} onClick={() => ask('settle')}>{t('promotion.action.settle')}</button>}
              <button type="button" className={styles.outline} disabled={busy} onClick={() => ask('unlock')}>{t('promotion.action.unlock')}</button>
              {record.canClose && <button type="button" className={styles.outline} disabled={busy} onClick={() => ask('close')}>{t('promotion.action.close')}</button>}
            </>
          ) : null}
          <Link href={`${paths.myPromotionBill}?id=${record.id}`} className={styles.soft}>{t('promotion.action.bill')}</Link>
          {live && record.kind === 'gamePromotion' && <Link href={`${paths.allPrivilegeGames}?id=${record.promotionId}`} className={styles.soft}>{t('promotion.playNow')}</Link>}
        </div>
      </div>

      {snapshot.matches('confirming') && action && (
        <ConfirmSheet title={t(`promotion.confirm.${action}Title`)} confirmText={t(`promotion.action.${action}`)}
          onConfirm={() => page.send({ type: 'CONFIRM' })} onCancel={() => page.send({ type: 'CANCEL' })}>
          <p className={styles.text}>{t(`promotion.confirm.${action}Text`, { amount: money(record.turnover.currentBalance) })}</p>
          {action !== 'settle' && <p className={styles.warning}>{t('promotion.freeSpins')}</p>}
        </ConfirmSheet>
      )}
    </Screen>
  );
}

function recordFacts(record: PromotionRecord, t: (key: string, params?: Record<string, unknown>) => string, money: (amount: number) => string, zone: number): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (record.amount > 0) rows.push([t('promotion.amountLabel'), money(record.amount)]);
  rows.push([t('promotion.bonus'), money(record.turnover.bonusAmount)]);
  rows.push([t('promotion.maxBet'), maxBetText(record.maxBet, t, money)]);
  rows.push([t('promotion.release'), money(record.turnover.releaseConditionsAmount)]);
  rows.push([t('promotion.joinedOn'), siteDate(record.joinedAt, zone)]);
  rows.push([record.endedAt ? t('promotion.endedOn') : t('promotion.endsOn'), siteDate(record.endedAt ?? record.endsAt, zone)]);
  return rows;
}
