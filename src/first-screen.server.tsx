// The home rendered on the server (DESIGN.md "First screen"): the same app root the browser runs,
// without the app's actors, as a guest's phone hydrates it (views/app-frame.tsx): its views read
// the site info, language and theme the server hands in (never a call), rendered by React's own
// server renderer once every part of the home has loaded. `npm run build`
// builds this file for Node into the web build (src/domain/first-screen.ts FIRST_SCREEN_RENDERER);
// the server loads it from there, as it cannot import the web app. The app then hydrates the markup
// (main.tsx) from the same data, which the page carries.
import { prerenderToNodeStream } from 'react-dom/static';
import type { FirstScreenData, FirstScreenPage } from './domain/first-screen';
import { firstScreenStrings, keepToFirstScreen, loadLocale } from './services/i18n';
import { themeClass } from './styles/theme.css';
import type { ActorsArrival } from './views/app-actors';
import { AppRoot } from './views/app-root';

/**
 * Renders again while a part of the page was still loading its code when the rest was done: React
 * then sends that part apart, with an inline script to put it in place, which the site's content
 * policy refuses. Lazy parts load once per process, so the second render has them all. For the
 * same reason no finished part is sent apart for its size (progressiveChunkSize): the page is
 * sent whole from memory, so there is no early part to paint first anyway.
 */
const MAX_RENDERS = 3;
const PENDING_PART = '<!--$?-->';

/**
 * The server never has the app's actors: nothing of theirs is on a guest's first screen. Only the
 * whole app asks for them (app-frame.tsx), and the server renders the phone home alone; should it
 * ever ask, the render fails loudly rather than waiting for actors that never come.
 */
const noActors: ActorsArrival = {
  current: () => null,
  subscribe: () => () => {},
  request: () => Promise.reject(new Error('the server renders the phone home only, which needs no app actors')),
};

async function render(data: FirstScreenData): Promise<FirstScreenPage> {
  // The page's language, as the browser's boot makes it active from the page (main.tsx).
  await loadLocale(data.localeCode);
  const tree = <AppRoot arrival={noActors} first={data} ssrPath={data.path} />;
  let html = '';
  for (let renders = 0; renders < MAX_RENDERS && (renders === 0 || html.includes(PENDING_PART)); renders += 1) {
    const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  }
  if (html.includes(PENDING_PART)) throw new Error('a part of the home was still loading after every render');
  return { html, htmlClass: themeClass[data.theme], strings: await firstScreenStrings(data.localeCode) };
}

// The server renders the home with the first screen's strings alone, as the browser hydrates it
// with them: a key beyond them is empty on both sides.
keepToFirstScreen();

// The translations are one table for the whole process (services/i18n.ts): one page at a time,
// each in its own language. The server renders once per home recompute, language and theme.
let queue: Promise<unknown> = Promise.resolve();

export function renderFirstScreen(data: FirstScreenData): Promise<FirstScreenPage> {
  const page = queue.then(() => render(data));
  queue = page.catch(() => undefined);
  return page;
}
