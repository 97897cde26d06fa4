// /pages/login/accountLogin (mobile): the login form on its own page, where a blocked guest is
// sent, with the other ways in. Once signed in the session takes the player home (SPEC.md §4).
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { AccountLoginForm } from './account-login-form';
import { FacebookLoginLink } from './facebook-login-link';
import * as styles from './login-forms.css';

export default function AccountLoginPage() {
  const t = useT();
  return (
    <Screen title={t('route.accountLogin')}>
      <section className={frame.card}>
        <AccountLoginForm />
      </section>
      <nav className={styles.links} aria-label={t('login.otherWays')}>
        <Link href={paths.codeLogin} className={styles.link}>{t('login.withSmsCode')}</Link>
        <Link href={paths.accountSignUp} className={styles.link}>{t('login.signUp')}</Link>
        <Link href={paths.accountResetPwd} className={styles.link}>{t('login.forgotPassword')}</Link>
      </nav>
      <FacebookLoginLink />
    </Screen>
  );
}
