// /pages/account/rebate (SPEC.md §2 rebate, §4 rebate states claim → issued; issue 11): what
// accrues today (claimable from the next site day), the claimable total, the player's rate per
// game category, and each closed day's rebate with a confirmed claim.
import { useActorRef, useSelector } from '@xstate/react';
import type { RebateItem } from '../../domain/bonus.schema';
import { formatDecimal } from '../../domain/display-format';
import { rebateMachine } from '../../machines/rebate.machine';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import { useCategoryName } from './bonus-parts';
import { CardPending, ClaimList, ClaimPage, ClaimRow, ProgramHero, useClaimPageInput } from './claim-page';
import * as styles from './bonus.css';

type RebateRef = ReturnType<typeof useActorRef<typeof rebateMachine>>;

const percent = (rate: number) => `${formatDecimal(rate)}%`;

export default function Rebate() {
  const t = useT();
  const page = useActorRef(rebateMachine, { input: useClaimPageInput() });
  return <ClaimPage title={t('route.rebate')} page={page} program={<Summary page={page} />} list={<RebateList page={page} />} />;
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
  const head = (
    <>
      <p id="rebate-claimable" className={styles.heroLabel}>{t('rebate.claimable')}</p>
      <p className={styles.heroFigure} data-testid="rebate-claimable">{format.money(summary.claimableTotal)}</p>
    </>
  );
  return (
    <>
      <ProgramHero labelledBy="rebate-claimable" artwork="rebate" head={head}>
        <p className={styles.heroLine}>
          {t('rebate.accruingToday')} <span className={styles.heroStrong}>{format.money(summary.accruingToday)}</span>
        </p>
        <p className={styles.heroLine}>{t('rebate.accrualRule')}</p>
      </ProgramHero>
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
    <ClaimList id="rebate-list" title={t('rebate.listTitle')} page={page} artwork="rebate" emptyText={t('rebate.empty')}>
      {rows.map((row) => <RebateRow key={row.id} row={row} page={page} />)}
    </ClaimList>
  );
}

function RebateRow({ row, page }: { row: RebateItem; page: RebateRef }) {
  const t = useT();
  const format = useWalletFormat();
  const categoryName = useCategoryName();
  const title = t('rebate.rowTitle', { category: categoryName(row.category), day: row.day });
  return (
    <ClaimRow page={page} row={row} testId="rebate-row" artwork="rebate" title={{ shown: title, claim: title }} claimable={row.state === 'claim'}>
      <p className={styles.rowMeta}>{t('rebate.turnoverAt', { turnover: format.money(row.turnover), rate: percent(row.rate) })}</p>
      {row.issuedAt !== null && <p className={styles.rowMeta}>{t('bonus.issuedOn', { date: format.time(row.issuedAt) })}</p>}
    </ClaimRow>
  );
}
