// The custom navigation bar every page uses (SPEC.md §2): a title and, off the tab pages, a back
// button that returns to the previous page or, on a fresh deep link, home.
import { paths } from '../../domain/routes';
import { useT } from '../use-t';
import { useLocation } from 'wouter';
import * as styles from './nav-bar.css';

export function NavBar({ title, showBack }: { title: string; showBack: boolean }) {
  const t = useT();
  const [, setLocation] = useLocation();
  const goBack = () => (window.history.length > 1 ? window.history.back() : setLocation(paths.home));
  return (
    <header className={styles.root}>
      {showBack ? (
        <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')}>‹</button>
      ) : <span />}
      <h1 className={styles.title}>{title}</h1>
      <span />
    </header>
  );
}
