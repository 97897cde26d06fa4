// The forgot-password form (SPEC.md §2 "Reset password"): phone, 6-digit code with its send-code
// button, username, new password and confirmation. Used by the login popup's reset view and the
// /pages/login/accountResetPwd page; the reset-password machine decides, this only draws it.
// With 2FA on (issue 12) the code step takes the form's place; the new password takes effect only
// once the code is accepted (issue 17).
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { SMS_CODE_LENGTH } from '../../domain/constants';
import { phoneCountryOf, type PhoneCountry } from '../../domain/validation';
import { resetPasswordMachine, type ResetPasswordField } from '../../machines/reset-password.machine';
import { useSessionChild, useSiteInfo } from '../app-actors';
import { CodeButton } from '../components/fields/code-button';
import * as fields from '../components/fields/fields.css';
import { PasswordField } from '../components/fields/password-field';
import { PhoneField } from '../components/fields/phone-field';
import { TextField } from '../components/fields/text-field';
import { useT } from '../use-t';
import { FieldAlert, FormAlert, invalidProps } from './field-alert';
import { TwoFactorCodeStep } from '../security/two-factor-code-step';
import * as styles from './reset-password-form.css';

export interface ResetPasswordFormProps {
  /** The Burmese login popup hides the field labels (SPEC.md §2). */
  hideLabels: boolean;
  /** Back to the login form (the popup's accountLogin view, or the login page). */
  onBack: () => void;
}

export default function ResetPasswordForm(props: ResetPasswordFormProps) {
  const country = useSiteInfo((s) => phoneCountryOf(s.context.siteInfo?.countryCode));
  // The phone rule is the site country's: a new country starts the form again.
  return <ResetForm key={country} country={country} {...props} />;
}

function ResetForm({ country, hideLabels, onBack }: ResetPasswordFormProps & { country: PhoneCountry }) {
  const t = useT();
  const alertId = useId();
  const reset = useActorRef(resetPasswordMachine, { input: { country, player: useSessionChild('player') } });
  const form = useSelector(reset, (s) => s.context.form);
  const codeSender = useSelector(reset, (s) => s.children.verificationCode);
  const busy = useSelector(reset, (s) => s.hasTag('busy'));
  const invalid = useSelector(reset, (s) => s.context.invalid);
  const error = useSelector(reset, (s) => s.context.error);
  const secondFactor = useSelector(reset, (s) => s.children.secondFactor);

  const change = (field: ResetPasswordField) => (value: string) => reset.send({ type: 'CHANGE', field, value });
  const labelled = (field: ResetPasswordField, label: string) => ({
    label,
    hideLabel: hideLabels,
    placeholder: hideLabels ? label : undefined,
    value: form[field],
    onValue: change(field),
    disabled: busy,
    ...invalidProps(invalid, field, `${alertId}-${field}`),
  });
  const alert = (field: ResetPasswordField) => <FieldAlert invalid={invalid} field={field} id={`${alertId}-${field}`} />;

  if (secondFactor) {
    return (
      <div className={fields.form}>
        <p role="status" className={styles.changed}>{t('resetPassword.codeToFinish')}</p>
        <TwoFactorCodeStep actor={secondFactor} submitLabel={t('login.submit')} />
      </div>
    );
  }
  return (
    <form className={fields.form} noValidate onSubmit={(event) => { event.preventDefault(); reset.send({ type: 'SUBMIT' }); }}>
      <PhoneField {...labelled('phone', t('fields.phone'))} />
      {alert('phone')}
      <TextField {...labelled('code', t('fields.code'))} onValue={(value) => change('code')(value.replace(/\D/g, ''))}
        inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH}
        addon={codeSender && <CodeButton actor={codeSender} onSend={() => reset.send({ type: 'SEND_CODE' })} />} />
      {alert('code')}
      <TextField {...labelled('username', t('fields.username'))} autoComplete="username" />
      {alert('username')}
      <PasswordField {...labelled('password', t('fields.newPassword'))} autoComplete="new-password" />
      {alert('password')}
      <PasswordField {...labelled('confirmPassword', t('fields.confirmPassword'))} autoComplete="new-password" />
      {alert('confirmPassword')}
      <FormAlert text={error} />
      <button type="submit" className={fields.submit} disabled={busy}>{t('resetPassword.submit')}</button>
      <div className={styles.footer}>
        <button type="button" className={fields.link} onClick={onBack}>{t('resetPassword.backToLogin')}</button>
      </div>
    </form>
  );
}
