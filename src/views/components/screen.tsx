// The frame of a page: the custom navigation bar over the page's content. Tab pages leave room
// for the tab bar and have no back button; on a phone their bar carries the player's balance.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavBar } from './nav-bar';
import { PhoneWallet, usePhoneWalletShown } from './phone-wallet';
import * as styles from './screen.css';

export function Screen({ title, tab = false, children }: { title: string; tab?: boolean; children: ReactNode }) {
  const wallet = usePhoneWalletShown() && tab;
  return (
    <>
      <NavBar title={title} showBack={!tab} end={wallet ? <PhoneWallet /> : undefined} />
      <main className={clsx(styles.body, tab && styles.withTabBar)}>{children}</main>
    </>
  );
}
