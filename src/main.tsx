// Start of the web app: render, or hydrate the home the server rendered (DESIGN.md "First
// screen"). The app's long-lived actors come from start-actors.ts: created before rendering for
// most starts, and after the page has loaded for the phone home as the server rendered it, whose
// first screen needs none of the session's code (views/app-frame.tsx). `?inspect` in development
// attaches the Stately inspector.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor, waitFor, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate';
import { FIRST_SCREEN_PHONE_ONLY, type DeviceType } from './domain/device';
import { BEYOND_HOME_PRELOADS, REST_STRINGS_LINK, type FirstScreenData, type FirstScreenPageData } from './domain/first-screen';
import { firstScreenPaths as paths, normalizePath } from './domain/first-screen-paths';
import { defaultLocale } from './domain/locales';
import { DEFAULT_THEME } from './domain/themes';
import type { ActorsStart } from './start-actors';
import { fetchAppWide, fetchWholeApp } from './views/app-frame';
import { readDeviceType } from './services/device';
import { captureInstallPrompt } from './services/install-prompt';
import { loadLocale, provideFirstScreenStrings } from './services/i18n';
import { readFirstScreen } from './services/first-screen';
import { mirrorStoredChoices, storage } from './services/storage';
import { arrivedActors, arrivingActors, sessionChildOf, type ActorsArrival, type AppActors } from './views/app-actors';
import { afterPageLoad, whenIdle } from './views/after-page-load';
import { applyHeldStylesheet } from './views/held-stylesheet';
import { homeHydration } from './views/first-screen';
import { AppRoot } from './views/app-root';
import { onDemandActor } from './views/on-demand-actor';
import './styles/global.css';

async function inspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/**
 * Ends the current task: the browser may paint and answer input before the boot's next step. On a
 * phone, evaluating the scripts, starting the session and hydrating were one task of 250-450 ms
 * (at 4× CPU), all of it counted as blocking time.
 */
const nextTask = (): Promise<void> => new Promise((resume) => setTimeout(resume, 0));

/** The session has its site info and language: it shows the app, the offline notice or the forbidden page. */
const booted = (session: SnapshotFrom<AppActors['session']>): boolean => !session.matches('booting') && !session.matches('loadingLocale');

const actorsCode = () => import('./start-actors');

/**
 * Whether this device shows the page's phone home just as the server rendered it, with no one
 * signed in: then it hydrates before the session exists. The session would pick the same language
 * and theme (the §1 rule on what is stored, as preferences.machine.ts runs it) and stay signed out.
 */
function servedAsIs(first: FirstScreenPageData, deviceType: DeviceType, storedDeviceType: DeviceType | null): boolean {
  const localeCode = defaultLocale({
    stored: storage.get('locale'),
    websiteDefaultLanguage: first.siteInfo.websiteDefaultLanguage,
    countryCode: storage.get('country') ?? first.siteInfo.countryCode,
  });
  return deviceType === 'h5' && (storedDeviceType ?? deviceType) === deviceType && storage.get('token') === null
    && localeCode === first.localeCode && (storage.get('themeSkin') ?? DEFAULT_THEME) === first.theme
    && normalizePath(window.location.pathname) === first.path;
}

async function start() {
  // The browser may offer to install before anything asks (services/install-prompt.ts).
  captureInstallPrompt();
  const deviceType = readDeviceType();
  const storedDeviceType = storage.get('deviceType');
  // The home the server rendered carries its data, site info among it (null on any other page),
  // and its language's first-screen strings, so the boot fetches neither.
  const first = readFirstScreen();
  if (first) {
    mirrorStoredChoices();
    // '/' sends a phone to the home the page already shows (redirect.tsx), an invite code aside.
    if (window.location.pathname === paths.root && !window.location.search && deviceType === 'h5') window.history.replaceState(window.history.state, '', paths.home);
  }
  const guestHome = first !== null && servedAsIs(first, deviceType, storedDeviceType);
  // Any other start draws nothing before the actors are there, nor much before the whole app: both
  // are fetched at once, side by side.
  const code = guestHome ? null : actorsCode();
  if (!guestHome) fetchWholeApp();
  const inspect = await inspector();
  await nextTask();
  if (first) provideFirstScreenStrings(first.localeCode, first.strings);
  // The worker (offline page, update prompt) and the install offer: created here, as they start
  // after the first screen whether or not the app's actors have come (a guest's phone home starts
  // those at the player's first gesture). `vite` in development serves no worker.
  const appUpdate = onDemandActor(async () => {
    const { appUpdateMachine } = await import('./machines/app-update.machine');
    return createActor(appUpdateMachine, { inspect });
  });
  const appInstall = onDemandActor(async () => {
    const { appInstallMachine } = await import('./machines/app-install.machine');
    return createActor(appInstallMachine, { inspect });
  });
  const startAfterFirstScreen = (firstScreenDone: Promise<unknown>): Promise<void> =>
    firstScreenDone.then(async () => {
      if (import.meta.env.PROD) await Promise.all([appUpdate.start(), appInstall.start()]);
    });
  const actorsStart: ActorsStart = { inspect, deviceType, storedDeviceType, pageSiteInfo: first?.siteInfo ?? null, appUpdate, appInstall };
  const startActors = async (): Promise<AppActors> => (await (code ?? actorsCode())).startAppActors(actorsStart);

  const app = (arrival: ActorsArrival, page: FirstScreenData | null) => <AppRoot arrival={arrival} first={page} />;
  const root = document.getElementById('root')!;
  await applyHeldStylesheet();
  if (!first) {
    const arrival = arrivedActors(await startActors());
    void startAfterFirstScreen(afterPageLoad());
    createRoot(root).render(app(arrival, null));
    return;
  }
  // The server rendered the home: its markup stays as it is (pictures loading, links working)
  // until the app has booted into the same state, then React takes it over without redrawing.
  // The home's parts in chunks of their own (hero, winners, notices strip) are not awaited: their
  // code comes after the page's load event (views/home/home.tsx) and React hydrates each then.
  const hydrate = (arrival: ActorsArrival): Promise<unknown> => {
    root.removeAttribute(FIRST_SCREEN_PHONE_ONLY);
    // As a transition, so React hydrates in slices and yields to the browser between them instead
    // of holding the main thread for the whole page (a 200 ms task on Lighthouse's slowed phone):
    // a tap that comes meanwhile makes React finish hydrating at once and then answers it.
    startTransition(() => {
      hydrateRoot(root, app(arrival, first));
    });
    return startAfterFirstScreen(Promise.all([afterPageLoad(), homeHydration()]));
  };
  if (guestHome) {
    // A guest's phone home shows, refreshes and links without the app's actors: they start with
    // the player's first gesture (a tap, a key, a resize), when a new build waits to be offered,
    // or when the player leaves the home (app-frame.tsx). Their code is fetched when the browser
    // is idle after the load, not run (the page holds its preloads inert until then, domain/
    // first-screen.ts): an idle guest's phone spends nothing on a session it does not use. The
    // actors count as there once the session has booted past its first phases, so the whole app
    // never takes over to draw nothing while it boots. The page's language is made active here,
    // from the strings the page carries: nothing is fetched.
    await loadLocale(first.localeCode);
    const arrival = arrivingActors(async () => {
      const [module] = await Promise.all([actorsCode(), fetchAppWide()]);
      const actors = module.startAppActors(actorsStart);
      await waitFor(actors.session, booted);
      return actors;
    });
    const wake = () => void arrival.request().catch(() => {});
    for (const gesture of ['pointerdown', 'keydown', 'resize']) window.addEventListener(gesture, wake, { once: true, passive: true, capture: true });
    void hydrate(arrival).then(() => {
      // Fetched into the cache, not compiled: a module's compiling is the main thread's work. The
      // rest of the language's strings too, which any page but the home shows.
      whenIdle(() => {
        for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${BEYOND_HOME_PRELOADS.idleRel}]`)) link.rel = 'prefetch';
        const rest = document.querySelector<HTMLLinkElement>(`link[${REST_STRINGS_LINK}="${first.localeCode}"]`);
        if (rest) rest.rel = 'prefetch';
      });
      // The update prompt is the app's: a build waiting to be offered wakes the actors.
      const worker = appUpdate.get();
      const offered = (snapshot: SnapshotFrom<NonNullable<typeof worker>>) => {
        if (snapshot.matches('updateReady')) wake();
      };
      if (worker) {
        offered(worker.getSnapshot());
        worker.subscribe(offered);
      }
    });
    return;
  }
  const actors = await startActors();
  await waitFor(actors.session, booted);
  await nextTask();
  const { localeCode, theme } = sessionChildOf(actors.session, 'preferences').getSnapshot().context;
  const same = actors.session.getSnapshot().matches('ready') && deviceType === 'h5' && localeCode === first.localeCode && theme === first.theme
    && normalizePath(window.location.pathname) === first.path;
  if (same) void hydrate(arrivedActors(actors));
  else {
    // Another layout, language or theme than the page's: drawn anew.
    const arrival = arrivedActors(actors);
    void startAfterFirstScreen(afterPageLoad());
    root.removeAttribute(FIRST_SCREEN_PHONE_ONLY);
    root.replaceChildren();
    createRoot(root).render(app(arrival, null));
  }
}

void start();
