// The home rendered on the server (DESIGN.md "First screen"): the same app root the browser runs, with
// the same actors, booted from the site info and lists the server hands in (never from a call),
// rendered by React's own server renderer once every part of the home has loaded. `npm run build`
// builds this file for Node into the web build (src/domain/first-screen.ts FIRST_SCREEN_RENDERER);
// the server loads it from there, as it cannot import the web app. The app then hydrates the markup
// (main.tsx) from the same data, which the page carries.
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor, waitFor } from 'xstate';
import type { FirstScreenData, FirstScreenPage } from './domain/first-screen';
import { appSessionMachine } from './machines/app-session.machine';
import { firstScreenStrings, keepToFirstScreen } from './services/i18n';
import { toastMachine } from './machines/toast.machine';
import { themeClass } from './styles/theme.css';
import type { AppActors } from './views/app-actors';
import { AppRoot } from './views/app-root';
import { onDemandActor } from './views/on-demand-actor';

/**
 * Renders again while a part of the page was still loading its code when the rest was done: React
 * then sends that part apart, with an inline script to put it in place, which the site's content
 * policy refuses. Lazy parts load once per process, so the second render has them all. For the
 * same reason no finished part is sent apart for its size (progressiveChunkSize): the page is
 * sent whole from memory, so there is no early part to paint first anyway.
 */
const MAX_RENDERS = 3;
const PENDING_PART = '<!--$?-->';

/** An on-demand actor the server never starts: nothing it shows exists on a first screen. */
const neverStarted = () => onDemandActor(() => Promise.reject(new Error('not on the server')));

async function render(data: FirstScreenData): Promise<FirstScreenPage> {
  const session = createActor(appSessionMachine, {
    input: {
      // Signed out: the token lives in the browser's storage; the app adds the player after hydrating.
      token: null,
      userInfo: null,
      storedLocale: data.localeCode,
      storedCountry: null,
      theme: data.theme,
      deviceType: 'h5',
      cachedSiteInfo: null,
      // As the browser boots from the page: site info from the data, no call.
      pageSiteInfo: data.siteInfo,
    },
  });
  const actors: AppActors = {
    session,
    toast: createActor(toastMachine),
    forbidden: neverStarted(),
    loading: neverStarted(),
    confirm: neverStarted(),
    appUpdate: neverStarted(),
    appInstall: neverStarted(),
  };
  session.start();
  try {
    await waitFor(session, (s) => s.matches('ready'));
    const tree = <AppRoot actors={actors} first={data} ssrPath={data.path} />;
    let html = '';
    for (let renders = 0; renders < MAX_RENDERS && (renders === 0 || html.includes(PENDING_PART)); renders += 1) {
      const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
      html = '';
      for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    }
    if (html.includes(PENDING_PART)) throw new Error('a part of the home was still loading after every render');
    return { html, htmlClass: themeClass[data.theme], strings: await firstScreenStrings(data.localeCode) };
  } finally {
    session.stop();
  }
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
