// The custom navigation bar every page uses (SPEC.md §2): a title and, off the tab pages, a back
// button that returns to the previous page or, on a fresh deep link, home. A tab page may put its
// own things at the end (the player's balance and Deposit).
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { firstScreenPaths as paths } from '../../domain/first-screen-paths';
import { useT } from '../use-t';
import { useLocation } from 'wouter';
import * as styles from './nav-bar.css';

export function NavBar({ title, showBack, end }: { title: string; showBack: boolean; end?: ReactNode }) {
  const t = useT();
  const [, setLocation] = useLocation();
  const goBack = () => (window.history.length > 1 ? window.history.back() : setLocation(paths.home));
  return (
    <header className={clsx(styles.root, end && styles.withEnd)}>
      {showBack ? (
        <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')}>‹</button>
      ) : <span />}
      <h1 className={styles.title}>{title}</h1>
      {end ?? <span />}
    </header>
  );
}
