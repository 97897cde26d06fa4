// A path outside the route table (a mistyped or legacy link): say so, show the address that was
// asked for, and offer the way home. The server answers such /pages/ paths with the app and a 404.
import { Link, useLocation } from 'wouter';
import { paths } from '../../domain/routes';
import { button } from '../../styles/recipes/button.css';
import { useT } from '../use-t';
import * as styles from './not-found.css';
import { Screen } from './screen';
import * as frame from './screen.css';

export default function NotFound() {
  const t = useT();
  const [location] = useLocation();
  return (
    <Screen title={t('notFound.title')}>
      <section className={styles.panel} aria-labelledby="not-found-title">
        <span className={styles.mark} aria-hidden="true">404</span>
        <h2 id="not-found-title" className={styles.title}>{t('notFound.title')}</h2>
        <p className={frame.muted}>{t('notFound.text')}</p>
        <code className={styles.address}>{location}</code>
        <p className={frame.muted}>{t('notFound.help')}</p>
        <div className={styles.actions}>
          <Link href={paths.home} className={button({ tone: 'primary', size: 'md' })}>{t('pending.home')}</Link>
          <Link href={paths.account} className={button({ tone: 'outline', size: 'md' })}>{t('notFound.account')}</Link>
        </div>
      </section>
    </Screen>
  );
}
