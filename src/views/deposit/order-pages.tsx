// The pages that follow one deposit order (SPEC.md §4 deposit order polling and outcome pages, §8
// texts): rechargingPage while the player pays, and depositSuccess, depositFailed and
// depositResult once it is over. Each takes the order from ?orderNo= and runs the order follower
// (deposit-order.machine.ts), so a reload, or the gateway sending the payer back, picks up the
// order where it stands, and an outcome with a page of its own moves there. depositResult is open to guests (SPEC.md §6): a guest is asked to log in first.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../domain/routes';
import { depositOrderMachine, type OrderPage } from '../../machines/deposit-order.machine';
import { usePlayer, useSessionChild, useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { BalanceCard } from './balance-card';
import { CopyButton } from './copy-button';
import * as styles from './deposit.css';
import { formatMoney } from '../../domain/money-format';
import { timeLeftText } from './time-left';

type Outcome = 'success' | 'failed' | 'timedOut';

/** Only a web address is offered as the checkout link (never javascript: or the like). */
function checkoutUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return /^https?:$/.test(new URL(raw, window.location.href).protocol) ? raw : null;
  } catch {
    return null;
  }
}

function useOrderQuery(): { orderNo: string | null; payUrl: string | null } {
  const query = new URLSearchParams(useSearch());
  return { orderNo: query.get('orderNo'), payUrl: checkoutUrl(query.get('payUrl')) };
}

/** Re-renders every second while `on`, for a countdown. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

function OrderFollow({ page, orderNo, payUrl }: { page: OrderPage; orderNo: string; payUrl: string | null }) {
  const t = useT();
  const wallet = useSessionChild('wallet');
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const deposit = useActorRef(depositOrderMachine, { input: { orderNo, payUrl, wallet, page } });
  const outcome = useSelector(deposit, (s): Outcome | null => (s.matches('success') ? 'success' : s.matches('failed') ? 'failed' : s.matches('timedOut') ? 'timedOut' : null));
  const firstAnswer = useSelector(deposit, (s) => s.context.order?.amount != null || s.status === 'done');
  const unknown = useSelector(deposit, (s) => s.matches('unknownOrder'));
  const checking = useSelector(deposit, (s) => s.matches('checking') || s.matches('lastCheck'));
  const order = useSelector(deposit, (s) => s.context.order);
  const now = useNow(outcome === null);

  const amount = order?.amount != null ? formatMoney(order.amount, symbol) : null;
  const orderLine = (
    <dl className={styles.figures}>
      <dt className={styles.figureName}>{t('deposit.orderNo')}</dt>
      <dd className={styles.figureValue}>
        <span className={`${styles.copyRow} ${styles.copyEnd}`}><span className={styles.mono} data-testid="order-no">{orderNo}</span><CopyButton text={orderNo} label={t('deposit.orderNo')} /></span>
      </dd>
      {amount && (
        <>
          <dt className={styles.figureName}>{t('deposit.amount')}</dt>
          <dd className={styles.figureValue}>{amount}</dd>
        </>
      )}
    </dl>
  );

  if (unknown) {
    return (
      <section className={`${frame.card} ${styles.centred}`}>
        <p className={frame.muted}>{t('deposit.noOrder')}</p>
        <Link href={paths.recharge} className={styles.primary}>{t('deposit.again')}</Link>
      </section>
    );
  }
  if (!firstAnswer) return <section className={frame.card}><p role="status" className={frame.muted}>{t('deposit.checkingOrder')}</p></section>;

  if (outcome === 'success') {
    return (
      <>
        <section className={`${frame.card} ${styles.centred}`} role="status">
          <span className={`${styles.markShape} ${styles.mark.success}`} aria-hidden="true">✓</span>
          <h2 className={styles.outcomeTitle}>{t('deposit.successTitle')}</h2>
          {amount && <p className={styles.bigAmount}>{amount}</p>}
          <p className={frame.muted}>{t('deposit.successText')}</p>
        </section>
        <BalanceCard />
        <section className={frame.card}>{orderLine}</section>
        <div className={styles.actions}>
          <Link href={paths.myWallet} className={styles.primary}>{t('deposit.toWallet')}</Link>
          <Link href={paths.recharge} className={styles.smallButton}>{t('deposit.again')}</Link>
        </div>
      </>
    );
  }

  if (outcome === 'failed' || outcome === 'timedOut') {
    return (
      <>
        <section className={`${frame.card} ${styles.centred}`} role="alert">
          <span className={`${styles.markShape} ${styles.mark.failure}`} aria-hidden="true">!</span>
          <h2 className={styles.outcomeTitle}>{outcome === 'failed' ? t('deposit.failedTitle') : t('deposit.timeoutTitle')}</h2>
          {outcome === 'failed' && order?.reason && <p className={frame.muted}>{t('deposit.reason', { reason: order.reason })}</p>}
          <p className={frame.muted}>{outcome === 'failed' ? t('deposit.failedContact') : t('deposit.timeout')}</p>
        </section>
        <section className={frame.card}>{orderLine}</section>
        <div className={styles.actions}>
          <Link href={paths.contactUs} className={styles.primary}>{t('deposit.contactSupport')}</Link>
          <Link href={paths.recharge} className={styles.smallButton}>{t('deposit.again')}</Link>
        </div>
      </>
    );
  }

  // Still to be paid.
  const endTime = order?.endTime ?? null;
  return (
    <>
      <section className={`${frame.card} ${styles.centred}`}>
        <span className={`${styles.markShape} ${styles.mark.waiting}`} aria-hidden="true">…</span>
        <h2 className={styles.outcomeTitle}>{t('deposit.waitingTitle')}</h2>
        {amount && <p className={styles.bigAmount}>{amount}</p>}
        {endTime !== null && (
          <p className={styles.countdown}>
            <span className={styles.hint}>{t('deposit.timeLeft')} </span>
            <time dateTime={new Date(endTime).toISOString()}>{timeLeftText(endTime, now)}</time>
          </p>
        )}
        <p className={frame.muted}>{t('deposit.waitingText')}</p>
        <p className={styles.hint} role="status">{checking ? t('deposit.checking') : ''}</p>
      </section>
      <section className={frame.card}>{orderLine}</section>
      <div className={styles.actions}>
        {payUrl && (
          <a href={payUrl} target="_blank" rel="noopener" className={styles.primary}>{t('deposit.openCheckout')}</a>
        )}
        <button type="button" className={payUrl ? styles.smallButton : styles.primary} disabled={checking} onClick={() => deposit.send({ type: 'CHECK_NOW' })}>
          {t('deposit.paid')}
        </button>
      </div>
    </>
  );
}

function OrderPageBody({ page }: { page: OrderPage }) {
  const t = useT();
  const { orderNo, payUrl } = useOrderQuery();
  const signedIn = usePlayer((s) => s.context.token !== null);
  const guestGuard = useSessionChild('guestGuard');
  if (!signedIn) {
    return (
      <section className={`${frame.card} ${styles.centred}`}>
        <p className={frame.muted}>{t('deposit.guestResult')}</p>
        <button type="button" className={styles.primary} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' })}>
          {t('deposit.logIn')}
        </button>
      </section>
    );
  }
  if (!orderNo) {
    return (
      <section className={`${frame.card} ${styles.centred}`}>
        <p className={frame.muted}>{t('deposit.noOrder')}</p>
        <Link href={paths.recharge} className={styles.primary}>{t('deposit.again')}</Link>
      </section>
    );
  }
  // A new order number is a new order to follow.
  return <OrderFollow key={orderNo} page={page} orderNo={orderNo} payUrl={payUrl} />;
}

function orderPage(page: OrderPage) {
  function Page() {
    const t = useT();
    return (
      <Screen title={t(`route.${page}`)}>
        <div className={styles.column}>
          <OrderPageBody page={page} />
        </div>
      </Screen>
    );
  }
  Page.displayName = page;
  return Page;
}

export const RechargingPage = orderPage('rechargingPage');
export const DepositSuccess = orderPage('depositSuccess');
export const DepositFailed = orderPage('depositFailed');
export const DepositResult = orderPage('depositResult');
