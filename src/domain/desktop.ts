// The desktop site's rules (SPEC.md §2 desktop): which main-menu entry a page belongs to, and the
// home menu page that the desktop home keeps in its `index` and `id` parameters.
import { normalizePath, paths, TAB_ROUTES, type TabRoute } from './routes';

/** The home menu: the lobby (Trending, New, winners) and one entry per game category. */
export const HOME_MENU = ['lobby', 'category'] as const;
export type HomeMenuEntry = (typeof HOME_MENU)[number];

export interface HomeMenuPage {
  /** Index into HOME_MENU. */
  index: number;
  /** The category's id when the entry is a category. */
  id: number | null;
}

export const LOBBY_PAGE: HomeMenuPage = { index: 0, id: null };

/** The area each main-menu entry opens on desktop: home is the desktop home, not the phone's. */
export const desktopNavPath = (tab: TabRoute): string => (tab === 'home' ? paths.desktopIndex : paths[tab]);

/** The addresses that show the desktop lobby: its own, and the phone's home (where a login lands). */
export function isDesktopHomePath(path: string): boolean {
  const bare = normalizePath(path);
  return bare === paths.desktopIndex || bare === paths.home;
}

/** Pages by folder: a page under /pages/account/ belongs to Account, and so on. */
const AREA_PREFIX: Record<TabRoute, readonly string[]> = {
  home: ['/pages/index/', '/pages/desktop/index'],
  browser: ['/pages/browser/'],
  privilege: ['/pages/privilege/'],
  myGames: ['/pages/myGames/'],
  account: ['/pages/account/'],
};

/** The main-menu entry to mark for a page, or -1 for a page outside the five areas (login, redirect). */
export function navIndexOf(path: string): number {
  const bare = normalizePath(path);
  return TAB_ROUTES.findIndex((tab) => AREA_PREFIX[tab].some((prefix) => bare.startsWith(prefix)));
}

/** The home menu page a desktop home address asks for; anything unreadable is the lobby. */
export function homeMenuPageOf(search: string): HomeMenuPage {
  const query = new URLSearchParams(search.split('?')[1] ?? search);
  const index = Number(query.get('index'));
  const id = Number(query.get('id'));
  if (HOME_MENU[index] === 'category' && Number.isInteger(id) && id > 0) return { index, id };
  return LOBBY_PAGE;
}

export function homeMenuPath(page: HomeMenuPage): string {
  if (HOME_MENU[page.index] !== 'category' || page.id === null) return paths.desktopIndex;
  return `${paths.desktopIndex}?${new URLSearchParams({ index: String(page.index), id: String(page.id) }).toString()}`;
}

/** The desktop's own pages where the login popup shows over the home: never "the page the player was on". */
export function isDesktopLoginBackdrop(path: string): boolean {
  const bare = normalizePath(path);
  return bare === paths.desktopLogin || bare === paths.desktopIndex || bare === paths.root;
}
