// The four-character code input (SPEC.md §5): digits only, and `onFinish` fires once the fourth
// character is typed (the login captcha submits or moves on there).
import { CAPTCHA_LENGTH } from '../../../domain/constants';
import { TextField, type TextFieldProps } from './text-field';

export function CodeInput({ onValue, onFinish, ...props }: TextFieldProps & { onFinish?: (code: string) => void }) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_LENGTH}
      onValue={(value) => {
        const digits = value.replace(/\D/g, '').slice(0, CAPTCHA_LENGTH);
        onValue(digits);
        if (digits.length === CAPTCHA_LENGTH) onFinish?.(digits);
      }}
    />
  );
}
