// /pages/login/loginSuccess: the player is logged in; one button leads home.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './login-forms.css';

export default function LoginSuccessPage() {
  const t = useT();
  return (
    <Screen title={t('route.loginSuccess')}>
      <section className={`${frame.card} ${styles.success}`}>
        <span className={styles.successMark} aria-hidden="true">✓</span>
        <h2 className={styles.successTitle}>{t('login.successTitle')}</h2>
        <p className={frame.muted}>{t('login.successText')}</p>
        <Link href={paths.home} className={frame.primaryButton}>{t('login.goHome')}</Link>
      </section>
    </Screen>
  );
}
