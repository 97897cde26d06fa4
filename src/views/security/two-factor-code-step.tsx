// The 2FA code step's form (issue 12): the authenticator app's 6 digits, or a recovery code once
// the player switches to it. Drawn wherever the code step machine runs (login forms, the account
// security page); the machine decides, this only draws it.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { TOTP_DIGITS } from '../../domain/account-security';
import type { ActorRefFrom } from 'xstate';
import type { twoFactorCodeMachine } from '../../machines/two-factor-code.machine';
import * as fields from '../components/fields/fields.css';
import { TextField } from '../components/fields/text-field';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import * as styles from './two-factor-code-step.css';

export interface TwoFactorCodeStepProps {
  actor: ActorRefFrom<typeof twoFactorCodeMachine>;
  /** What the code is for, e.g. "Log in" or "Turn off". */
  submitLabel: string;
  /** Enrolment takes only the app's code: there are no recovery codes yet. */
  allowRecovery?: boolean;
}

export function TwoFactorCodeStep({ actor, submitLabel, allowRecovery = true }: TwoFactorCodeStepProps) {
  const t = useT();
  const alertId = useId();
  const code = useSelector(actor, (s) => s.context.code);
  const recovery = useSelector(actor, (s) => s.context.recovery);
  const invalid = useSelector(actor, (s) => s.context.invalid);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const label = recovery ? t('security.recoveryCodeLabel') : t('security.codeLabel');

  return (
    <form className={fields.form} noValidate aria-label={t('security.codeTitle')}
      onSubmit={(event) => { event.preventDefault(); actor.send({ type: 'SUBMIT' }); }}>
      <h2 className={styles.stepTitle}>{t('security.codeTitle')}</h2>
      <p className={styles.muted}>{recovery ? t('security.recoveryCodeHint') : t('security.codeHint')}</p>
      <TextField key={String(recovery)} label={label} value={code} autoFocus disabled={busy}
        onValue={(value) => actor.send({ type: 'CHANGE', value: recovery ? value : value.replace(/\D/g, '') })}
        inputMode={recovery ? 'text' : 'numeric'} autoComplete="one-time-code" maxLength={recovery ? 19 : TOTP_DIGITS}
        {...(invalid ? { 'aria-invalid': true, 'aria-describedby': alertId } : {})} />
      {invalid && <p id={alertId} role="alert" className={fields.error}>{recovery ? t('security.recoveryCodeInvalid') : t('security.codeInvalid')}</p>}
      <FormAlert text={error} />
      <button type="submit" className={fields.submit} disabled={busy}>{submitLabel}</button>
      <div className={styles.stepLinks}>
        {allowRecovery && (
          <button type="button" className={fields.link} onClick={() => actor.send({ type: 'TOGGLE_RECOVERY' })} disabled={busy}>
            {recovery ? t('security.useApp') : t('security.useRecovery')}
          </button>
        )}
        <button type="button" className={fields.link} onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy}>{t('common.cancel')}</button>
      </div>
    </form>
  );
}
