// The custom five-tab bar (SPEC.md §2) with the current theme's icons.
import { Link, useLocation } from 'wouter';
import { firstScreenPaths as paths, TAB_ROUTES } from '../../domain/first-screen-paths';
import { useTheme, useUnreadCount } from '../app-actors';
import { useT } from '../use-t';
import { TabIcon } from './tab-icons';
import * as styles from './tab-bar.css';
import { UnreadBadge } from './unread-badge';
import * as badge from './unread-badge.css';

export function TabBar() {
  const t = useT();
  const [location] = useLocation();
  const theme = useTheme();
  const unread = useUnreadCount();
  return (
    <nav className={styles.root} aria-label={t('desktop.menu')}>
      {TAB_ROUTES.map((tab) => {
        const active = location === paths[tab];
        // The Account tab carries the unread message count (SPEC.md §3).
        const count = tab === 'account' ? unread : 0;
        return (
          <Link key={tab} href={paths[tab]} className={styles.tab[active ? 'current' : 'idle']} aria-current={active ? 'page' : undefined}
            aria-label={count > 0 ? t('messages.tabLabel', { tab: t(`tab.${tab}`), count }) : undefined}>
            <span className={styles.iconBox}>
              <TabIcon tab={tab} theme={theme} active={active} />
              <UnreadBadge count={count} className={badge.onIcon} />
            </span>
            <span className={styles.label}>{t(`tab.${tab}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
