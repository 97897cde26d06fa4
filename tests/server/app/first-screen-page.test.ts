// The home's page as composed from the build's template and the renderer's markup: the hero's
// first picture, a phone's largest paint, is asked for first in the head, before the stylesheet
// and the scripts, whatever its address (an operator's upload with a query among them); the
// browser test (tests/e2e/first-screen.spec.ts) holds the same for the seeded site's page.
import { describe, expect, it } from 'vitest';
import { composePage } from '../../../server/plugins/first-screen-page';
import type { FirstScreenData } from '../../../src/domain/first-screen';
import type { PromotionSummary } from '../../../src/domain/promotion.schema';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title></title>
    <script type="module" crossorigin src="/assets/shell.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style.css">
  <!--beyond-home--><link rel="modulepreload" crossorigin href="/assets/actors.js"><link rel="modulepreload" crossorigin href="/assets/app.js"><!--/beyond-home--></head>
  <body>
    <noscript>This site needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

function pageWith(heroPicture: string, phoneAgent = true): string {
  const data = {
    path: '/pages/index/index',
    localeCode: 'en_US',
    theme: 'theme1',
    siteInfo: { websiteName: 'Lucky Star', documentTitle: '' },
    heroSlides: [{ picture: heroPicture } as PromotionSummary],
  } as unknown as FirstScreenData;
  // React hoists the eager pictures' preloads in the order it renders them: the first rail's,
  // then the hero's (its own boundary).
  const rendered = {
    html: `<link rel="preload" as="image" href="/games/a.svg" fetchPriority="high"/><link rel="preload" as="image" href="${heroPicture.replace(/&/g, '&amp;')}" fetchPriority="high"/><main>home</main>`,
    htmlClass: 'theme1',
    strings: {},
  };
  return composePage(TEMPLATE, data, rendered, phoneAgent);
}

describe('the home page composed', () => {
  it('asks for the hero\'s first picture before anything else in the head', () => {
    const head = pageWith('/user-api/uploads/promotion/7.jpg?v=1&w=800').split('</head>')[0]!;
    const hero = head.indexOf('<link rel="preload" as="image" href="/user-api/uploads/promotion/7.jpg?v=1&amp;w=800" fetchPriority="high"/>');
    expect(hero).toBeGreaterThan(head.indexOf('<title>'));
    expect(hero).toBeLessThan(head.indexOf('<script'));
    expect(hero).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head.indexOf('<link rel="preload"')).toBe(hero);
    // The rail's preload stays, once, after the template's own links.
    expect(head.split('href="/games/a.svg"')).toHaveLength(2);
  });

  it('carries the page data and the markup in the root element', () => {
    const page = pageWith('/promotions/big.jpg');
    expect(page).toContain('<div id="root"><main>home</main></div><script type="application/json" id="first-screen-data">');
    expect(page).toContain('<title>Lucky Star</title>');
    expect(page).not.toContain('<noscript>');
  });

  it('holds the app\'s actors and the whole app inert for a phone, whose guest needs them only once it acts; preloads them for any other', () => {
    const phone = pageWith('/promotions/big.jpg');
    expect(phone).not.toMatch(/ rel="modulepreload"/);
    expect(phone).toContain('<link data-idle-rel="modulepreload" crossorigin href="/assets/actors.js"><link data-idle-rel="modulepreload" crossorigin href="/assets/app.js">');
    const desktop = pageWith('/promotions/big.jpg', false);
    expect(desktop).toContain('<link rel="modulepreload" crossorigin href="/assets/actors.js"><link rel="modulepreload" crossorigin href="/assets/app.js">');
    expect(desktop).not.toContain('data-idle-rel');
  });
});
