// /pages/account/rebate (SPEC.md §2 rebate, §4 rebate states claim → issued; issue 11): what
// accrues today (claimable from the next site day), the claimable total, the player's rate per
// game category, and each closed day's rebate with a confirmed claim.
import { useActorRef, useSelector } from '@xstate/react';
import type { RebateItem } from '../../domain/bonus.schema';
import { formatDecimal } from '../../domain/display-format';
import { rebateMachine } from '../../machines/rebate.machine';
import { useAppActors, useSessionChild } from '../app-actors';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import { BonusArtwork } from './bonus-kind-icon';
import { BonusBadge, ClaimControls, useCategoryName } from './bonus-parts';
import { CardPending, ClaimList, ClaimPage, useClaimList, useClaimOutcome, useRowClaim } from './claim-page';
import * as styles from './bonus.css';

type RebateRef = ReturnType<typeof useActorRef<typeof rebateMachine>>;

const percent = (rate: number) => `${formatDecimal(rate)}%`;

export default function Rebate() {
  const t = useT();
  const wallet = useSessionChild('wallet');
  const { confirm } = useAppActors();
  const page = useActorRef(rebateMachine, { input: { wallet, confirm } });
  const outcome = useClaimOutcome(page);
  return <ClaimPage title={t('route.rebate')} program={<Summary page={page} />} {...outcome} list={<RebateList page={page} />} />;
}

function Summary({ page }: { page: RebateRef }) {
  const t = useT();
  const format = useWalletFormat();
  const categoryName = useCategoryName();
  const summary = useSelector(page, (s) => s.context.summary);
  const failed = useSelector(page, (s) => s.matches({ summary: 'failed' }));
  const error = useSelector(page, (s) => s.context.summaryError);
  if (failed) return <CardPending error={error} onRetry={() => page.send({ type: 'RETRY_SUMMARY' })} />;
  if (!summary) return <CardPending error={null} />;
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
  return (
    <ClaimList
      id="rebate-list"
      title={t('rebate.listTitle')}
      list={useClaimList(page)}
      artwork="rebate"
      emptyText={t('rebate.empty')}
      onRetry={() => page.send({ type: 'RETRY_LIST' })}
      onMore={() => page.send({ type: 'MORE' })}
    >
      {rows.map((row) => <RebateRow key={row.id} row={row} page={page} />)}
    </ClaimList>
  );
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
