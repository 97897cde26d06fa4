// /pages/account/myWallet/recharge (SPEC.md §2 wallet area, §3 wallet parameters, §5 deposit
// rules): the automatic deposit (method, channel with its limits and the deposits left today,
// amount with quick amounts and a preview of what arrives) and the way to a manual deposit. The
// deposit machine checks and sends; once the order exists it takes the player to rechargingPage.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { channelOf, depositMachine } from '../../machines/deposit.machine';
import { choice } from '../../styles/recipes/choice.css';
import { usePlayer, useSessionChild, useSiteInfo } from '../app-actors';
import { AmountInput } from '../components/fields/amount-input';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { BalanceCard } from './balance-card';
import { DepositForm } from './deposit-form';
import { LimitsOffer } from './limits-offer';
import * as styles from './deposit.css';
import { formatMoney } from '../../domain/money-format';
import { formatQuickAmount } from '../../domain/money-variants';

function AutoDeposit({ amountList }: { amountList: boolean }) {
  const t = useT();
  const id = useId();
  const wallet = useSessionChild('wallet');
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const deposit = useActorRef(depositMachine, { input: { amountList, wallet } });
  const phase = useSelector(deposit, (s) =>
    s.matches('loading') ? 'loading'
      : s.matches('loadFailed') ? 'loadFailed'
        : s.matches('noMethods') ? 'noMethods'
          : 'form',
  );
  const methods = useSelector(deposit, (s) => s.context.methods);
  const methodId = useSelector(deposit, (s) => s.context.methodId);
  const channels = useSelector(deposit, (s) => s.context.channels);
  const channel = useSelector(deposit, (s) => channelOf(s.context));
  const channelsState = useSelector(deposit, (s) =>
    s.matches('channels') ? 'loading' : s.matches('channelsFailed') ? 'failed' : s.matches('noChannels') ? 'none' : 'shown',
  );
  const banks = useSelector(deposit, (s) => s.context.banks);
  const bankCode = useSelector(deposit, (s) => s.context.bankCode);
  const banksState = useSelector(deposit, (s) => (s.matches('banks') ? 'loading' : s.matches('banksFailed') ? 'failed' : 'shown'));
  const amounts = useSelector(deposit, (s) => s.context.amounts);
  const amountText = useSelector(deposit, (s) => s.context.amountText);
  const invalid = useSelector(deposit, (s) => s.context.invalid);
  const budget = useSelector(deposit, (s) => s.context.budget);
  const error = useSelector(deposit, (s) => s.context.error);
  const creating = useSelector(deposit, (s) => s.matches('creating'));

  if (phase === 'loading') return <p role="status" className={frame.muted}>{t('common.loading')}</p>;
  if (phase === 'loadFailed') {
    return (
      <section className={frame.card}>
        <p role="alert" className={styles.error}>{error}</p>
        <button type="button" className={styles.primary} onClick={() => deposit.send({ type: 'RETRY' })}>{t('common.retry')}</button>
      </section>
    );
  }
  if (phase === 'noMethods') return <section className={frame.card}><p className={frame.muted}>{t('deposit.noMethods')}</p></section>;

  const ruleText = invalid && channel
    ? t(`deposit.rules.${invalid}`, { min: formatMoney(channel.minAmount, symbol), max: formatMoney(channel.maxAmount, symbol) })
    : null;
  const busy = creating;

  return (
    <DepositForm busy={busy} onSubmit={() => deposit.send({ type: 'SUBMIT' })}>
      {methods.length > 1 && (
        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.legend}>{t('deposit.method')}</legend>
          <div className={styles.pills}>
            {methods.map((method) => (
              <label key={method.id} className={choice({ shape: 'pill', chosen: method.id === methodId })}>
                <input type="radio" className={styles.radio} name={`${id}-method`} checked={method.id === methodId} onChange={() => deposit.send({ type: 'CHOOSE_METHOD', methodId: method.id })} />
                {method.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset className={styles.group} disabled={busy}>
        <legend className={styles.legend}>{t('deposit.channel')}</legend>
        {channelsState === 'loading' && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
        {channelsState === 'failed' && (
          <>
            <p role="alert" className={styles.error}>{error}</p>
            <button type="button" className={styles.smallButton} onClick={() => deposit.send({ type: 'RETRY' })}>{t('common.retry')}</button>
          </>
        )}
        {channelsState === 'none' && <p className={frame.muted}>{t('deposit.noChannels')}</p>}
        {channelsState === 'shown' && (
          <div className={styles.rows}>
            {channels.map((item) => (
              <label key={item.id} className={choice({ shape: 'row', chosen: item.id === channel?.id })}>
                <input type="radio" className={styles.radio} name={`${id}-channel`} checked={item.id === channel?.id} onChange={() => deposit.send({ type: 'CHOOSE_CHANNEL', channelId: item.id })} />
                <span className={styles.rowText}>
                  <span className={styles.rowTitle}>{item.name}</span>
                  <span className={styles.rowHint}>
                    {t('deposit.limits', { min: formatMoney(item.minAmount, symbol), max: formatMoney(item.maxAmount, symbol) })}
                  </span>
                  <span className={styles.rowHint}>
                    {item.remainingTimes === null || item.dailyTimes === null
                      ? t('deposit.noDailyLimit')
                      : t('deposit.timesLeft', { left: item.remainingTimes, total: item.dailyTimes })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      {channel?.needsBank && (
        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.legend}>{t('deposit.bank')}</legend>
          {banksState === 'loading' && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
          {banksState === 'failed' && (
            <>
              <p role="alert" className={styles.error}>{error}</p>
              <button type="button" className={styles.smallButton} onClick={() => deposit.send({ type: 'RETRY' })}>{t('common.retry')}</button>
            </>
          )}
          {banksState === 'shown' && (
            <div className={styles.pills}>
              {banks.map((bank) => (
                <label key={bank.bankCode} className={choice({ shape: 'pill', chosen: bank.bankCode === bankCode })}>
                  <input type="radio" className={styles.radio} name={`${id}-bank`} checked={bank.bankCode === bankCode} onChange={() => deposit.send({ type: 'CHOOSE_BANK', bankCode: bank.bankCode })} />
                  {bank.bankName}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      )}

      {channel && channelsState === 'shown' && (
        <>
          <div className={styles.group}>
            <label htmlFor={`${id}-amount`} className={styles.legend}>{t('deposit.amount')}</label>
            <AmountInput
              id={`${id}-amount`}
              symbol={symbol}
              busy={busy}
              placeholder={t('deposit.amountPlaceholder')}
              value={amountText}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={`${id}-limits${ruleText ? ` ${id}-rule` : ''}`}
              onChange={(event) => deposit.send({ type: 'SET_AMOUNT', text: event.target.value.trim() })}
            />
            <p id={`${id}-limits`} className={styles.hint}>
              {t('deposit.limitsHint', { min: formatMoney(channel.minAmount, symbol), max: formatMoney(channel.maxAmount, symbol) })}
            </p>
            {ruleText && <p id={`${id}-rule`} role="alert" className={styles.error}>{ruleText}</p>}
          </div>

          {amounts.length > 0 && (
            <div className={styles.group}>
              <span className={styles.legend}>{t('deposit.quickAmounts')}</span>
              <div className={styles.quickAmounts}>
                {amounts.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    // An amount outside this channel's limits is not offered.
                    disabled={busy || amount < channel.minAmount || (channel.maxAmount > 0 && amount > channel.maxAmount)}
                    aria-pressed={amountText === String(amount)}
                    className={`${choice({ shape: 'pill', chosen: amountText === String(amount) })} ${styles.quickAmount}`}
                    onClick={() => deposit.send({ type: 'SET_AMOUNT', text: String(amount) })}
                  >
                    {formatQuickAmount(amount, symbol)}
                  </button>
                ))}
              </div>
            </div>
          )}

          {budget && (
            <dl className={styles.figures} aria-live="polite">
              <dt className={styles.figureName}>{t('deposit.youPay')}</dt>
              <dd className={styles.figureValue}>{formatMoney(budget.amount, symbol)}</dd>
              <dt className={styles.figureName}>{t('deposit.fee')}</dt>
              <dd className={styles.figureValue}>{formatMoney(budget.fee, symbol)}</dd>
              <dt className={styles.figureName}>{t('deposit.youReceive')}</dt>
              <dd className={styles.figureValue}>{formatMoney(budget.arrivalAmount, symbol)}</dd>
            </dl>
          )}

          {error && channelsState === 'shown' && banksState !== 'failed' && <p role="alert" className={styles.error}>{error}</p>}
          <button type="submit" className={styles.submit} disabled={busy || channel.remainingTimes === 0}>
            {creating ? t('deposit.creating') : t('deposit.submit')}
          </button>
          <p className={styles.hint}>{t('deposit.checkoutHint')}</p>
        </>
      )}
    </DepositForm>
  );
}

export default function Recharge() {
  const t = useT();
  const walletParams = usePlayer((s) => s.context.walletParams);
  return (
    <Screen title={t('route.recharge')}>
      <div className={styles.column}>
        <BalanceCard />
        <LimitsOffer />
        {!walletParams && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
        {walletParams?.autoDepositFunctionStatus && <AutoDeposit amountList={walletParams.depositAmountListStatus} />}
        {walletParams && !walletParams.autoDepositFunctionStatus && !walletParams.manualDepositOpenStatus && (
          <section className={frame.card}><p className={frame.muted}>{t('deposit.allOff')}</p></section>
        )}
        {walletParams?.manualDepositOpenStatus && (
          <section className={frame.card}>
            <h2 className={frame.sectionTitle}>{t('deposit.manualTitle')}</h2>
            <p className={styles.hint}>{t('deposit.manualText')}</p>
            <p>
              <Link href={paths.manualDeposit} className={styles.smallButton}>{t('deposit.manualOpen')}</Link>
            </p>
          </section>
        )}
      </div>
    </Screen>
  );
}
