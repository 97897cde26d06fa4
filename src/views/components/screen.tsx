// The frame of a page: the custom navigation bar over the page's content. Tab pages leave room
// for the tab bar and have no back button; on a phone their bar carries the player's balance.
// Inside the desktop layout a tab page is one of the header's own tabs, which already names it
// and carries the balance: the phone's bar would only repeat it, so the title stays for screen
// readers alone.
import clsx from 'clsx';
import { lazy, Suspense, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { useSignedIn } from '../app-actors';
import { useDesktopActor } from '../desktop/desktop-actor';
import { NavBar } from './nav-bar';
import * as styles from './screen.css';

// A signed-in player's alone, so a guest's first screen does not carry it (nor the money format).
const PhoneWallet = lazy(() => import('./phone-wallet'));

/** Whether a phone tab page's bar carries the wallet: a signed-in player outside the desktop layout. */
function usePhoneWalletShown(): boolean {
  // The server renders signed out (it cannot read the token): the wallet joins right after hydration.
  const signedIn = useSignedIn();
  return useDesktopActor() === null && signedIn;
}

export function Screen({ title, tab = false, children }: { title: string; tab?: boolean; children: ReactNode }) {
  const wallet = usePhoneWalletShown() && tab;
  const inDesktop = useDesktopActor() !== null;
  const desktopTab = tab && inDesktop;
  return (
    <>
      {desktopTab ? <h1 className={visuallyHidden}>{title}</h1> : <NavBar title={title} showBack={!tab} end={wallet ? <Suspense fallback={null}><PhoneWallet /></Suspense> : undefined} />}
      <main className={clsx(styles.body, tab && styles.withTabBar)}>{children}</main>
    </>
  );
}
