// The sign-up form (SPEC.md §2 "Sign-up steps"): one step at a time with "Step n of N", Back, and
// the final button whose text the sign-up rules decide. Used by the login popup's sign-up tab and
// the /pages/login/accountSignUp page; the sign-up machine decides, this only draws it.
import clsx from 'clsx';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { SMS_CODE_LENGTH } from '../../domain/constants';
import { paths } from '../../domain/routes';
import { formatPhoneInput, phoneCountryOf } from '../../domain/validation';
import { signUpMachine } from '../../machines/sign-up.machine';
import { currentStep, nextButtonKey, signUpSteps, stepProgress, type SignUpField, type SignUpFlags } from '../../machines/sign-up.steps';
import { choice } from '../../styles/recipes/choice.css';
import { visuallyHidden } from '../../styles/utilities.css';
import { useSessionChild, useSiteInfo } from '../app-actors';
import { CodeButton } from '../components/fields/code-button';
import * as fields from '../components/fields/fields.css';
import { PasswordField } from '../components/fields/password-field';
import { PhoneField } from '../components/fields/phone-field';
import { TextField } from '../components/fields/text-field';
import { useT } from '../use-t';
import { FieldAlert, FormAlert, invalidProps } from './field-alert';
import * as styles from './sign-up-form.css';

export interface SignUpFormProps {
  /** The Burmese login popup hides the register subtitle and the field labels (SPEC.md §2). */
  hideLabels: boolean;
}

export default function SignUpForm(props: SignUpFormProps) {
  const smsEnabled = useSiteInfo((s) => s.context.siteInfo?.gameAccountRegisterSMS ?? false);
  const bankEnabled = useSiteInfo((s) => s.context.siteInfo?.gameAccountRegisterBank ?? false);
  const country = useSiteInfo((s) => phoneCountryOf(s.context.siteInfo?.countryCode));
  // Fresh site info may change the steps or the phone rule: the form starts again with them.
  return <SignUpSteps key={`${smsEnabled}-${bankEnabled}-${country}`} flags={{ smsEnabled, bankEnabled, country }} {...props} />;
}

function SignUpSteps({ flags, hideLabels }: SignUpFormProps & { flags: SignUpFlags }) {
  const t = useT();
  const ids = { title: useId(), alert: useId() };
  const signUp = useActorRef(signUpMachine, { input: { ...flags, player: useSessionChild('player') } });
  const step = useSelector(signUp, currentStep);
  const stepNumber = useSelector(signUp, (s) => stepProgress(s).step);
  const nextKey = useSelector(signUp, nextButtonKey);
  const form = useSelector(signUp, (s) => s.context.form);
  const banks = useSelector(signUp, (s) => s.context.banks);
  const codeSender = useSelector(signUp, (s) => s.children.verificationCode);
  const busy = useSelector(signUp, (s) => s.hasTag('busy'));
  const invalid = useSelector(signUp, (s) => s.context.invalid);
  const error = useSelector(signUp, (s) => s.context.error);

  // A new step is announced by moving focus to its title (not on the first one: the popup or page
  // decides where focus starts).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) titleRef.current?.focus();
  }, [step]);

  const change = (field: SignUpField) => (value: string) => signUp.send({ type: 'CHANGE', field, value });
  // Hidden labels stay for screen readers; the placeholder shows the words instead.
  const labelled = (field: SignUpField, label: string, placeholder?: string) => ({
    label,
    hideLabel: hideLabels,
    placeholder: placeholder ?? (hideLabels ? label : undefined),
    value: form[field],
    onValue: change(field),
    disabled: busy,
    ...invalidProps(invalid, field, `${ids.alert}-${field}`),
  });
  const alert = (field: SignUpField) => <FieldAlert invalid={invalid} field={field} id={`${ids.alert}-${field}`} />;
  const username = (
    <>
      <TextField {...labelled('username', t('signUp.username'), t('signUp.usernamePlaceholder'))} autoComplete="username" />
      {alert('username')}
    </>
  );

  return (
    <form className={fields.form} noValidate
      onSubmit={(event) => { event.preventDefault(); signUp.send({ type: 'NEXT' }); }}>
      {!hideLabels && <p className={styles.subtitle}>{t('signUp.subtitle')}</p>}
      <p className={styles.progress}>{t('signUp.stepOf', { step: stepNumber, total: signUpSteps(flags).length })}</p>
      <h3 id={ids.title} ref={titleRef} tabIndex={-1} className={styles.stepTitle}>{t(`signUp.steps.${step}`)}</h3>

      {step === 'phone' && (
        <>
          <PhoneField {...labelled('phone', t('fields.phone'))} />
          {alert('phone')}
          {username}
          <p className={styles.note}>
            {t('signUp.agreement')}{' '}
            {/* A new tab keeps the half-filled form (and the popup) where they are. */}
            <a href={paths.userAgreement} target="_blank" rel="noopener noreferrer" className={styles.noteLink}>{t('signUp.privacyAgreement')}</a>
            {' · '}
            <a href={paths.contactInfomation} target="_blank" rel="noopener noreferrer" className={styles.noteLink}>{t('signUp.customerService')}</a>
          </p>
        </>
      )}

      {step === 'code' && (
        <>
          <p className={styles.note}>{t('signUp.codeSentTo', { phone: formatPhoneInput(form.phone) })}</p>
          <TextField {...labelled('code', t('fields.code'))} onValue={(value) => change('code')(value.replace(/\D/g, ''))}
            inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH}
            addon={codeSender && <CodeButton actor={codeSender} onSend={() => signUp.send({ type: 'RESEND_CODE' })} />} />
          {alert('code')}
        </>
      )}

      {step === 'account' && (
        <>
          {username}
          <PasswordField {...labelled('password', t('fields.password'))} autoComplete="new-password" />
          {alert('password')}
          <PasswordField {...labelled('confirmPassword', t('fields.confirmPassword'))} autoComplete="new-password" />
          {alert('confirmPassword')}
        </>
      )}

      {step === 'bankType' && (
        <fieldset className={styles.banks} disabled={busy}>
          <legend className={hideLabels ? visuallyHidden : styles.legend}>{t('signUp.bankType')}</legend>
          {banks.map((bank) => (
            <label key={bank.bankCode} className={choice({ shape: 'row', chosen: form.bankType === bank.bankCode })}>
              <input type="radio" name={`${ids.title}-bank`} value={bank.bankCode} checked={form.bankType === bank.bankCode}
                onChange={() => change('bankType')(bank.bankCode)} />
              {bank.icon && <img src={bank.icon} alt="" className={styles.bankIcon} />}
              {bank.bankName}
            </label>
          ))}
          {alert('bankType')}
        </fieldset>
      )}

      {step === 'bankAccount' && (
        <>
          {/* A holder's name has inner spaces: it is trimmed when sent, not per keystroke. */}
          <TextField {...labelled('bankAccountName', t('signUp.bankAccountName'))} trim={false} autoComplete="name" />
          {alert('bankAccountName')}
          <TextField {...labelled('bankAccount', t('signUp.bankAccount'))} inputMode="numeric" autoComplete="off" />
          {alert('bankAccount')}
        </>
      )}

      <FormAlert text={error} />
      <div className={styles.actions}>
        {step !== 'phone' && (
          <button type="button" className={clsx(styles.back, styles.backWidth)} disabled={busy} onClick={() => signUp.send({ type: 'BACK' })}>{t('signUp.previous')}</button>
        )}
        <button type="submit" className={clsx(fields.submit, styles.next)} disabled={busy}>{t(nextKey)}</button>
      </div>
    </form>
  );
}
