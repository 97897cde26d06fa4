// The phone input of SPEC.md §5: digits only, shown with a dash after the 3rd and 6th digit. The
// value handed back keeps the dashes; machines normalise it (normalizePhone) before sending.
import { formatPhoneInput } from '../../../domain/validation';
import { useT } from '../../use-t';
import { TextField, type TextFieldProps } from './text-field';

export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  const t = useT();
  return (
    <TextField
      {...props}
      label={props.label ?? t('fields.phone')}
      placeholder={props.placeholder ?? t('fields.phonePlaceholder')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={formatPhoneInput(props.value)}
      onValue={(value) => props.onValue(formatPhoneInput(value))}
    />
  );
}
