// /pages/login/codeLogin (mobile): login by SMS code on its own page. Once signed in the session
// takes the player home (SPEC.md §4).
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { CodeLoginForm } from './code-login-form';
import { FacebookLoginLink } from './facebook-login-link';
import * as styles from './login-forms.css';

export default function CodeLoginPage() {
  const t = useT();
  return (
    <Screen title={t('route.codeLogin')}>
      <section className={frame.card}>
        <CodeLoginForm />
      </section>
      <nav className={styles.links} aria-label={t('login.otherWays')}>
        <Link href={paths.accountLogin} className={styles.link}>{t('login.withPassword')}</Link>
        <Link href={paths.accountSignUp} className={styles.link}>{t('login.signUp')}</Link>
      </nav>
      <FacebookLoginLink />
    </Screen>
  );
}
