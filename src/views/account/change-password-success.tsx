// /pages/account/resetPasswordSuccess: the password was changed; a button leads home.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { useSession } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './change-password-success.css';

export default function ChangePasswordSuccess() {
  const t = useT();
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  return (
    <Screen title={t('route.resetPasswordSuccess')}>
      <section className={styles.success} role="status">
        <span className={styles.mark} aria-hidden="true">✓</span>
        <h2 className={styles.title}>{t('changePassword.successTitle')}</h2>
        <p className={frame.muted}>{t('changePassword.successText')}</p>
        <Link href={desktop ? paths.desktopIndex : paths.home} className={frame.primaryButton}>{t('changePassword.home')}</Link>
      </section>
    </Screen>
  );
}
