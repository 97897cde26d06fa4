// The frame of a page: the custom navigation bar over the page's content. Tab pages leave room
// for the tab bar and have no back button.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavBar } from './nav-bar';
import * as styles from './screen.css';

export function Screen({ title, tab = false, children }: { title: string; tab?: boolean; children: ReactNode }) {
  return (
    <>
      <NavBar title={title} showBack={!tab} />
      <main className={clsx(styles.body, tab && styles.withTabBar)}>{children}</main>
    </>
  );
}
