// The home's page with its first screen already in it (DESIGN.md "First screen"): the build's
// index.html with the markup the build's own renderer (src/domain/first-screen.ts) makes from the
// lists in memory, and the data the app hydrates from. Pages are kept per home recompute (the
// lists' object), site info, hero slides, language and theme, with their compressed copies: a request renders
// nothing and reads no database unless the lists or settings changed. A build swapped in (a new
// dist/web target) brings its own renderer and template, so markup and scripts always match.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import {
  BEYOND_HOME_PRELOADS,
  FIRST_SCREEN_COOKIES,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_RENDERER,
  type FirstLobby,
  type FirstScreenData,
  type FirstScreenPage as RenderedFirstScreen,
  type FirstScreenPageData,
  type RenderFirstScreen,
} from '../../src/domain/first-screen';
import { FirstScreenStyles } from './first-screen-styles';
import { FIRST_SCREEN_PHONE_ONLY, isPhoneAgent } from '../../src/domain/device';
import { defaultLocale, type LocaleCode } from '../../src/domain/locales';
import { paths } from '../../src/domain/routes';
import type { PromotionSummary } from '../../src/domain/promotion.schema';
import type { SiteInfo, SiteInfoReply } from '../../src/domain/site-info.schema';
import { DEFAULT_THEME, isThemeName, type ThemeName } from '../../src/domain/themes';

/** Where the page's contents come from: the services' copies in memory. */
export interface FirstScreenSource {
  /**
   * What GET /game/getWebsiteInfo answers: the app boots from the page's copy and asks for none,
   * so it must be the whole reply, one object per loaded copy (pages are kept by its identity).
   */
  siteInfo(): Promise<SiteInfoReply>;
  /** A blocked address gets the plain shell: the app's first call then meets the 403 (SPEC.md §8). */
  addressBlocked(address: string): Promise<boolean>;
  lobby(): Promise<FirstLobby>;
  hasNotices(): Promise<boolean>;
  /** The open promotions with a picture, as a guest sees them in this language. */
  heroSlides(localeCode: LocaleCode): Promise<PromotionSummary[]>;
}

export interface FirstScreenPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
}

interface Build {
  render: RenderFirstScreen;
  template: string;
  /** The page paints from the rules it uses; the whole stylesheet is held back for the app. */
  styles: FirstScreenStyles;
}

interface Kept {
  siteInfo: SiteInfo;
  tags: FirstLobby['tags'];
  hasNotices: boolean;
  /** The slides as JSON: each list call makes new objects, and a slide's text may change. */
  heroSlides: string;
  page: Promise<FirstScreenPage>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** Quality 5: a page is compressed once per recompute and language, on the request that asks first. */
const BROTLI_QUALITY = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element: no `<` may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A cookie that is not ours, badly encoded: ignored.
    }
  }
  return cookies;
}

/** The language and theme the app will pick (preferences.machine.ts), from the cookies that mirror its storage. */
export function choicesOf(request: FastifyRequest, siteInfo: SiteInfo): { localeCode: LocaleCode; theme: ThemeName } {
  const cookies = cookiesOf(request);
  const theme = cookies.get(FIRST_SCREEN_COOKIES.theme);
  return {
    localeCode: defaultLocale({
      stored: cookies.get(FIRST_SCREEN_COOKIES.locale),
      websiteDefaultLanguage: siteInfo.websiteDefaultLanguage,
      countryCode: cookies.get(FIRST_SCREEN_COOKIES.country) ?? siteInfo.countryCode,
    }),
    theme: isThemeName(theme) ? theme : DEFAULT_THEME,
  };
}

/** The renderer's markup opens with the preloads React hoists (the first rail's pictures): they belong in the head. */
function splitHoisted(html: string): { head: string; body: string } {
  const match = /^(?:<link [^>]*>)+/.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}

/** An attribute's value as React writes it into HTML, read back. */
const unescapeAttribute = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * The hoisted preloads with the phone's largest paint, the hero's first picture, taken out to lead
 * the head: React hoists the pictures in the order it renders them, the hero's last (it is in a
 * boundary of its own), so over HTTP/1.1's six connections a phone asked for it after the
 * stylesheet, the scripts, the logo, the tag icons and the first rail.
 */
function takeLargestPaint(head: string, picture: string | undefined): { first: string; rest: string } {
  if (!picture) return { first: '', rest: head };
  const links = head.match(/<link [^>]*>/g) ?? [];
  const first = links.find((link) => unescapeAttribute(/ href="([^"]*)"/.exec(link)?.[1] ?? '') === picture);
  return first ? { first, rest: links.filter((link) => link !== first).join('') } : { first: '', rest: head };
}

const beyondHomePreloads = new RegExp(`${BEYOND_HOME_PRELOADS.open}.*?${BEYOND_HOME_PRELOADS.close}`, 's');

export function composePage(template: string, data: FirstScreenData, rendered: RenderedFirstScreen, phoneAgent = true): string {
  const { head: hoisted, body } = splitHoisted(rendered.html);
  const { first, rest: head } = takeLargestPaint(hoisted, data.heroSlides[0]?.picture);
  // The strings ride with the data: the app hydrates without fetching its language's first part.
  const pageData: FirstScreenPageData = { ...data, strings: rendered.strings };
  const title = data.siteInfo.documentTitle || data.siteInfo.websiteName;
  const page = template
    .replace(/<html lang="[^"]*">/, `<html lang="${data.localeCode.replace('_', '-')}" class="${escapeHtml(rendered.htmlClass)}">`)
    .replace('<title></title>', `<title>${escapeHtml(title)}</title>${first}`)
    .replace('</head>', `${head}</head>`)
    // The page shows the home without scripts; only the rest of the site needs them.
    .replace(/<noscript>[^<]*<\/noscript>\s*/, '')
    // A phone's guest needs the app's actors and the whole app only once it taps or leaves the
    // home: held inert, the app fetches them when the browser is idle after the load (src/main.tsx).
    .replace(beyondHomePreloads, (preloads) => (phoneAgent ? preloads.replaceAll(' rel="', ` ${BEYOND_HOME_PRELOADS.idleRel}="`) : preloads))
    .replace(ROOT_ELEMENT, `<div id="root"${phoneAgent ? '' : ` ${FIRST_SCREEN_PHONE_ONLY}`}>${body}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(pageData)}</script>`);
  if (!page.includes(FIRST_SCREEN_DATA_ID)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return page;
}

/**
 * The web build holds no renderer: a build made before the home was rendered on the server, or a
 * stand-in web app (tests, benches). Not a fault: the app renders the home itself, as before.
 */
export class NoFirstScreenRenderer extends Error {
  override name = 'NoFirstScreenRenderer';
}

export function createFirstScreenPages(webDir: string, source: FirstScreenSource) {
  let build: { target: string; loaded: Promise<Build> } | undefined;
  // Keyed by the lists' object: a recompute makes a new one, and the old pages go with it.
  const kept = new WeakMap<FirstLobby['home'], Map<string, Kept>>();

  const loadBuild = async (): Promise<{ target: string; build: Build }> => {
    const target = await fs.realpath(webDir);
    if (build?.target !== target) {
      const loaded = (async () => {
        const renderer = path.join(target, FIRST_SCREEN_RENDERER);
        if (!(await fs.stat(renderer).then(() => true, () => false))) throw new NoFirstScreenRenderer(`${renderer} is not in the web build`);
        const [module, template] = await Promise.all([
          import(pathToFileURL(renderer).href) as Promise<{ renderFirstScreen: RenderFirstScreen }>,
          fs.readFile(path.join(target, 'index.html'), 'utf8'),
        ]);
        return { render: module.renderFirstScreen, template, styles: new FirstScreenStyles(target) };
      })();
      build = { target, loaded };
      // A build without a renderer is tried again on the next request (it may be mid-swap).
      loaded.catch(() => {
        if (build?.loaded === loaded) build = undefined;
      });
    }
    return { target, build: await build.loaded };
  };

  return {
    /** The home's page for this request (its language and theme). */
    async page(request: FastifyRequest): Promise<FirstScreenPage> {
      const [{ target, build: current }, siteInfo, lobby, hasNotices] = await Promise.all([loadBuild(), source.siteInfo(), source.lobby(), source.hasNotices()]);
      const { localeCode, theme } = choicesOf(request, siteInfo);
      const heroSlides = await source.heroSlides(localeCode);
      const slidesJson = JSON.stringify(heroSlides);
      const phoneAgent = isPhoneAgent(request.headers['user-agent'] ?? '');
      const key = `${target}\n${localeCode}\n${theme}\n${phoneAgent}`;
      let pages = kept.get(lobby.home);
      if (!pages) kept.set(lobby.home, (pages = new Map()));
      const hit = pages.get(key);
      if (hit && hit.siteInfo === siteInfo && hit.tags === lobby.tags && hit.hasNotices === hasNotices && hit.heroSlides === slidesJson) return hit.page;
      const data: FirstScreenData = { path: paths.home, localeCode, theme, siteInfo, lobby, heroSlides, hasNotices, renderedAt: Date.now() };
      const page = current.render(data).then(async (rendered) => {
        const html = await current.styles.inline(composePage(current.template, data, rendered, phoneAgent));
        return {
          html,
          gzip: zlib.gzipSync(html),
          brotli: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        };
      });
      pages.set(key, { siteInfo, tags: lobby.tags, hasNotices, heroSlides: slidesJson, page });
      // A failed render is not kept: the next request tries again.
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
  };
}
