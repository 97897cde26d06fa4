// The frame of a page: the custom navigation bar over the page's content. Tab pages leave room
// for the tab bar and have no back button; on a phone their bar carries the player's balance.
// Inside the desktop layout a tab page is one of the header's own tabs, which already names it
// and carries the balance: the phone's bar would only repeat it, so the title stays for screen
// readers alone.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { useDesktopActor } from '../desktop/desktop-actor';
import { NavBar } from './nav-bar';
import { PhoneWallet, usePhoneWalletShown } from './phone-wallet';
import * as styles from './screen.css';

export function Screen({ title, tab = false, children }: { title: string; tab?: boolean; children: ReactNode }) {
  const wallet = usePhoneWalletShown() && tab;
  const inDesktop = useDesktopActor() !== null;
  const desktopTab = tab && inDesktop;
  return (
    <>
      {desktopTab ? <h1 className={visuallyHidden}>{title}</h1> : <NavBar title={title} showBack={!tab} end={wallet ? <PhoneWallet /> : undefined} />}
      <main className={clsx(styles.body, tab && styles.withTabBar)}>{children}</main>
    </>
  );
}
