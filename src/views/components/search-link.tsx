// A link to the search page that looks like a search box (the phone's Browser tab, the desktop
// home's menu). role="search" would replace the link's role and so its name.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { useT } from '../use-t';
import * as styles from './search-link.css';

export function SearchLink({ place }: { place: 'tab' | 'menu' }) {
  const t = useT();
  return (
    <Link href={paths.searchGame} className={styles.searchBox({ place })}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.searchIcon}>
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('browser.searchPlaceholder')}
    </Link>
  );
}
