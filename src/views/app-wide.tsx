// What every start of the app carries (app-frame.tsx), mounted once whether the frame shows the
// phone home's first screen or the whole app (app.tsx): the document's theme, language, head and
// fonts from the session, the toast, the overlays that start on demand, the update prompt, and
// (fetched once someone is signed in) a signed-in player's own parts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '../machines/app-update.machine';
import { leftoverGame } from '../machines/device-memory';
import { themeClass } from '../styles/theme.css';
import { useAppActors, usePlayer, usePreferences, useStartedActor } from './app-actors';
import { lazyScreen } from './lazy-screen';
import { Toast } from './components/toast';
import { useHydrating } from './first-screen';
import { useDocumentHead } from './use-document-head';
import { useLocaleFonts } from './use-locale-fonts';

// Rendered only once their actor has started, which waits for this module too (main.tsx): by then
// it is here, so no fallback shows.
const LoadingIndicator = lazy(() => import('./components/overlays').then((m) => ({ default: m.LoadingIndicator })));
const ConfirmDialog = lazy(() => import('./components/overlays').then((m) => ({ default: m.ConfirmDialog })));
// A signed-in player's own parts (the greeting, the settle prompt, the abnormal-exit check).
const SignedInParts = lazy(() => import('./signed-in-parts'));
const AppUpdatePrompt = lazyScreen(() => import('./components/app-update-prompt'));

/** The document's theme class, language, head and script fonts follow the session's preferences and site info. */
export function useAppDocument(): void {
  const theme = usePreferences((s) => s.context.theme);
  const localeCode = usePreferences((s) => s.context.localeCode);
  useEffect(() => {
    document.documentElement.className = themeClass[theme];
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = localeCode.replace('_', '-');
  }, [localeCode]);
  useDocumentHead();
  useLocaleFonts([localeCode]);
}

/** The toast, the on-demand overlays, a signed-in player's parts and the update prompt. */
export function AppWideParts() {
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
  // Not while hydrating the server's signed-out page: they come right after.
  const hydrating = useHydrating();
  return signedIn && !hydrating ? <Suspense fallback={null}><SignedInParts gameLeftAtStart={gameLeftAtStart} /></Suspense> : null;
}
