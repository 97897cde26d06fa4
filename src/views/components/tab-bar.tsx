// The custom five-tab bar (SPEC.md §2) with the current theme's icons.
import { Link, useLocation } from 'wouter';
import { paths, TAB_ROUTES } from '../../domain/routes';
import { usePreferences } from '../app-actors';
import { useT } from '../use-t';
import { TabIcon } from './tab-icons';
import * as styles from './tab-bar.css';

export function TabBar() {
  const t = useT();
  const [location] = useLocation();
  const theme = usePreferences((s) => s.context.theme);
  return (
    <nav className={styles.root} aria-label={t('desktop.menu')}>
      {TAB_ROUTES.map((tab) => {
        const active = location === paths[tab];
        return (
          <Link key={tab} href={paths[tab]} className={styles.tab[active ? 'current' : 'idle']} aria-current={active ? 'page' : undefined}>
            <TabIcon tab={tab} theme={theme} active={active} />
            <span>{t(`tab.${tab}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
