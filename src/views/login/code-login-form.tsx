// Login by SMS code (SPEC.md §2, §5): phone number, the 6-digit code with its send-code button,
// and the log-in button. The code-login machine checks and sends; this only draws it.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { SMS_CODE_LENGTH } from '../../domain/constants';
import { phoneCountryOf, type PhoneCountry } from '../../domain/validation';
import { codeLoginMachine, type CodeLoginField } from '../../machines/code-login.machine';
import { useSessionChild, useSiteInfo } from '../app-actors';
import { CodeButton } from '../components/fields/code-button';
import * as fields from '../components/fields/fields.css';
import { PhoneField } from '../components/fields/phone-field';
import { TextField } from '../components/fields/text-field';
import { useT } from '../use-t';
import { FieldAlert, FormAlert, invalidProps } from './field-alert';
import { TwoFactorCodeStep } from '../security/two-factor-code-step';

export interface CodeLoginFormProps {
  /** Labels for screen readers only (the Burmese login popup); placeholders show them instead. */
  hideLabels?: boolean;
}

export function CodeLoginForm(props: CodeLoginFormProps) {
  const country = useSiteInfo((s) => phoneCountryOf(s.context.siteInfo?.countryCode));
  // The phone rule is the site country's: a new country starts the form again.
  return <CodeForm key={country} country={country} {...props} />;
}

function CodeForm({ country, hideLabels = false }: CodeLoginFormProps & { country: PhoneCountry }) {
  const t = useT();
  const ids = { phone: useId(), code: useId() };
  const codeLogin = useActorRef(codeLoginMachine, { input: { country, player: useSessionChild('player') } });
  const phone = useSelector(codeLogin, (s) => s.context.phone);
  const code = useSelector(codeLogin, (s) => s.context.code);
  const codeSender = useSelector(codeLogin, (s) => s.context.codeSender);
  const busy = useSelector(codeLogin, (s) => s.hasTag('busy'));
  const invalid = useSelector(codeLogin, (s) => s.context.invalid);
  const error = useSelector(codeLogin, (s) => s.context.error);
  // Issue 12: the login answered with a 2FA challenge; the code step takes the form's place.
  const secondFactor = useSelector(codeLogin, (s) => s.children.secondFactor);

  const change = (field: CodeLoginField) => (value: string) => codeLogin.send({ type: 'CHANGE', field, value });
  const phoneLabel = t('fields.phone');
  const codeLabel = t('fields.code');

  if (secondFactor) return <TwoFactorCodeStep actor={secondFactor} submitLabel={t('login.submit')} />;
  return (
    <form className={fields.form} noValidate onSubmit={(event) => { event.preventDefault(); codeLogin.send({ type: 'SUBMIT' }); }}>
      <PhoneField label={phoneLabel} hideLabel={hideLabels} value={phone} onValue={change('phone')} disabled={busy}
        {...invalidProps(invalid, 'phone', ids.phone)} />
      <FieldAlert invalid={invalid} field="phone" id={ids.phone} />
      <TextField label={codeLabel} hideLabel={hideLabels} placeholder={hideLabels ? codeLabel : undefined} value={code}
        onValue={(value) => change('code')(value.replace(/\D/g, ''))} inputMode="numeric" autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH} disabled={busy} {...invalidProps(invalid, 'code', ids.code)}
        addon={<CodeButton actor={codeSender} onSend={() => codeLogin.send({ type: 'SEND_CODE' })} />} />
      <FieldAlert invalid={invalid} field="code" id={ids.code} />
      <FormAlert text={error} />
      <button type="submit" className={fields.submit} disabled={busy}>{t('login.submit')}</button>
    </form>
  );
}
