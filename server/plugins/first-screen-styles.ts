// The rules of the whole app's stylesheet that the home's page uses, inlined in its head, and
// the stylesheet itself held back (HELD_STYLESHEET): the page paints without waiting for the
// other eight ninths (90 kB, 12 kB gzip; Lighthouse's one render-blocking request), and the app
// applies the sheet before it draws anything of its own (src/main.tsx). Beasties picks the rules
// by matching their selectors against the page's markup (the class names are vanilla-extract's,
// the same in the server's renderer and the browser's build). It is given a sketch of the page
// (the root's class, the stylesheet, the body) and only its rules are taken: it re-serialises
// whatever it is given, and the page the app hydrates stays exactly as composed. Its own switch
// from `print` would be an inline `onload`, which the page's policy (script-src 'self') refuses.
// Work done when a page is composed (once per language, theme and lists), never per request.
import Beasties from 'beasties';
import { HELD_STYLESHEET } from '../../src/domain/first-screen';

/** The build's one stylesheet as index.html links it (vite.config.ts: cssCodeSplit false). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/[^"]+\.css">/;

export class FirstScreenStyles {
  private readonly beasties: Beasties;

  /** `webDir`: the web build's folder, whose files the page links from its root. */
  constructor(webDir: string) {
    this.beasties = new Beasties({
      path: webDir,
      publicPath: '/',
      // The script fonts' @font-face rules stay in their own stylesheets (src/views/locale-fonts.ts).
      inlineFonts: false,
      preloadFonts: false,
      // The sheet is what every other page and the service worker use: it stays whole.
      pruneSource: false,
      compress: true,
      logLevel: 'silent',
    });
  }

  /** The page with the rules it uses inlined before its stylesheet, which is held back for the app to apply. */
  async inline(page: string): Promise<string> {
    const link = STYLESHEET.exec(page)?.[0];
    const root = /<html[^>]*>/.exec(page)?.[0];
    const body = page.indexOf('<body');
    if (!link || !root || body === -1) throw new Error('first-screen-styles: the page has no stylesheet, root or body');
    const sketch = await this.beasties.process(`<!doctype html>${root}<head>${link}</head>${page.slice(body)}`);
    const rules = /<style>([\s\S]*)<\/style>/.exec(sketch)?.[1];
    if (!rules || rules.includes('</')) throw new Error('first-screen-styles: no rules to inline');
    const held = link.replace(/>$/, ` media="print" ${HELD_STYLESHEET}>`);
    // Without scripts nothing applies the held sheet: the browser that runs none takes it whole.
    return page.replace(link, `<style>${rules}</style>${held}<noscript>${link}</noscript>`);
  }
}
