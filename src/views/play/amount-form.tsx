// The amount a player moves into a game, before the launch and when recharging: a figure with the
// site's currency, the quick amounts the wallet covers, and (for the launch) all of the wallet.
// SPEC.md §8's "wrong amount" and "Insufficient balance, please Deposit!" show under it, the
// latter with the way to deposit.
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { quickAmountsFor, type GameAmountProblem } from '../../domain/game-amount';
import { paths } from '../../domain/routes';
import { formatMoney } from '../../domain/money-format';
import { formatQuickAmount } from '../../domain/money-variants';
import { choice } from '../../styles/recipes/choice.css';
import { AmountInput } from '../components/fields/amount-input';
import { useT } from '../use-t';
import * as styles from './play.css';

export interface AmountFormProps {
  symbol: string;
  balance: number | null;
  amountText: string;
  /** Offered only before a launch: all of the wallet. */
  all?: boolean;
  problem: GameAmountProblem | null;
  error: string | null;
  busy: boolean;
  submitText: string;
  onAmount(text: string): void;
  onPick(amount: number): void;
  onAll?(): void;
  onSubmit(): void;
  /** Shown beside the submit (Cancel). */
  secondary?: ReactNode;
}

export function AmountForm(props: AmountFormProps) {
  const t = useT();
  const id = useId();
  const { symbol, balance, amountText, all = false, problem, error, busy } = props;
  const quick = quickAmountsFor(balance);
  const message = problem ? t(`play.${problem}`) : error;
  return (
    <form
      className={styles.group}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <p className={styles.walletLine}>
        <span>{t('play.walletBalance')}</span>
        <span className={styles.walletValue}>{balance === null ? '—' : formatMoney(balance, symbol)}</span>
      </p>
      <label htmlFor={`${id}-amount`} className={styles.label}>{t('play.amount')}</label>
      <AmountInput
        id={`${id}-amount`}
        symbol={symbol}
        busy={busy}
        placeholder={all ? t('play.allPlaceholder') : t('play.amountPlaceholder')}
        value={amountText}
        aria-invalid={problem ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => props.onAmount(event.target.value.trim())}
      />
      {(quick.length > 0 || props.onAll) && (
        <div className={styles.quickAmounts} role="group" aria-label={t('play.quickAmounts')}>
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              disabled={busy}
              aria-pressed={!all && amountText === String(amount)}
              className={`${choice({ shape: 'pill', chosen: !all && amountText === String(amount) })} ${styles.quickAmount}`}
              onClick={() => props.onPick(amount)}
            >
              {formatQuickAmount(amount, symbol)}
            </button>
          ))}
        </div>
      )}
      {props.onAll && (
        <button
          type="button"
          disabled={busy}
          aria-pressed={all}
          className={`${choice({ shape: 'pill', chosen: all })} ${styles.wholeWallet}`}
          onClick={props.onAll}
        >
          {balance === null ? t('play.allWalletUnknown') : t('play.allWallet', { amount: formatMoney(balance, symbol) })}
        </button>
      )}
      {message && (
        <div id={`${id}-message`} role="alert" className={styles.inlineActions}>
          <p className={styles.error}>{message}</p>
          {problem === 'insufficientBalance' && <Link href={paths.recharge} className={styles.link}>{t('play.deposit')}</Link>}
        </div>
      )}
      <div className={styles.actions}>
        {props.secondary}
        <button type="submit" className={styles.primary} disabled={busy}>{props.submitText}</button>
      </div>
    </form>
  );
}
