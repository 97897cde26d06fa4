// The desktop layout (device type pc, SPEC.md §1-2): a header with the site's brand and the main
// menu in place of the tab bar; the routed page renders below it. The active menu index follows
// the current page.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths, TAB_ROUTES } from '../../domain/routes';
import { useSiteInfo } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './desktop-layout.css';

export default function DesktopLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const siteInfo = useSiteInfo((s) => s.context.siteInfo);
  const activeIndex = TAB_ROUTES.findIndex((tab) => paths[tab] === location || (tab === 'home' && location === paths.desktopIndex));
  return (
    <>
      <header className={styles.header}>
        <Link href={paths.desktopIndex} className={styles.brand}>
          {siteInfo?.websiteLogo && <img className={styles.logo} src={siteInfo.websiteLogo} alt="" />}
          {siteInfo?.websiteName}
        </Link>
        <nav className={styles.menu} aria-label={t('desktop.menu')}>
          {TAB_ROUTES.map((tab, index) => (
            <Link key={tab} href={tab === 'home' ? paths.desktopIndex : paths[tab]}
              className={styles.menuItem[index === activeIndex ? 'current' : 'idle']}
              aria-current={index === activeIndex ? 'page' : undefined}>
              {t(`tab.${tab}`)}
            </Link>
          ))}
        </nav>
      </header>
      <div className={styles.content}>{children}</div>
    </>
  );
}
