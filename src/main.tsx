// Start of the web app: create the long-lived actors from what the device stored, wire the API
// client's hooks to them, and render, or hydrate the home the server rendered (DESIGN.md "First
// screen"). `?inspect` in development attaches the Stately inspector.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor, waitFor, type InspectionEvent, type Observer } from 'xstate';
import { FIRST_SCREEN_PHONE_ONLY } from './domain/device';
import type { FirstScreenData } from './domain/first-screen';
import { firstScreenPaths as paths, normalizePath } from './domain/first-screen-paths';
import { DEFAULT_THEME } from './domain/themes';
import { appSessionMachine } from './machines/app-session.machine';
import { toastMachine } from './machines/toast.machine';
import { configureApi } from './services/api-config';
import { readDeviceType, watchDeviceType } from './services/device';
import { captureInstallPrompt } from './services/install-prompt';
import { provideFirstScreenStrings, t } from './services/i18n';
import { readFirstScreen } from './services/first-screen';
import { mirrorStoredChoices, storage } from './services/storage';
import { sessionChildOf, type AppActors } from './views/app-actors';
import { afterPageLoad } from './views/after-page-load';
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

async function start() {
  // The browser may offer to install before anything asks (services/install-prompt.ts).
  captureInstallPrompt();
  const inspect = await inspector();
  await nextTask();
  const deviceType = readDeviceType();
  const storedDeviceType = storage.get('deviceType');
  // The home the server rendered carries its data, site info among it (null on any other page),
  // and its language's first-screen strings, so the boot fetches neither.
  const first = readFirstScreen();
  if (first) provideFirstScreenStrings(first.localeCode, first.strings);
  // Needed only when the layout changes (now, against the last launch, or on a resize): its code
  // is fetched then, not on every first screen.
  const deviceTypeActor = onDemandActor(async () => {
    const { deviceTypeMachine } = await import('./machines/device-type.machine');
    return createActor(deviceTypeMachine, { inspect, input: { stored: storedDeviceType, current: deviceType } });
  });
  const actors: AppActors = {
    session: createActor(appSessionMachine, {
      inspect,
      input: {
        token: storage.get('token'),
        userInfo: storage.get('userInfo'),
        storedLocale: storage.get('locale'),
        storedCountry: storage.get('country'),
        theme: storage.get('themeSkin') ?? DEFAULT_THEME,
        deviceType,
        cachedSiteInfo: storage.get('websiteInfo'),
        // The page's copy is as fresh as the page: the boot makes no call for it, so the home
        // hydrates without waiting a round trip.
        pageSiteInfo: first?.siteInfo ?? null,
      },
    }),
    // Needed only after an HTTP 403.
    forbidden: onDemandActor(async () => {
      const { forbiddenRecoveryMachine } = await import('./machines/forbidden-recovery.machine');
      return createActor(forbiddenRecoveryMachine, { inspect });
    }),
    toast: createActor(toastMachine, { inspect }),
    // Needed only once a call is slow, or something asks a question; each comes with its view.
    loading: onDemandActor(async () => {
      const [{ loadingMachine }] = await Promise.all([import('./machines/loading.machine'), import('./views/components/overlays')]);
      return createActor(loadingMachine, { inspect });
    }),
    confirm: onDemandActor(async () => {
      const [{ confirmMachine }] = await Promise.all([import('./machines/confirm.machine'), import('./views/components/overlays')]);
      return createActor(confirmMachine, { inspect });
    }),
    appUpdate: onDemandActor(async () => {
      const { appUpdateMachine } = await import('./machines/app-update.machine');
      return createActor(appUpdateMachine, { inspect });
    }),
    appInstall: onDemandActor(async () => {
      const { appInstallMachine } = await import('./machines/app-install.machine');
      return createActor(appInstallMachine, { inspect });
    }),
  };

  // The session's children exist from its creation (it invokes them), started with it below.
  const preferences = sessionChildOf(actors.session, 'preferences');
  const player = sessionChildOf(actors.session, 'player');
  configureApi({
    getLocale: () => preferences.getSnapshot().context.localeCode,
    getToken: () => player.getSnapshot().context.token,
    showLoading: () => actors.loading.send({ type: 'SHOW' }),
    hideLoading: () => actors.loading.sendIfStarted({ type: 'HIDE' }),
    toast: (text, durationMs) => actors.toast.send({ type: 'SHOW', text, durationMs }),
    onSessionRejected: () => actors.session.send({ type: 'SESSION_REJECTED' }),
    onForbidden: (failure) => {
      actors.session.send({ type: 'FORBIDDEN' });
      actors.forbidden.send({ type: 'FORBIDDEN', failure });
    },
    onResponseOk: () => {
      actors.forbidden.sendIfStarted({ type: 'RESPONSE_OK' });
      // A session that booted into a 403 with nothing stored boots again (app-session.machine.ts).
      actors.session.send({ type: 'RESPONSE_OK' });
    },
    describeFailure: () => t('common.networkError'),
  });

  for (const actor of [actors.session, actors.toast]) actor.start();
  // A stored token: the code of the signed-in calls (user info, balance, unread count) is fetched
  // now, beside site info, rather than once the boot is done and the player asks for them (a
  // failed fetch is asked again then).
  if (storage.get('token')) void Promise.all([import('./services/user.api'), import('./services/unread-number.api')]).catch(() => {});
  // A type other than the last launch's relaunches (SPEC.md §1); a first visit only stores it, as
  // the machine would, without fetching the machine.
  if (storedDeviceType === null) storage.set('deviceType', deviceType);
  else if (storedDeviceType !== deviceType) void deviceTypeActor.start();
  watchDeviceType((type) => deviceTypeActor.send({ type: 'RESIZED', deviceType: type }));
  // The service worker (offline page, update prompt) and the install offer load after the first
  // screen, never with it (and after hydrating a server-rendered home: homeHydration); `vite` in
  // development serves no worker.
  const startAfterFirstScreen = (firstScreenDone: Promise<unknown>) => {
    if (!import.meta.env.PROD) return;
    void firstScreenDone.then(() => {
      void actors.appUpdate.start();
      void actors.appInstall.start();
    });
  };

  const app = (first: FirstScreenData | null) => <AppRoot actors={actors} first={first} />;
  const root = document.getElementById('root')!;
  if (!first) {
    startAfterFirstScreen(afterPageLoad());
    createRoot(root).render(app(null));
    return;
  }
  // The server rendered the home: its markup stays as it is (pictures loading, links working)
  // until the app has booted into the same state, then React takes it over without redrawing.
  mirrorStoredChoices();
  // '/' sends a phone to the home the page already shows (redirect.tsx), an invite code aside.
  if (window.location.pathname === paths.root && !window.location.search && deviceType === 'h5') window.history.replaceState(window.history.state, '', paths.home);
  await waitFor(actors.session, (s) => !s.matches('booting') && !s.matches('loadingLocale'));
  await nextTask();
  const { localeCode, theme } = preferences.getSnapshot().context;
  const same = actors.session.getSnapshot().matches('ready') && deviceType === 'h5' && localeCode === first.localeCode && theme === first.theme
    && normalizePath(window.location.pathname) === first.path;
  root.removeAttribute(FIRST_SCREEN_PHONE_ONLY);
  // The home's parts in chunks of their own (hero, winners, notices strip) are not awaited: their
  // code comes after the page's load event (views/home/home.tsx) and React hydrates each then.
  if (same) {
    // As a transition, so React hydrates in slices and yields to the browser between them instead
    // of holding the main thread for the whole page (a 200 ms task on Lighthouse's slowed phone):
    // a tap that comes meanwhile makes React finish hydrating at once and then answers it.
    startTransition(() => {
      hydrateRoot(root, app(first));
    });
    startAfterFirstScreen(Promise.all([afterPageLoad(), homeHydration()]));
  } else {
    // Another layout, language or theme than the page's: drawn anew.
    startAfterFirstScreen(afterPageLoad());
    root.replaceChildren();
    createRoot(root).render(app(null));
  }
}

void start();
