// The home's first screen rendered on the server (DESIGN.md "First screen"): what the server hands
// the renderer the web build ships (built from src/first-screen.server.tsx into dist/web), and what
// the page carries for the app to hydrate from. The server may import only src/domain, so the
// renderer is an artefact it loads from the build; this file is the contract both sides share.
import type { GameHome, GameNavigationTag } from './game.schema';
import type { LocaleCode } from './locales';
import type { PromotionSummary } from './promotion.schema';
import type { SiteInfoReply } from './site-info.schema';
import type { ThemeName } from './themes';

/** The lists the home shows first, as GET /game/home and the tag list answer them. */
export interface FirstLobby {
  home: GameHome;
  tags: GameNavigationTag[];
}

/** What the page was rendered with; the app hydrates only when it would render the same. */
export interface FirstScreenData {
  /** The path rendered: the home's, whichever home address was asked for. */
  path: string;
  localeCode: LocaleCode;
  theme: ThemeName;
  /** As GET /game/getWebsiteInfo answers it: the app boots from this copy and makes no call for it. */
  siteInfo: SiteInfoReply;
  lobby: FirstLobby;
  /** The hero carousel's slides: the open promotions with a picture, as a guest sees them. */
  heroSlides: PromotionSummary[];
  /** Whether the notices strip will show: its height is held from the first paint. */
  hasNotices: boolean;
  /** When the page was rendered (epoch ms): relative times are said from then until hydrated. */
  renderedAt: number;
}

/**
 * What the page carries: the data it was rendered with, and the first screen's strings of its
 * language, so the app hydrates without fetching them.
 */
export interface FirstScreenPageData extends FirstScreenData {
  strings: Record<string, unknown>;
}

export interface FirstScreenPage {
  /** The markup of the app's root element. */
  html: string;
  /** The class the document element carries for the theme. */
  htmlClass: string;
  /** The first screen's strings of the page's language, as the browser's build cuts them. */
  strings: Record<string, unknown>;
}

/** The renderer's one export (`renderFirstScreen`), a module in the web build. */
export type RenderFirstScreen = (data: FirstScreenData) => Promise<FirstScreenPage>;

/** The renderer's file inside the web build; a dot folder, which the static files never serve. */
export const FIRST_SCREEN_RENDERER = '.server/first-screen.js';

/** The id of the JSON block that carries FirstScreenPageData in the page. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The cookies that mirror the stored language, country and theme, so the server renders in them. */
export const FIRST_SCREEN_COOKIES = { locale: 'locale', country: 'country', theme: 'themeSkin' } as const;

/**
 * Around the preloads of what every start but a guest's phone home needs before it can draw (the
 * app's actors and the whole app, build/beyond-home-preloads.ts). The page of the home sent to a
 * phone holds them inert, their `rel` under `idleRel`, as that guest's first screen needs them only
 * once the player taps: the app turns them on when the browser is idle after the load (main.tsx),
 * so they never compete with the first screen's pictures.
 */
export const BEYOND_HOME_PRELOADS = { open: '<!--beyond-home-->', close: '<!--/beyond-home-->', idleRel: 'data-idle-rel' } as const;

/**
 * The attribute of the page's links to the rest of each language's strings (the `?strings=rest`
 * chunks, build/beyond-home-preloads.ts), its value the language: inert, with no `rel`. A guest's
 * phone home turns on its own language's when the browser is idle after the load (main.tsx), so
 * the rest is fetched into the cache but not run: running it is 41 kB of JSON parsed on the main
 * thread, which belongs to the moment a page needs it, not to the home's first seconds.
 */
export const REST_STRINGS_LINK = 'data-rest-strings';

/**
 * The attribute of the whole app's stylesheet on the home's page, which the page holds back
 * (`media="print"`: fetched, never waited for) while its first screen draws from the rules it
 * uses, inlined in the page (server/plugins/first-screen-styles.ts). The app applies the sheet,
 * once loaded, before it draws anything of its own (main.tsx). Without it, a phone's first paint
 * waited for the whole app's 90 kB of rules, of which the home uses a ninth.
 */
export const HELD_STYLESHEET = 'data-held-stylesheet';
