// The route table: every path of SPEC.md §2 (src/domain/routes.ts) mapped to its screen. The
// Record type makes a missing route a compile error. Home is bundled with the app; every other
// screen is its own chunk. The first screen's table holds only the tabs, the redirects and the
// forbidden page; every other route's loader is in routes-rest.tsx, fetched with the first such
// screen (one small request more, once), so the first screen does not carry sixty loaders.
import type { ComponentType } from 'react';
import { paths, type RouteName } from '../domain/routes';
import Home from './home/home';
import { lazyScreen } from './lazy-screen';
import type { RestRoute } from './routes-rest';

const Redirect = lazyScreen(() => import('./redirect/redirect'));

const firstScreens = {
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
// With routes-rest.tsx's Record, every route has a screen, or the build fails.
} satisfies Record<Exclude<RouteName, RestRoute>, ComponentType>;

type FirstRoute = keyof typeof firstScreens;
const isFirst = (name: RouteName): name is FirstRoute => name in firstScreens;

const screenOf = (name: RouteName): ComponentType =>
  isFirst(name) ? firstScreens[name] : lazyScreen(() => import('./routes-rest').then((rest) => rest.loaders[name as RestRoute]()));

export const screens = Object.fromEntries((Object.keys(paths) as RouteName[]).map((name) => [name, screenOf(name)])) as Record<RouteName, ComponentType>;
