// What every frame carries once the app's actors are there (app-frame.tsx), mounted once whether the
// frame shows the phone home's first screen or the whole app (app.tsx): the document's theme and
// language from the session (its head and script fonts are the frame's), the toast, the overlays
// that start on demand, the update prompt and (fetched once someone is signed in) a signed-in
// player's own parts; and, while the frame shows the phone home, what makes the whole app take
// over from it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '../machines/app-update.machine';
import { leftoverGame } from '../machines/device-memory';
import { themeClass } from '../styles/theme.css';
import { useAppActors, useGuestGuard, usePlayer, usePreferences, useSession, useStartedActor } from './app-actors';
import { lazyScreen } from './lazy-screen';
import { Toast } from './components/toast';
import { useRouteReport } from './route-report';

// Rendered only once their actor has started, which waits for this module too (main.tsx): by then
// it is here, so no fallback shows.
const LoadingIndicator = lazy(() => import('./components/overlays').then((m) => ({ default: m.LoadingIndicator })));
const ConfirmDialog = lazy(() => import('./components/overlays').then((m) => ({ default: m.ConfirmDialog })));
// A signed-in player's own parts (the greeting, the settle prompt, the abnormal-exit check).
const SignedInParts = lazy(() => import('./signed-in-parts'));
const AppUpdatePrompt = lazyScreen(() => import('./components/app-update-prompt'));

/** The phone home the frame shows before the whole app takes over, and how it takes over. */
export interface PhoneHomeShown {
  path: string;
  takeOver(): void;
}

export default function AppWide({ home }: { home: PhoneHomeShown | null }) {
  useAppDocument();
  const ready = useSession((s) => s.matches('ready'));
  return (
    <>
      {home && <HomeTakeover home={home} />}
      {ready && <AppWideParts />}
    </>
  );
}

/**
 * Everything beyond the phone home is the whole app's: the session's other phases (offline, the
 * forbidden page), the desktop layout and the login popup. The boot's first phases are not: the
 * home stays while the session loads its language, as it did before the session was there.
 */
function HomeTakeover({ home }: { home: PhoneHomeShown }) {
  const elsewhere = useSession((s) => s.matches('offline') || s.matches('forbidden') || s.context.deviceInfo.deviceType === 'pc');
  const popupOpen = useGuestGuard((s) => s.matches('open'));
  // Its one path is open to guests, as every path of the first screen's table is.
  useRouteReport(home.path, true);
  const { takeOver } = home;
  useEffect(() => {
    if (elsewhere || popupOpen) takeOver();
  }, [elsewhere, popupOpen, takeOver]);
  return null;
}

/** The document's theme class and language follow the session's preferences (its head and script fonts: app-frame.tsx). */
function useAppDocument(): void {
  const theme = usePreferences((s) => s.context.theme);
  const localeCode = usePreferences((s) => s.context.localeCode);
  useEffect(() => {
    document.documentElement.className = themeClass[theme];
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = localeCode.replace('_', '-');
  }, [localeCode]);
}

/** The toast, the on-demand overlays, a signed-in player's parts and the update prompt. */
function AppWideParts() {
  return (
    <>
      <Toast />
      <OnDemandOverlays />
      <SignedInPartsWhenSignedIn />
      <AppUpdatePromptWhenReady />
    </>
  );
}

/** The loading indicator and the confirm dialog, from the first slow call or question on. */
function OnDemandOverlays() {
  const actors = useAppActors();
  const loading = useStartedActor(actors.loading);
  const confirm = useStartedActor(actors.confirm);
  return (
    <Suspense fallback={null}>
      {loading && <LoadingIndicator loading={loading} />}
      {confirm && <ConfirmDialog confirm={confirm} />}
    </Suspense>
  );
}

/** A new build is served: the prompt loads only once its worker waits (app-update.machine.ts). */
function AppUpdatePromptWhenReady() {
  const appUpdate = useStartedActor(useAppActors().appUpdate);
  return appUpdate ? <AppUpdatePromptFor appUpdate={appUpdate} /> : null;
}

function AppUpdatePromptFor({ appUpdate }: { appUpdate: ActorRefFrom<typeof appUpdateMachine> }) {
  const shown = useSelector(appUpdate, (s) => s.matches('updateReady') || s.matches('activating'));
  return shown ? <Suspense fallback={null}><AppUpdatePrompt appUpdate={appUpdate} /></Suspense> : null;
}

/**
 * A signed-in player's own parts (signed-in-parts.tsx), fetched only once someone is signed in.
 * SPEC.md §4: a game still stored at start ended abnormally, so whether one was is read at start.
 */
function SignedInPartsWhenSignedIn() {
  const signedIn = usePlayer((s) => s.context.token !== null);
  const [gameLeftAtStart] = useState(() => leftoverGame() !== null);
  // The frame mounts this only after hydrating the server's signed-out page (app-frame.tsx).
  return signedIn ? <Suspense fallback={null}><SignedInParts gameLeftAtStart={gameLeftAtStart} /></Suspense> : null;
}
