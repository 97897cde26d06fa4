// /pages/account/myWallet/cashoutAudit (SPEC.md §2, §8 "The withdrawal order is under review"):
// the player's withdrawal requests, each with its amount, card, state badge, times and, for a
// rejected one, the operator's reason.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import type { WithdrawalRequestItem } from '../../domain/withdrawal.schema';
import { withdrawalRequestsMachine } from '../../machines/withdrawal-requests.machine';
import { useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { EmptyList, StateBadge, useWalletFormat } from './wallet-parts';
import * as styles from './wallet.css';

export default function CashoutAudit() {
  const t = useT();
  const wallet = useSessionChild('wallet');
  const requests = useActorRef(withdrawalRequestsMachine);
  // A review may have moved money since the last visit (a rejection returns it): fresh figures.
  useEffect(() => wallet.send({ type: 'REFRESH' }), [wallet]);
  const reply = useSelector(requests, (s) => s.context.reply);
  const failed = useSelector(requests, (s) => s.matches('failed'));
  const error = useSelector(requests, (s) => s.context.error);
  return (
    <Screen title={t('route.cashoutAudit')}>
      <section className={frame.card} aria-labelledby="cashout-audit-title">
        <div className={styles.sectionHead}>
          <h2 id="cashout-audit-title" className={styles.sectionTitle}>{t('cashout.requests')}</h2>
          <Link href={paths.cashout} className={styles.linkAction}>{t('cashout.newRequest')}</Link>
        </div>
        {failed ? (
          <div className={styles.more}>
            <FormAlert text={error} />
            <button type="button" className={styles.softAction} onClick={() => requests.send({ type: 'RETRY' })}>{t('common.retry')}</button>
          </div>
        ) : !reply ? (
          <p role="status" className={styles.note}>{t('common.loading')}</p>
        ) : reply.requests.length === 0 ? (
          <EmptyList text={t('cashout.noRequests')}>
            <Link href={paths.cashout} className={styles.softAction}>{t('wallet.cashout')}</Link>
          </EmptyList>
        ) : (
          <ul className={styles.rows}>
            {reply.requests.map((request) => <RequestRow key={request.id} request={request} />)}
          </ul>
        )}
      </section>
      <p className={styles.note}>{t('cashout.timingRule')}</p>
    </Screen>
  );
}

function RequestRow({ request }: { request: WithdrawalRequestItem }) {
  const t = useT();
  const format = useWalletFormat();
  return (
    <li className={styles.row} data-testid="withdrawal-request">
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{t('cashout.toCard', { bank: request.bankName, tail: request.cardTail })}</p>
        <p className={styles.rowMeta}>{t('cashout.requestedAt', { time: format.time(request.createdAt) })} · {request.orderNo}</p>
        {request.state === 'pendingReview' && <p className={styles.rowMeta}>{t('cashout.underReview')}</p>}
        {request.state !== 'failed' && request.arrivesAt !== null && (
          // Approved or not yet: the money is due by the SPEC.md §9 time either way.
          <p className={styles.rowMeta}>{t('cashout.arrivesAt', { time: format.time(request.arrivesAt) })}</p>
        )}
      </div>
      <div className={styles.rowSide}>
        <span className={styles.amountOut}>{format.money(request.amount)}</span>
        <StateBadge state={request.state} />
      </div>
      {request.state === 'failed' && (
        <p className={styles.reason}>{t('cashout.reason', { reason: request.reason || t('cashout.noReason') })}</p>
      )}
    </li>
  );
}
