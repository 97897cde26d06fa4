// /pages/account/myWallet/analysisBill (SPEC.md §2 analysis; §9 periods today, yesterday, 7 days,
// 30 days, last month, 3 months, 12 months, custom): the period's money in and out, by type and
// by day (a chart, loaded only here), with its opening and closing balance.
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { useId } from 'react';
import { Link } from 'wouter';
import { ANALYSIS_PERIODS } from '../../domain/bill';
import { periodAddsUp, sumAmounts } from '../../domain/bill-reconcile';
import { paths } from '../../domain/routes';
import { siteZoneLabel } from '../../domain/display-format';
import { billAnalysisMachine } from '../../machines/bill-analysis.machine';
import { choice } from '../../styles/recipes/choice.css';
import { useSiteInfo } from '../app-actors';
import * as fields from '../components/fields/fields.css';
import { TextField } from '../components/fields/text-field';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { AnalysisChart } from './analysis-chart';
import { EmptyList, useWalletFormat } from './wallet-parts';
import * as styles from './analysis.css';
import * as wallet from './wallet.css';

export default function AnalysisBill() {
  const t = useT();
  const id = useId();
  const format = useWalletFormat();
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  const analysis = useActorRef(billAnalysisMachine, { input: { countryTimezone: zone } });
  const period = useSelector(analysis, (s) => s.context.period);
  const from = useSelector(analysis, (s) => s.context.from);
  const to = useSelector(analysis, (s) => s.context.to);
  const problem = useSelector(analysis, (s) => s.context.problem);
  const reply = useSelector(analysis, (s) => s.context.reply);
  const error = useSelector(analysis, (s) => s.context.error);
  const phase = useSelector(analysis, (s) => (['loading', 'failed', 'custom'] as const).find((state) => s.matches(state)) ?? 'shown');

  const incoming = sumAmounts(reply?.byType.map((row) => row.incoming) ?? []);
  const outgoing = sumAmounts(reply?.byType.map((row) => Math.abs(row.outgoing)) ?? []);
  const count = reply?.byType.reduce((sum, row) => sum + row.count, 0) ?? 0;

  return (
    <Screen title={t('route.analysisBill')}>
      <section className={frame.card}>
        <fieldset className={styles.periods}>
          <legend className={styles.periodLegend}>{t('bill.period')}</legend>
          {ANALYSIS_PERIODS.map((value) => (
            <label key={value} className={choice({ shape: 'pill', chosen: period === value })}>
              <input type="radio" name={`${id}-period`} value={value} checked={period === value} onChange={() => analysis.send({ type: 'CHOOSE', period: value })} />
              {t(`bill.periods.${value}`)}
            </label>
          ))}
        </fieldset>
        {period === 'custom' && (
          <form className={styles.custom} noValidate onSubmit={(event) => { event.preventDefault(); analysis.send({ type: 'APPLY' }); }}>
            <TextField label={t('bill.from')} type="date" value={from} max={to} onValue={(value) => analysis.send({ type: 'CHANGE_RANGE', from: value, to })}
              {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-range` } : {})} />
            <TextField label={t('bill.to')} type="date" value={to} onValue={(value) => analysis.send({ type: 'CHANGE_RANGE', from, to: value })}
              {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-range` } : {})} />
            <button type="submit" className={wallet.action}>{t('bill.apply')}</button>
            {problem && <p id={`${id}-range`} role="alert" className={fields.error}>{t(`bill.rangeProblems.${problem}`)}</p>}
          </form>
        )}
      </section>

      {phase === 'failed' && (
        <section className={frame.card}>
          <FormAlert text={error} />
          <button type="button" className={wallet.softAction} onClick={() => analysis.send({ type: 'RETRY' })}>{t('common.retry')}</button>
        </section>
      )}
      {phase === 'loading' && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
      {reply && phase !== 'loading' && phase !== 'failed' && (
        <>
          <section className={frame.card} aria-labelledby={`${id}-totals`}>
            <div className={wallet.sectionHead}>
              <h2 id={`${id}-totals`} className={wallet.sectionTitle}>{t(`bill.periods.${reply.period}`)}</h2>
              <span className={wallet.note}>{t('bill.rangeIn', { from: reply.from, to: reply.to, zone: siteZoneLabel(zone) })}</span>
            </div>
            <dl className={wallet.totals}>
              <div className={wallet.total}><dt className={wallet.totalLabel}>{t('bill.in')}</dt><dd className={clsx(wallet.totalValue, wallet.amountIn)} data-testid="analysis-in">{format.money(incoming)}</dd></div>
              <div className={wallet.total}><dt className={wallet.totalLabel}>{t('bill.out')}</dt><dd className={wallet.totalValue} data-testid="analysis-out">{format.money(outgoing)}</dd></div>
              <div className={wallet.total}><dt className={wallet.totalLabel}>{t('wallet.netChange')}</dt><dd className={wallet.totalValue}>{format.signed(reply.netChange)}</dd></div>
            </dl>
            <p className={wallet.note}>
              {t('bill.balances', { opening: format.money(reply.openingBalance), closing: format.money(reply.closingBalance) })}
              {' '}{periodAddsUp(reply) ? `✓ ${t('wallet.addsUp')}` : t('wallet.doesNotAddUp')}
            </p>
          </section>
          {count === 0 ? (
            <section className={frame.card}>
              <EmptyList text={t('bill.emptyPeriod')}>
                <Link href={paths.myWallet} className={wallet.softAction}>{t('bill.toWallet')}</Link>
              </EmptyList>
            </section>
          ) : (
            <>
              <section className={frame.card} aria-labelledby={`${id}-chart`}>
                <h2 id={`${id}-chart`} className={wallet.sectionTitle}>{t('bill.byDay')}</h2>
                <AnalysisChart days={reply.byDay} money={format.money} compact={format.compact} />
              </section>
              <section className={frame.card} aria-labelledby={`${id}-types`}>
                <h2 id={`${id}-types`} className={wallet.sectionTitle}>{t('bill.byType')}</h2>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <thead>
                      <tr><th scope="col">{t('bill.type')}</th><th scope="col">{t('bill.in')}</th><th scope="col">{t('bill.out')}</th><th scope="col">{t('bill.count')}</th></tr>
                    </thead>
                    <tbody>
                      {reply.byType.filter((row) => row.count > 0).map((row) => (
                        <tr key={row.type} data-testid={`analysis-type-${row.type}`}>
                          <th scope="row">{t(`bill.types.${row.type}`)}</th>
                          <td>{format.money(row.incoming)}</td>
                          <td>{format.money(Math.abs(row.outgoing))}</td>
                          <td>{row.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            </>
          )}
        </>
      )}
      <p className={wallet.note}>{t('bill.compileNote')}</p>
    </Screen>
  );
}
