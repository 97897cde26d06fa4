// /pages/privilege/privilegeDetail?kind=&id= (SPEC.md §2): a promotion's terms and joining it with
// an amount inside its range or a code. The confirmation shows amount, bonus, conditions and max
// bet; unused purchased free spins are lost when a promotion ends, said before joining.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import type { PromotionDetail } from '../../domain/promotion.schema';
import { bonusFor, requiredTurnover, startingBalance } from '../../domain/promotion-join';
import { paths } from '../../domain/routes';
import { promotionDetailMachine } from '../../machines/promotion-detail.machine';
import { usePlayer, useSessionChild, useWallet } from '../app-actors';
import { TextField } from '../components/fields/text-field';
import { Screen } from '../components/screen';
import { useT } from '../use-t';
import { ButtonPill, Facts, LoadFailed, LoadingCard, useMoney, useZone } from './promotion-parts';
import { bonusText, maxBetText, periodText } from './promotion-terms';
import { ConfirmSheet } from '../components/confirm-sheet';
import * as styles from './promotion.css';

export default function PrivilegeDetail() {
  const search = new URLSearchParams(useSearch());
  const kind = search.get('kind');
  const id = Number(search.get('id') ?? Number.NaN);
  return <PromotionPage key={`${kind}-${id}`} kind={kind} id={id} />;
}

function PromotionPage({ kind, id }: { kind: string | null; id: number }) {
  const t = useT();
  const money = useMoney();
  const zone = useZone();
  const guestGuard = useSessionChild('guestGuard');
  const wallet = useSessionChild('wallet');
  const signedIn = usePlayer((s) => s.context.token !== null);
  const balance = useWallet((s) => s.context.balanceObj?.balance ?? null);
  const page = useActorRef(promotionDetailMachine, { input: { kind, id, signedIn, wallet, askLogin: () => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' }) } });
  useEffect(() => {
    if (page.getSnapshot().context.signedIn !== signedIn) page.send({ type: 'SIGNED_IN_CHANGED', signedIn });
  }, [page, signedIn]);
  const snapshot = useSelector(page, (s) => s);
  const { promotion, amount, code, problem, error, joined } = snapshot.context;

  if (snapshot.matches('missing')) {
    return <Screen title={t('route.privilegeDetail')}><div className={styles.card} role="alert"><p className={styles.text}>{t('promotion.missing')}</p><Link href={paths.privilege} className={styles.outline}>{t('route.privilege')}</Link></div></Screen>;
  }
  if (snapshot.matches('failed')) {
    return (
      <Screen title={t('route.privilegeDetail')}>
        <LoadFailed error={error} onRetry={() => page.send({ type: 'RETRY' })} />
      </Screen>
    );
  }
  if (!promotion) return <Screen title={t('route.privilegeDetail')}><LoadingCard /></Screen>;

  const busy = snapshot.hasTag('busy');
  const canJoin = promotion.open && (!signedIn || promotion.button === 'confirmAttend');
  const problemText = problem === 'amount' ? t('promotion.wrongAmount') : problem === 'code' ? t('promotion.enterCode') : problem === 'closed' ? t('promotion.closedText') : null;

  return (
    <Screen title={t('route.privilegeDetail')}>
      <div className={styles.column}>
        <article className={styles.card} aria-labelledby="promotion-title">
          {/* The promotion's artwork heads its page as it heads its card; the title names it. */}
          {promotion.picture && <img className={styles.cardPicture} src={promotion.picture} alt="" width={800} height={400} decoding="async" />}
          <div className={styles.cardHead}>
            <h2 id="promotion-title" className={styles.title}>{promotion.title}</h2>
            {promotion.button && promotion.button !== 'confirmAttend' && <ButtonPill button={promotion.button} />}
          </div>
          <p className={styles.text}>{periodText(promotion, zone, t)}</p>
          {promotion.description.split(/\n\s*\n/).map((paragraph, index) => <p key={index} className={styles.strongText}>{paragraph}</p>)}
          <Terms promotion={promotion} />
          {promotion.kind === 'gamePromotion' && (
            <div className={styles.actions}>
              <Link href={`${paths.allPrivilegeGames}?id=${promotion.id}`} className={styles.soft}>{t('promotion.viewGames', { count: promotion.gameCount })}</Link>
            </div>
          )}
        </article>

        {!promotion.open && <p className={styles.warning} role="status">{t('promotion.closedText')}</p>}

        {joined ? (
          <section className={styles.card} role="status" aria-labelledby="joined-title">
            <h2 id="joined-title" className={styles.title}>{t('promotion.joinedTitle')}</h2>
            <Facts rows={[[t('promotion.promotionBalance'), money(joined.promotionBalance)], [t('promotion.walletAfter'), money(joined.wallet)]]} />
            <div className={styles.actions}>
              <Link href={`${paths.myPromotionDetail}?id=${joined.recordId}`} className={styles.primary}>{t('promotion.viewRecord')}</Link>
              {promotion.kind === 'gamePromotion' && <Link href={`${paths.allPrivilegeGames}?id=${promotion.id}`} className={styles.outline}>{t('promotion.playNow')}</Link>}
            </div>
          </section>
        ) : canJoin ? (
          <form className={styles.card} aria-labelledby="join-title" noValidate onSubmit={(event) => { event.preventDefault(); page.send({ type: 'SUBMIT' }); }}>
            <h2 id="join-title" className={styles.title}>{t('promotion.joinTitle')}</h2>
            {signedIn && promotion.joinMode === 'amount' && (
              <TextField label={t('promotion.amountLabel')} value={amount} inputMode="decimal" autoComplete="off"
                placeholder={t('promotion.amountRange', { min: money(promotion.minAmount), max: money(promotion.maxAmount) })}
                aria-invalid={problem === 'amount' || undefined} aria-describedby="join-problem"
                onValue={(value) => page.send({ type: 'CHANGE_AMOUNT', amount: value })} />
            )}
            {signedIn && promotion.joinMode === 'code' && (
              <TextField label={t('promotion.codeLabel')} value={code} autoComplete="off" aria-invalid={problem === 'code' || undefined} aria-describedby="join-problem"
                onValue={(value) => page.send({ type: 'CHANGE_CODE', code: value })} />
            )}
            {signedIn && balance !== null && promotion.joinMode === 'amount' && <p className={styles.text}>{t('promotion.walletBalance', { amount: money(balance) })}</p>}
            <p className={styles.warning}>{t('promotion.freeSpins')}</p>
            <p id="join-problem" className={styles.error} role="alert">{problemText ?? error ?? ''}</p>
            {snapshot.matches('retrying') ? (
              <button type="button" className={styles.wide} onClick={() => page.send({ type: 'RETRY' })}>{t('common.retry')}</button>
            ) : (
              <button type="submit" className={styles.wide} disabled={busy}>{signedIn ? t('promotion.button.confirmAttend') : t('promotion.loginToJoin')}</button>
            )}
          </form>
        ) : promotion.recordId !== null && (promotion.button === 'attended' || promotion.button === 'claim' || promotion.button === 'claimed') ? (
          <div className={styles.actions}>
            <Link href={`${paths.myPromotionDetail}?id=${promotion.recordId}`} className={styles.wide}>
              {promotion.button === 'claim' ? t('promotion.button.claim') : t('promotion.viewRecord')}
            </Link>
          </div>
        ) : null}
      </div>

      {snapshot.matches('confirming') && (
        <ConfirmSheet title={t('promotion.confirmTitle')} confirmText={t('promotion.button.confirmAttend')}
          onConfirm={() => page.send({ type: 'CONFIRM' })} onCancel={() => page.send({ type: 'CANCEL' })}>
          <JoinSummary promotion={promotion} amount={amount} />
        </ConfirmSheet>
      )}
    </Screen>
  );
}

function Terms({ promotion }: { promotion: PromotionDetail }) {
  const t = useT();
  const money = useMoney();
  const rows: Array<[string, string]> = [];
  if (promotion.joinMode === 'amount') rows.push([t('promotion.amountLabel'), t('promotion.amountRange', { min: money(promotion.minAmount), max: money(promotion.maxAmount) })]);
  rows.push([t('promotion.bonus'), bonusText(promotion, t, money)]);
  rows.push([t('promotion.turnover'), t('promotion.turnoverTimes', { times: promotion.turnoverMultiple })]);
  if (promotion.askNetwinAmount > 0) rows.push([t('promotion.bar.netwin'), money(promotion.askNetwinAmount)]);
  if (promotion.askBalance > 0) rows.push([t('promotion.bar.balance'), money(promotion.askBalance)]);
  rows.push([t('promotion.maxBet'), maxBetText(promotion.maxBet, t, money)]);
  rows.push([t('promotion.release'), money(promotion.releaseConditionsAmount)]);
  return <Facts rows={rows} />;
}

function JoinSummary({ promotion, amount }: { promotion: PromotionDetail; amount: string }) {
  const t = useT();
  const money = useMoney();
  const paid = promotion.joinMode === 'amount' ? Number(amount) : 0;
  const bonus = bonusFor(promotion, amount);
  const rows: Array<[string, string]> = [];
  if (promotion.joinMode === 'amount') rows.push([t('promotion.amountLabel'), money(paid)]);
  rows.push([t('promotion.bonus'), money(bonus)]);
  rows.push([t('promotion.promotionBalance'), money(startingBalance(promotion, amount))]);
  rows.push([t('promotion.betsRequired'), money(requiredTurnover(promotion, amount))]);
  if (promotion.askNetwinAmount > 0) rows.push([t('promotion.bar.netwin'), money(promotion.askNetwinAmount)]);
  if (promotion.askBalance > 0) rows.push([t('promotion.bar.balance'), money(promotion.askBalance)]);
  rows.push([t('promotion.maxBet'), maxBetText(promotion.maxBet, t, money)]);
  return (
    <>
      <Facts rows={rows} />
      <p className={styles.warning}>{t('promotion.freeSpins')}</p>
    </>
  );
}
