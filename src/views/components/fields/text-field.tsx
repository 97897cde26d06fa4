// A labelled input as SPEC.md §5 describes inputs: whitespace trimmed, maxlength 140 by default.
// `hideLabel` keeps the label for screen readers only (the Burmese login popup hides labels).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { INPUT_MAX_LENGTH } from '../../../domain/constants';
import { input as inputBox, inputRow } from '../../../styles/recipes/input.css';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from './fields.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hideLabel?: boolean;
  /** A button or image at the end of the row (send-code button, captcha, show password). */
  addon?: ReactNode;
  /** Inputs trim whitespace by default; a password keeps what was typed. */
  trim?: boolean;
}

export function TextField({ label, value, onValue, hideLabel = false, addon, trim = true, maxLength = INPUT_MAX_LENGTH, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>{label}</label>
      <div className={inputRow({ disabled: Boolean(input.disabled) })}>
        <input
          id={id}
          className={inputBox}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValue(trim ? event.target.value.trim() : event.target.value)}
          {...input}
        />
        {addon}
      </div>
    </div>
  );
}
