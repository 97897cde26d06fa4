// A money amount the player types (a deposit, a transfer into a game): the site's currency symbol
// before a decimal input, in the bordered input row. The label and the hints stay with the form.
import type { InputHTMLAttributes } from 'react';
import { input as inputBox, inputRow } from '../../../styles/recipes/input.css';
import * as styles from './fields.css';

export function AmountInput({ symbol, busy, ...input }: { symbol: string; busy: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'disabled'>) {
  return (
    <div className={inputRow({ disabled: busy })}>
      <span className={styles.amountPrefix} aria-hidden="true">{symbol}</span>
      <input className={`${inputBox} ${styles.amountInput}`} inputMode="decimal" autoComplete="off" disabled={busy} {...input} />
    </div>
  );
}
