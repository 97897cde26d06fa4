// The desktop site's frame (device type pc, SPEC.md §1-2): a sticky header with the site's brand,
// the main menu of the five areas, the player's balance and deposit (or log in and sign up) and
// the language and theme; the routed page below, capped in width; a footer with the site's
// links. It runs the desktop state (desktop.machine.ts) and tells it what the router, the login
// popup and the player did; the pages below read it through DesktopContext.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { desktopNavPath } from '../../domain/desktop';
import { LOGIN_POPUP_TABS, type LoginPopupTab } from '../../domain/login-popup';
import { guestMayOpen, TAB_ROUTES } from '../../domain/routes';
import { desktopMachine } from '../../machines/desktop.machine';
import type { loginPopupMachine } from '../../machines/login-popup.machine';
import { useGuestGuard, usePlayer, useSessionChild, useSiteInfo, useUnreadMessages } from '../app-actors';
import { UnreadBadge } from '../components/unread-badge';
import { useT } from '../use-t';
import { DesktopContext, type DesktopActor } from './desktop-actor';
import { DesktopAccountActions, DesktopPreferences } from './desktop-account-actions';
import { DesktopFooter } from './desktop-footer';
import * as styles from './desktop-layout.css';

export default function DesktopLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const desktop = useActorRef(desktopMachine, { input: {} });
  const siteInfo = useSiteInfo((s) => s.context.siteInfo);
  const activeIndex = useSelector(desktop, (s) => s.context.activeNavIndex);
  const unread = useUnreadMessages((s) => s.context.count);
  useDesktopEvents(desktop);
  return (
    <DesktopContext.Provider value={desktop}>
      <a href="#desktop-content" className={styles.skipLink}>{t('desktop.skipToContent')}</a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <Link href={desktopNavPath('home')} className={styles.brand}>
            {siteInfo?.websiteLogo && <img className={styles.logo} src={siteInfo.websiteLogo} alt="" />}
            <span className={styles.brandName}>{siteInfo?.websiteName}</span>
          </Link>
          <nav className={styles.menu} aria-label={t('desktop.menu')}>
            {TAB_ROUTES.map((tab, index) => {
              // The Account entry carries the unread message count, as the phone's tab does.
              const count = tab === 'account' ? unread : 0;
              return (
                <Link key={tab} href={desktopNavPath(tab)}
                  className={styles.menuItem[index === activeIndex ? 'current' : 'idle']}
                  aria-current={index === activeIndex ? 'page' : undefined}
                  aria-label={count > 0 ? t('messages.tabLabel', { tab: t(`tab.${tab}`), count }) : undefined}>
                  {t(`tab.${tab}`)}
                  <UnreadBadge count={count} />
                </Link>
              );
            })}
          </nav>
          <div className={styles.tools}>
            <DesktopPreferences />
            <DesktopAccountActions />
          </div>
        </div>
      </header>
      <div id="desktop-content" className={styles.content} tabIndex={-1}>{children}</div>
      <DesktopFooter />
    </DesktopContext.Provider>
  );
}

/** The router's pages, the login popup's views and a sign-in, as the desktop state's events. */
function useDesktopEvents(desktop: DesktopActor) {
  const [location] = useLocation();
  const search = useSearch();
  const player = useSessionChild('player');
  useEffect(() => {
    const path = search ? `${location}?${search}` : location;
    // Read when the page changes, not followed: a login is not the page shown again.
    const signedIn = player.getSnapshot().context.token !== null;
    desktop.send({ type: 'PAGE_SHOWN', path, blocked: !signedIn && !guestMayOpen(path) });
  }, [desktop, player, location, search]);

  const popup = useGuestGuard((s) => s.children.loginPopup);
  const route = usePopupRoute(popup);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (route) {
      desktop.send(wasOpen.current ? { type: 'LOGIN_ROUTE_CHANGED', route } : { type: 'LOGIN_OPENED', route });
    } else if (wasOpen.current) {
      desktop.send({ type: 'LOGIN_CLOSED' });
    }
    wasOpen.current = route !== null;
  }, [desktop, route]);

  // Only a change to signed in counts: a stored token at start is not a login.
  const signedIn = usePlayer((s) => s.context.token !== null);
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) desktop.send({ type: 'SIGNED_IN' });
    wasSignedIn.current = signedIn;
  }, [desktop, signedIn]);
}

/** The login popup's view (the current login route), or null while it is closed. */
function usePopupRoute(popup: ActorRefFrom<typeof loginPopupMachine> | undefined): LoginPopupTab | null {
  return useSelector(popup, (s) => (s ? LOGIN_POPUP_TABS.find((tab) => s.matches({ open: tab })) ?? null : null));
}
