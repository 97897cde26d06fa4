// A route whose screen a later release builds: it says so plainly and offers the way home.
import { Link } from 'wouter';
import { paths, type RouteName } from '../../domain/routes';
import { useT } from '../use-t';
import { Screen } from './screen';
import * as styles from './screen.css';

export default function PendingPage({ route }: { route: RouteName }) {
  const t = useT();
  return (
    <Screen title={t(`route.${route}`)}>
      <section className={styles.card}>
        <p className={styles.muted}>{t('pending.text')}</p>
      </section>
      <Link href={paths.home} className={styles.primaryButton}>{t('pending.home')}</Link>
    </Screen>
  );
}
