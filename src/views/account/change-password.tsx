// /pages/account/resetPassword (SPEC.md §2, §5): the signed-in player changes their password; the
// change-password machine checks the rules and, once changed, opens the success page. With 2FA on
// (issue 17) the code step's dialog sends the change with the code.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { changePasswordMachine, type ChangePasswordField } from '../../machines/change-password.machine';
import * as fields from '../components/fields/fields.css';
import { PasswordField } from '../components/fields/password-field';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FieldAlert, FormAlert, invalidProps } from '../login/field-alert';
import { TwoFactorCodeDialog } from '../security/two-factor-code-dialog';
import { useT } from '../use-t';

export default function ChangePassword() {
  const t = useT();
  const alertId = useId();
  const changing = useActorRef(changePasswordMachine);
  const form = useSelector(changing, (s) => s.context.form);
  const busy = useSelector(changing, (s) => s.hasTag('busy'));
  const invalid = useSelector(changing, (s) => s.context.invalid);
  const error = useSelector(changing, (s) => s.context.error);
  const secondFactor = useSelector(changing, (s) => s.children.secondFactor);

  const field = (name: ChangePasswordField, label: string, autoComplete: string) => ({
    label,
    autoComplete,
    value: form[name],
    onValue: (value: string) => changing.send({ type: 'CHANGE', field: name, value }),
    disabled: busy,
    ...invalidProps(invalid, name, `${alertId}-${name}`),
  });
  const alert = (name: ChangePasswordField) => <FieldAlert invalid={invalid} field={name} id={`${alertId}-${name}`} />;

  return (
    <Screen title={t('route.resetPassword')}>
      <section className={frame.card}>
        <form className={fields.form} noValidate onSubmit={(event) => { event.preventDefault(); changing.send({ type: 'SUBMIT' }); }}>
          <PasswordField {...field('oldPassword', t('fields.oldPassword'), 'current-password')} />
          {alert('oldPassword')}
          <PasswordField {...field('newPassword', t('fields.newPassword'), 'new-password')} />
          {alert('newPassword')}
          <PasswordField {...field('confirmPassword', t('fields.confirmPassword'), 'new-password')} />
          {alert('confirmPassword')}
          <p className={frame.muted}>{t('changePassword.rule')}</p>
          <FormAlert text={error} />
          <button type="submit" className={fields.submit} disabled={busy}>{t('changePassword.submit')}</button>
        </form>
      </section>
      {secondFactor && <TwoFactorCodeDialog actor={secondFactor} submitLabel={t('changePassword.submit')} />}
    </Screen>
  );
}
