// The first screen's route table: the tabs, the redirects, the forbidden page and the desktop home
// (FIRST_SCREEN_ROUTES, domain/first-screen-paths.ts), each mapped to its screen; the Record type
// makes a missing one a compile error. Home is bundled with the app; every other screen is its own
// chunk. Every other route of SPEC.md §2, with the §6 guest rule and the not-found screen, is in
// routes-rest.tsx, fetched with the first such screen (one small request more, once), so the first
// screen carries neither their loaders nor their paths.
import type { ComponentType } from 'react';
import type { FirstScreenRoute } from '../domain/first-screen-paths';
import Home from './home/home';
import { lazyScreen } from './lazy-screen';

const Redirect = lazyScreen(() => import('./redirect/redirect'));

export const firstScreens = {
  root: Redirect,
  redirect: Redirect,
  entry: Redirect,
  forbidden: lazyScreen(() => import('./forbidden/forbidden')),
  home: Home,
  browser: lazyScreen(() => import('./browser/browser')),
  privilege: lazyScreen(() => import('./privilege/privilege')),
  myGames: lazyScreen(() => import('./myGames/my-games')),
  account: lazyScreen(() => import('./account/account')),
  desktopIndex: lazyScreen(() => import('./desktop/desktop-home')),
} satisfies Record<FirstScreenRoute, ComponentType>;

/** Every route off the first screen's table, with the guest rule and the not-found screen. */
export const RestRoutes = lazyScreen(() => import('./routes-rest'));
