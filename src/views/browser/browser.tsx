// The Browser tab (SPEC.md §2): search and the categories and makers to browse.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './browser.css';

export default function Browser() {
  const t = useT();
  return (
    <Screen title={t('route.browser')} tab>
      {/* A link to the search page that looks like a search box; role="search" would replace
          the link's role and so its name. */}
      <Link href={paths.searchGame} className={styles.searchLink}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.searchIcon}>
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('browser.searchPlaceholder')}
      </Link>
      <section className={frame.card}>
        <h3 className={frame.sectionTitle}>{t('browser.categories')}</h3>
        <p className={frame.muted}>{t('home.noGames')}</p>
      </section>
      <section className={frame.card}>
        <h3 className={frame.sectionTitle}>{t('browser.makers')}</h3>
        <p className={frame.muted}>{t('home.noGames')}</p>
      </section>
    </Screen>
  );
}
