// The Browser tab (SPEC.md §2): search and the categories and makers to browse.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';

export default function Browser() {
  const t = useT();
  return (
    <Screen title={t('route.browser')} tab>
      <Link href={paths.searchGame} className={frame.card} role="search">{t('browser.searchPlaceholder')}</Link>
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
