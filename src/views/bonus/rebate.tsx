// /pages/account/rebate (SPEC.md §2 rebate, §4 rebate states claim → issued; issue 11): what
// accrues today (claimable from the next site day), the claimable total, the player's rate per
// game category, and each closed day's rebate with a confirmed claim.
import { useActorRef, useSelector } from '@xstate/react';
import type { RebateItem } from '../../domain/bonus.schema';
import { formatDecimal } from '../../domain/display-format';
import { rebateMachine } from '../../machines/rebate.machine';
import { useAppActors, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import { BonusArtwork } from './bonus-kind-icon';
import { BonusBadge, ClaimControls, ClaimOutcome, useCategoryName, type RowClaim } from './bonus-parts';
import * as styles from './bonus.css';

type RebateRef = ReturnType<typeof useActorRef<typeof rebateMachine>>;

const percent = (rate: number) => `${formatDecimal(rate)}%`;

export default function Rebate() {
  const t = useT();
  const wallet = useSessionChild('wallet');
  const { confirm } = useAppActors();
  const page = useActorRef(rebateMachine, { input: { wallet, confirm } });
  const paid = useSelector(page, (s) => s.context.paid?.amount ?? null);
  const claimError = useSelector(page, (s) => (s.matches({ claim: 'retrying' }) ? null : s.context.claimError));
  return (
    <Screen title={t('route.rebate')}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Summary page={page} />
        </div>
        <div className={styles.column}>
          <ClaimOutcome paid={paid} error={claimError} />
          <RebateList page={page} />
        </div>
      </div>
    </Screen>
  );
}

function Summary({ page }: { page: RebateRef }) {
  const t = useT();
  const format = useWalletFormat();
  const categoryName = useCategoryName();
  const summary = useSelector(page, (s) => s.context.summary);
  const failed = useSelector(page, (s) => s.matches({ summary: 'failed' }));
  const error = useSelector(page, (s) => s.context.summaryError);
  if (failed) {
    return (
      <section className={frame.card}>
        <FormAlert text={error} />
        <button type="button" className={styles.softButton} onClick={() => page.send({ type: 'RETRY_SUMMARY' })}>{t('common.retry')}</button>
      </section>
    );
  }
  if (!summary) return <section className={frame.card}><p role="status" className={styles.muted}>{t('common.loading')}</p></section>;
  return (
    <>
      <section className={styles.hero} aria-labelledby="rebate-claimable">
        <div className={styles.heroHead}>
          <BonusArtwork kind="rebate" size="hero" />
          <div className={styles.heroText}>
            <p id="rebate-claimable" className={styles.heroLabel}>{t('rebate.claimable')}</p>
            <p className={styles.heroFigure} data-testid="rebate-claimable">{format.money(summary.claimableTotal)}</p>
          </div>
        </div>
        <p className={styles.heroLine}>
          {t('rebate.accruingToday')} <span className={styles.heroStrong}>{format.money(summary.accruingToday)}</span>
        </p>
        <p className={styles.heroLine}>{t('rebate.accrualRule')}</p>
      </section>
      <section className={frame.card} aria-labelledby="rebate-rates">
        <h2 id="rebate-rates" className={frame.sectionTitle}>{t('rebate.ratesTitle')}</h2>
        {summary.rates.length === 0 ? (
          <p className={styles.muted}>{t('rebate.noRates')}</p>
        ) : (
          <dl className={styles.rates}>
            {summary.rates.map((rate) => (
              <div key={rate.category} className={styles.rate}>
                <dt className={styles.rateLabel}>{categoryName(rate.category)}</dt>
                <dd className={styles.rateValue}>{percent(rate.rate)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </>
  );
}

function RebateList({ page }: { page: RebateRef }) {
  const t = useT();
  const rows = useSelector(page, (s) => s.context.rows);
  const phase = useSelector(page, (s) => (s.matches({ list: 'failed' }) ? 'failed' : s.matches({ list: 'loading' }) ? 'loading' : 'shown'));
  const error = useSelector(page, (s) => s.context.listError);
  const canMore = useSelector(page, (s) => s.can({ type: 'MORE' }));
  const firstPage = useSelector(page, (s) => s.context.page === 1);
  return (
    <section className={frame.card} aria-labelledby="rebate-list">
      <div className={styles.sectionHead}>
        <h2 id="rebate-list" className={styles.sectionTitle}>{t('rebate.listTitle')}</h2>
      </div>
      {phase === 'loading' && firstPage && <p role="status" className={styles.muted}>{t('common.loading')}</p>}
      {phase === 'failed' && (
        <div className={styles.more}>
          <FormAlert text={error} />
          <button type="button" className={styles.softButton} onClick={() => page.send({ type: 'RETRY_LIST' })}>{t('common.retry')}</button>
        </div>
      )}
      {phase === 'shown' && rows.length === 0 && (
        <div className={styles.empty}>
          <BonusArtwork kind="rebate" size="large" />
          <p className={styles.muted}>{t('rebate.empty')}</p>
        </div>
      )}
      {rows.length > 0 && (
        <ul className={styles.rows} aria-label={t('rebate.listTitle')}>
          {rows.map((row) => <RebateRow key={row.id} row={row} page={page} />)}
        </ul>
      )}
      {(canMore || (phase === 'loading' && !firstPage)) && (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} disabled={phase === 'loading'} onClick={() => page.send({ type: 'MORE' })}>
            {phase === 'loading' ? t('common.loading') : t('bonus.more')}
          </button>
        </div>
      )}
    </section>
  );
}

function useRowClaim(page: RebateRef, id: number): RowClaim {
  const claiming = useSelector(page, (s) => s.context.claiming === id && s.matches({ claim: 'claiming' }));
  const retrying = useSelector(page, (s) => s.context.claiming === id && s.matches({ claim: 'retrying' }));
  const error = useSelector(page, (s) => (s.context.claiming === id ? s.context.claimError : null));
  const busy = useSelector(page, (s) => !s.matches({ claim: 'idle' }));
  return { claiming, retrying, error, busy };
}

function RebateRow({ row, page }: { row: RebateItem; page: RebateRef }) {
  const t = useT();
  const format = useWalletFormat();
  const categoryName = useCategoryName();
  const claim = useRowClaim(page, row.id);
  const title = t('rebate.rowTitle', { category: categoryName(row.category), day: row.day });
  return (
    <li className={styles.row} data-testid="rebate-row">
      <BonusArtwork kind="rebate" />
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{title}</p>
        <p className={styles.rowMeta}>{t('rebate.turnoverAt', { turnover: format.money(row.turnover), rate: percent(row.rate) })}</p>
        {row.issuedAt !== null && <p className={styles.rowMeta}>{t('bonus.issuedOn', { date: format.time(row.issuedAt) })}</p>}
      </div>
      <div className={styles.rowSide}>
        <span className={styles.amount}>{format.money(row.amount)}</span>
        <BonusBadge state={row.state} />
      </div>
      {row.state === 'claim' && (
        <ClaimControls
          label={t('bonus.claimLabel', { title, amount: format.money(row.amount) })}
          claim={claim}
          onClaim={() => page.send({ type: 'CLAIM', id: row.id })}
          onRetry={() => page.send({ type: 'RETRY' })}
          onCancel={() => page.send({ type: 'CANCEL' })}
        />
      )}
    </li>
  );
}
