// A password input with a show/hide toggle; passwords are not trimmed (spaces are refused by the rule).
import { useState } from 'react';
import { useT } from '../../use-t';
import * as styles from './fields.css';
import { TextField, type TextFieldProps } from './text-field';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trim'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      trim={false}
      type={shown ? 'text' : 'password'}
      addon={
        <button type="button" className={styles.addon} aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? t('fields.hidePassword') : t('fields.showPassword')}
        </button>
      }
    />
  );
}
