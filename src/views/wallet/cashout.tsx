// /pages/account/myWallet/cashout (SPEC.md §2 "The cash-out screen shows a timing notice", §5
// "Withdraw", §8, §9): a saved card, an amount the balance covers, one request whatever is retried
// (the withdrawal machine keeps its Idempotency-Key), then "The withdrawal order is under review".
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { withdrawalMachine } from '../../machines/withdrawal.machine';
import { choice } from '../../styles/recipes/choice.css';
import { usePlayer, useSessionChild } from '../app-actors';
import * as fields from '../components/fields/fields.css';
import { TextField } from '../components/fields/text-field';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { BankMark, EmptyList, useWalletFormat } from './wallet-parts';
import { WithdrawalTiming } from './withdrawal-timing-notice';
import * as styles from './wallet.css';
import * as own from './cashout.css';
import { TwoFactorCodeDialog } from '../security/two-factor-code-dialog';

export default function Cashout() {
  const t = useT();
  const open = usePlayer((s) => s.context.walletParams?.openStatus ?? true);
  return (
    <Screen title={t('route.cashout')}>
      {open ? <CashoutFlow /> : (
        <section className={frame.card}>
          <EmptyList text={t('cashout.closed')}>
            <Link href={paths.myWallet} className={styles.softAction}>{t('cashout.backToWallet')}</Link>
          </EmptyList>
        </section>
      )}
    </Screen>
  );
}

function CashoutFlow() {
  const t = useT();
  const id = useId();
  const format = useWalletFormat();
  const wallet = useSessionChild('wallet');
  const withAmountList = usePlayer((s) => s.context.walletParams?.withdrawAmountListStatus ?? true);
  const flow = useActorRef(withdrawalMachine, { input: { withAmountList, wallet } });
  const phase = useSelector(flow, (s) => (['loading', 'loadFailed', 'noCard', 'submitted'] as const).find((state) => s.matches(state)) ?? 'form');
  const cards = useSelector(flow, (s) => s.context.cards);
  const request = useSelector(flow, (s) => s.context.request);
  const amounts = useSelector(flow, (s) => s.context.amounts);
  const bankCardId = useSelector(flow, (s) => s.context.bankCardId);
  const amount = useSelector(flow, (s) => s.context.amount);
  const problem = useSelector(flow, (s) => s.context.problem);
  const error = useSelector(flow, (s) => s.context.error);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const retrying = useSelector(flow, (s) => s.matches({ sending: 'retrying' }));
  const submitted = useSelector(flow, (s) => s.context.submitted);
  // Issue 12: with 2FA on, the code step sends the request.
  const secondFactor = useSelector(flow, (s) => s.children.secondFactor);

  if (phase === 'loading') return <p role="status" className={frame.muted}>{t('common.loading')}</p>;
  if (phase === 'loadFailed') {
    return (
      <section className={frame.card}>
        <FormAlert text={error} />
        <button type="button" className={frame.primaryButton} onClick={() => flow.send({ type: 'RETRY' })}>{t('common.retry')}</button>
      </section>
    );
  }
  if (phase === 'noCard') {
    return (
      <section className={frame.card} aria-labelledby={`${id}-nocard`}>
        <div className={styles.empty}>
          <h2 id={`${id}-nocard`} className={styles.sectionTitle}>{t('cashout.noCard')}</h2>
          <p className={styles.emptyText}>{t('cashout.noCardWhy')}</p>
          <div className={own.buttons}>
            <Link href={paths.myWallet} className={styles.softAction}>{t('cashout.notNow')}</Link>
            <Link href={paths.editBankCard} className={styles.action}>{t('bankCard.add')}</Link>
          </div>
        </div>
      </section>
    );
  }
  if (phase === 'submitted' && submitted) {
    return (
      <section className={clsx(frame.card, own.done)} role="status">
        <span className={own.doneMark} aria-hidden="true">✓</span>
        <h2 className={styles.sectionTitle}>{t('cashout.underReview')}</h2>
        <p className={own.doneAmount}>{format.money(submitted.amount)}</p>
        <p className={styles.note}>{t('cashout.toCard', { bank: submitted.bankName, tail: submitted.cardTail })}</p>
        {submitted.arrivesAt !== null && <p className={styles.note}>{t('cashout.arrivesAt', { time: format.time(submitted.arrivesAt) })}</p>}
        <div className={own.buttons}>
          <Link href={paths.myWallet} className={styles.softAction}>{t('cashout.backToWallet')}</Link>
          <Link href={paths.cashoutAudit} className={styles.action}>{t('cashout.viewRequests')}</Link>
        </div>
      </section>
    );
  }

  const rangeText = request && request.maxAmount > 0
    ? t('cashout.range', { min: format.money(request.minAmount), max: format.money(request.maxAmount) })
    : t('cashout.minimum', { min: format.money(request?.minAmount ?? 0) });
  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <section className={styles.hero} aria-labelledby={`${id}-available`}>
          <p id={`${id}-available`} className={styles.heroLabel}>{t('cashout.available')}</p>
          <p className={styles.heroFigure} data-testid="cashout-balance">{format.money(request?.balance ?? 0)}</p>
        </section>
        <WithdrawalTiming />
      </div>
      <form className={clsx(frame.card, fields.form)} noValidate onSubmit={(event) => { event.preventDefault(); flow.send({ type: 'SUBMIT' }); }}>
        <fieldset className={own.cards} disabled={busy}>
          <legend className={own.legend}>{t('cashout.toWhichCard')}</legend>
          {cards.map((card) => (
            <label key={card.id} className={clsx(choice({ shape: 'row', chosen: card.id === bankCardId }), own.card)}>
              <input type="radio" name={`${id}-card`} value={card.id} checked={card.id === bankCardId} onChange={() => flow.send({ type: 'CHOOSE_CARD', bankCardId: card.id })} />
              <BankMark icon={card.icon} name={card.bankName} />
              <span className={own.cardText}>
                <span className={own.cardName}>{card.bankName}</span>
                <span className={styles.rowMeta}>{card.bankCardAccount} · {card.bankCardName}</span>
              </span>
              {card.defaultStatus === 1 && <span className={own.defaultMark}>{t('bankCard.default')}</span>}
            </label>
          ))}
          <Link href={paths.myBankCard} className={styles.linkAction}>{t('cashout.manageCards')}</Link>
        </fieldset>
        {amounts.length > 0 && (
          <fieldset className={own.quick} disabled={busy}>
            <legend className={own.legend}>{t('cashout.quickAmounts')}</legend>
            {amounts.map((quick) => (
              <button key={quick} type="button" className={choice({ shape: 'pill', chosen: amount === String(quick) })} aria-pressed={amount === String(quick)}
                onClick={() => flow.send({ type: 'PICK_AMOUNT', amount: quick })}>
                {format.money(quick)}
              </button>
            ))}
          </fieldset>
        )}
        <TextField
          label={t('cashout.amount')}
          value={amount}
          onValue={(value) => flow.send({ type: 'CHANGE_AMOUNT', amount: value })}
          inputMode="decimal"
          autoComplete="off"
          disabled={busy}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : { 'aria-describedby': `${id}-range` })}
        />
        <p id={`${id}-range`} className={styles.note}>{rangeText}</p>
        {problem && (
          <p id={`${id}-problem`} role="alert" className={fields.error}>
            {t(`cashout.${problem}`)}
            {problem === 'balanceShort' && <> <Link href={paths.recharge} className={styles.linkAction}>{t('wallet.recharge')}</Link></>}
          </p>
        )}
        <FormAlert text={error} />
        {retrying ? (
          <button type="button" className={fields.submit} onClick={() => flow.send({ type: 'RETRY' })}>{t('cashout.retry')}</button>
        ) : (
          <button type="submit" className={fields.submit} disabled={busy}>{busy ? t('cashout.sending') : t('cashout.submit')}</button>
        )}
      </form>
      {secondFactor && <TwoFactorCodeDialog actor={secondFactor} submitLabel={t('cashout.submit')} />}
    </div>
  );
}
