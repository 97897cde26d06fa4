// /pages/login/accountResetPwd: forgot password as a page (mobile). On success the player is
// logged in (SIGNED_IN via 'reset') and the session takes them home (SPEC.md §2, §4).
import { useLocation } from 'wouter';
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import ResetPasswordForm from './reset-password-form';

export default function ResetPasswordPage() {
  const t = useT();
  const [, setLocation] = useLocation();
  return (
    <Screen title={t('route.accountResetPwd')}>
      <section className={frame.card}>
        <ResetPasswordForm hideLabels={false} onBack={() => setLocation(paths.accountLogin)} />
      </section>
    </Screen>
  );
}
