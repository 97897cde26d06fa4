// The login screen's form (SPEC.md §2): username or phone, password, the optional 4-digit captcha
// with a picture that is tapped for a new one, "Forgot password?" and the log-in button. Used by
// the login popup and the mobile login page; the login machine decides, this only draws it.
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { loginMachine, type LoginField } from '../../machines/login.machine';
import { useSessionChild, useSiteInfo } from '../app-actors';
import { CodeInput } from '../components/fields/code-input';
import * as fields from '../components/fields/fields.css';
import { PasswordField } from '../components/fields/password-field';
import { TextField } from '../components/fields/text-field';
import { useT } from '../use-t';
import { FieldAlert, FormAlert, invalidProps } from './field-alert';
import { TwoFactorCodeStep } from '../security/two-factor-code-step';
import * as styles from './login-forms.css';

export interface AccountLoginFormProps {
  /** Labels for screen readers only (the Burmese login popup); placeholders show them instead. */
  hideLabels?: boolean;
  /** Shows the "Forgot password?" link (the popup switches to its reset view). */
  onForgotPassword?: () => void;
}

export function AccountLoginForm(props: AccountLoginFormProps) {
  const captchaEnabled = useSiteInfo((s) => s.context.siteInfo?.gameAccountCaptchaEnabled ?? false);
  // Fresh site info may switch the captcha on or off: the form starts again with the new flag.
  return <LoginForm key={String(captchaEnabled)} captchaEnabled={captchaEnabled} {...props} />;
}

function LoginForm({ captchaEnabled, hideLabels = false, onForgotPassword }: AccountLoginFormProps & { captchaEnabled: boolean }) {
  const t = useT();
  const ids = { username: useId(), password: useId(), code: useId() };
  const submitRef = useRef<HTMLButtonElement>(null);
  const login = useActorRef(loginMachine, { input: { captchaEnabled, player: useSessionChild('player') } });
  const username = useSelector(login, (s) => s.context.username);
  const password = useSelector(login, (s) => s.context.password);
  const code = useSelector(login, (s) => s.context.code);
  const showCaptcha = useSelector(login, (s) => s.context.captchaEnabled);
  const img = useSelector(login, (s) => s.context.img);
  const captchaFailed = useSelector(login, (s) => s.context.captchaFailed);
  const captchaLoading = useSelector(login, (s) => s.hasTag('captchaLoading'));
  const busy = useSelector(login, (s) => s.hasTag('busy'));
  const invalid = useSelector(login, (s) => s.context.invalid);
  const error = useSelector(login, (s) => s.context.error);
  // Issue 12: the login answered with a 2FA challenge; the code step takes the form's place.
  const secondFactor = useSelector(login, (s) => s.children.secondFactor);

  const change = (field: LoginField) => (value: string) => login.send({ type: 'CHANGE', field, value });
  const labelled = (label: string) => ({ label, hideLabel: hideLabels, placeholder: hideLabels ? label : undefined });

  if (secondFactor) return <TwoFactorCodeStep actor={secondFactor} submitLabel={t('login.submit')} />;
  return (
    <form className={fields.form} noValidate onSubmit={(event) => { event.preventDefault(); login.send({ type: 'SUBMIT' }); }}>
      <TextField {...labelled(t('fields.accountOrPhone'))} value={username} onValue={change('username')} autoComplete="username"
        disabled={busy} {...invalidProps(invalid, 'username', ids.username)} />
      <FieldAlert invalid={invalid} field="username" id={ids.username} />
      <PasswordField {...labelled(t('fields.password'))} value={password} onValue={change('password')} autoComplete="current-password"
        disabled={busy} {...invalidProps(invalid, 'password', ids.password)} />
      <FieldAlert invalid={invalid} field="password" id={ids.password} />
      {showCaptcha && (
        <>
          <CodeInput {...labelled(t('fields.captcha'))} value={code} onValue={change('code')} disabled={busy}
            // Four digits typed: the next step is the log-in button.
            onFinish={() => submitRef.current?.focus()}
            {...invalidProps(invalid, 'code', ids.code)}
            addon={
              <button type="button" className={styles.captchaButton} aria-label={t('fields.captchaRefresh')} title={t('fields.captchaRefresh')}
                disabled={captchaLoading || busy} onClick={() => login.send({ type: 'REFRESH_CAPTCHA' })}>
                {img ? <img src={img} alt={t('login.captchaImage')} className={fields.captchaImage} />
                  : captchaFailed ? t('login.captchaFailed') : t('common.loading')}
              </button>
            } />
          <FieldAlert invalid={invalid} field="code" id={ids.code} />
        </>
      )}
      <FormAlert text={error} />
      <button ref={submitRef} type="submit" className={fields.submit} disabled={busy || captchaLoading}>{t('login.submit')}</button>
      {onForgotPassword && (
        <div className={styles.formFooter}>
          <button type="button" className={fields.link} onClick={onForgotPassword}>{t('login.forgotPassword')}</button>
        </div>
      )}
    </form>
  );
}
