// /pages/account/resetPasswordSuccess: the password was changed; a button leads home.
import { paths } from '../../domain/routes';
import { useSession } from '../app-actors';
import { Screen } from '../components/screen';
import { SuccessPanel } from '../components/success-panel';
import { useT } from '../use-t';

export default function ChangePasswordSuccess() {
  const t = useT();
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  return (
    <Screen title={t('route.resetPasswordSuccess')}>
      <SuccessPanel title={t('changePassword.successTitle')} text={t('changePassword.successText')}
        href={desktop ? paths.desktopIndex : paths.home} action={t('changePassword.home')} />
    </Screen>
  );
}
