// /pages/account/myWallet (SPEC.md §2 wallet): the balance and promotion balance first, the ways
// to move money the wallet flags allow (recharge, cash out when openStatus, manual deposit), the
// last 30 days reconciled (their bills add up to the change of balance, issue 8), and the bills
// filtered by type and status, compiled within half an hour (SPEC.md §9).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import type { BillItem } from '../../domain/bill.schema';
import { periodAddsUp } from '../../domain/bill-reconcile';
import { paths } from '../../domain/routes';
import { BILL_TYPES, TRADE_STATES, type BillType, type TradeState } from '../../domain/trade';
import { billsMachine } from '../../machines/bills.machine';
import { usePlayer, useSessionChild, useWallet } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { EmptyList, StateBadge, useWalletFormat } from './wallet-parts';
import * as styles from './wallet.css';

export default function MyWallet() {
  const t = useT();
  const wallet = useSessionChild('wallet');
  const format = useWalletFormat();
  const balance = useWallet((s) => s.context.balanceObj?.balance ?? 0);
  const promotionBalance = useWallet((s) => s.context.balanceObj?.promotionBalance ?? 0);
  const flags = usePlayer((s) => s.context.walletParams);
  const bills = useActorRef(billsMachine);
  // Fresh figures on every visit: an operator may have reviewed a deposit or withdrawal meanwhile.
  useEffect(() => wallet.send({ type: 'REFRESH' }), [wallet]);

  return (
    <Screen title={t('route.myWallet')}>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <section className={styles.hero} aria-labelledby="wallet-balance">
            <p id="wallet-balance" className={styles.heroLabel}>{t('wallet.balance')}</p>
            <p className={styles.heroFigure} data-testid="wallet-balance">{format.money(balance)}</p>
            <dl className={styles.heroSecondary}>
              <dt>{t('wallet.promotionBalance')}</dt>
              <dd className={styles.heroSecondaryValue}>{format.money(promotionBalance)}</dd>
            </dl>
          </section>
          <nav className={styles.actions} aria-label={t('wallet.actions')}>
            {flags?.autoDepositFunctionStatus && <Link href={paths.recharge} className={styles.action}>{t('wallet.recharge')}</Link>}
            {flags?.openStatus && <Link href={paths.cashout} className={styles.action}>{t('wallet.cashout')}</Link>}
            {flags?.manualDepositOpenStatus && <Link href={paths.manualDeposit} className={styles.secondaryAction}>{t('wallet.manualDeposit')}</Link>}
          </nav>
          <ul className={frame.cellList}>
            {flags?.openStatus && <li><Link href={paths.cashoutAudit} className={frame.cell}>{t('wallet.withdrawals')}<span aria-hidden="true">›</span></Link></li>}
            <li><Link href={paths.analysisBill} className={frame.cell}>{t('wallet.analysis')}<span aria-hidden="true">›</span></Link></li>
            <li><Link href={paths.myBankCard} className={frame.cell}>{t('wallet.bankCards')}<span aria-hidden="true">›</span></Link></li>
          </ul>
          <Reconciliation bills={bills} />
        </div>
        <BillList bills={bills} canRecharge={flags?.autoDepositFunctionStatus ?? false} />
      </div>
    </Screen>
  );
}

type BillsRef = ReturnType<typeof useActorRef<typeof billsMachine>>;

/** The last 30 days: opening balance, closing balance, and whether their bills add up to the difference. */
function Reconciliation({ bills }: { bills: BillsRef }) {
  const t = useT();
  const format = useWalletFormat();
  const period = useSelector(bills, (s) => s.context.period);
  const unavailable = useSelector(bills, (s) => s.matches({ period: 'unavailable' }));
  if (unavailable) return null;
  if (!period) return <section className={frame.card}><p role="status" className={styles.note}>{t('common.loading')}</p></section>;
  const addsUp = periodAddsUp(period);
  return (
    <section className={frame.card} aria-labelledby="wallet-period">
      <div className={styles.sectionHead}>
        <h2 id="wallet-period" className={styles.sectionTitle}>{t('wallet.periodTitle')}</h2>
        <span className={styles.note}>{t('wallet.periodRange', { from: period.from, to: period.to })}</span>
      </div>
      <dl className={styles.totals}>
        <div className={styles.total}><dt className={styles.totalLabel}>{t('wallet.openingBalance')}</dt><dd className={styles.totalValue}>{format.money(period.openingBalance)}</dd></div>
        <div className={styles.total}><dt className={styles.totalLabel}>{t('wallet.netChange')}</dt><dd className={styles.totalValue}>{format.signed(period.netChange)}</dd></div>
        <div className={styles.total}><dt className={styles.totalLabel}>{t('wallet.closingBalance')}</dt><dd className={styles.totalValue}>{format.money(period.closingBalance)}</dd></div>
      </dl>
      <p className={styles.reconcile} data-testid="wallet-reconciliation">
        {addsUp ? `✓ ${t('wallet.addsUp')}` : t('wallet.doesNotAddUp')}
      </p>
    </section>
  );
}

function BillList({ bills, canRecharge }: { bills: BillsRef; canRecharge: boolean }) {
  const t = useT();
  const id = useId();
  const rows = useSelector(bills, (s) => s.context.rows);
  const type = useSelector(bills, (s) => s.context.type);
  const status = useSelector(bills, (s) => s.context.status);
  const loading = useSelector(bills, (s) => s.matches({ list: 'loading' }));
  const failed = useSelector(bills, (s) => s.matches({ list: 'failed' }));
  const error = useSelector(bills, (s) => s.context.listError);
  const canMore = useSelector(bills, (s) => s.can({ type: 'MORE' }));
  const filtered = type !== null || status !== null;
  return (
    <section className={frame.card} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>{t('bill.title')}</h2>
      </div>
      <div className={styles.filters}>
        <div>
          <label htmlFor={`${id}-type`} className={styles.totalLabel}>{t('bill.typeFilter')}</label>
          <select id={`${id}-type`} className={styles.select} value={type ?? ''}
            onChange={(event) => bills.send({ type: 'SET_TYPE', value: (event.target.value || null) as BillType | null })}>
            <option value="">{t('bill.allTypes')}</option>
            {BILL_TYPES.map((value) => <option key={value} value={value}>{t(`bill.types.${value}`)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={styles.totalLabel}>{t('bill.statusFilter')}</label>
          <select id={`${id}-status`} className={styles.select} value={status ?? ''}
            onChange={(event) => bills.send({ type: 'SET_STATUS', value: (event.target.value || null) as TradeState | null })}>
            <option value="">{t('bill.allStates')}</option>
            {TRADE_STATES.map((value) => <option key={value} value={value}>{t(`bill.states.${value}`)}</option>)}
          </select>
        </div>
      </div>
      {rows.length > 0 && (
        <ul className={styles.rows} aria-label={t('bill.title')}>
          {rows.map((bill) => <BillRow key={bill.id} bill={bill} />)}
        </ul>
      )}
      {loading && <p role="status" className={styles.note}>{t('common.loading')}</p>}
      {failed && (
        <div className={styles.more}>
          <FormAlert text={error} />
          <button type="button" className={styles.softAction} onClick={() => bills.send({ type: 'RETRY' })}>{t('common.retry')}</button>
        </div>
      )}
      {!loading && !failed && rows.length === 0 && (
        <EmptyList text={filtered ? t('bill.emptyFiltered') : t('bill.empty')}>
          {!filtered && canRecharge && <Link href={paths.recharge} className={styles.action}>{t('wallet.recharge')}</Link>}
          {filtered && (
            <button type="button" className={styles.softAction} onClick={() => { bills.send({ type: 'SET_TYPE', value: null }); bills.send({ type: 'SET_STATUS', value: null }); }}>
              {t('bill.clearFilters')}
            </button>
          )}
        </EmptyList>
      )}
      {canMore && !loading && (
        <div className={styles.more}>
          <button type="button" className={styles.softAction} onClick={() => bills.send({ type: 'MORE' })}>{t('bill.more')}</button>
        </div>
      )}
      <p className={styles.note}>{t('bill.compileNote')}</p>
    </section>
  );
}

function BillRow({ bill }: { bill: BillItem }) {
  const t = useT();
  const format = useWalletFormat();
  return (
    <li className={styles.row} data-testid="bill-row">
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{t(`bill.types.${bill.type}`)}</p>
        <p className={styles.rowMeta}><time dateTime={new Date(bill.createdAt).toISOString()}>{format.time(bill.createdAt)}</time> · {bill.orderNo}</p>
        {bill.balanceAfter !== null && <p className={styles.rowMeta}>{t('bill.balanceAfter', { amount: format.money(bill.balanceAfter) })}</p>}
      </div>
      <div className={styles.rowSide}>
        <span className={bill.amount > 0 ? styles.amountIn : styles.amountOut}>{format.signed(bill.amount)}</span>
        <StateBadge state={bill.state} />
      </div>
      {bill.remark && <p className={bill.state === 'failed' ? styles.reason : styles.rowMeta}>{bill.remark}</p>}
    </li>
  );
}
