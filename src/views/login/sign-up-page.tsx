// /pages/login/accountSignUp: the sign-up steps as a page (mobile). A registered player is handed
// to the app session, which runs SPEC.md §4's success sequence (and removes the invite code).
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './sign-up-page.css';
import SignUpForm from './sign-up-form';

export default function SignUpPage() {
  const t = useT();
  return (
    <Screen title={t('route.accountSignUp')}>
      <section className={frame.card}>
        <SignUpForm hideLabels={false} />
      </section>
      <p className={styles.switchLine}>
        {t('signUp.haveAccount')} <Link href={paths.accountLogin} className={styles.switchLink}>{t('signUp.logIn')}</Link>
      </p>
    </Screen>
  );
}
