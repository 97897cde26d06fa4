// /pages/login/loginSuccess: the player is logged in; one button leads home.
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import { SuccessPanel } from '../components/success-panel';
import { useT } from '../use-t';

export default function LoginSuccessPage() {
  const t = useT();
  return (
    <Screen title={t('route.loginSuccess')}>
      <SuccessPanel title={t('login.successTitle')} text={t('login.successText')} href={paths.home} action={t('login.goHome')} />
    </Screen>
  );
}
