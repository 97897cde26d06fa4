// The app shell: theme and document head from the session, the layout of the device type, the
// route table behind the guest guard, the app-wide overlays, and (fetched once someone is signed
// in) a signed-in player's own parts.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '../machines/app-update.machine';
import { FIRST_SCREEN_ROUTES, firstScreenPaths, normalizePath, TAB_ROUTES, type FirstScreenRoute } from '../domain/first-screen-paths';
import { themeClass } from '../styles/theme.css';
import { useAppActors, useGuestGuard, usePlayer, usePreferences, useSession, useStartedActor } from './app-actors';
import { Toast } from './components/toast';
import * as frame from './components/screen.css';
import { TabBar } from './components/tab-bar';
import { useHydrating } from './first-screen';
import { lazyScreen, ScreenBoundary } from './lazy-screen';
import { firstScreens, RestRoutes } from './routes';
import { useRouteReport } from './route-report';
import { useDocumentHead } from './use-document-head';
import { useLocaleFonts } from './use-locale-fonts';
import { useT } from './use-t';
import { leftoverGame } from '../machines/device-memory';
import * as styles from './app.css';

const DesktopLayout = lazyScreen(() => import('./desktop/desktop-layout'));
const LoginPopup = lazyScreen(() => import('./login/login-popup'));
// Rendered only once their actor has started, which waits for this module too (main.tsx): by then
// it is here, so no fallback shows.
const LoadingIndicator = lazy(() => import('./components/overlays').then((m) => ({ default: m.LoadingIndicator })));
const ConfirmDialog = lazy(() => import('./components/overlays').then((m) => ({ default: m.ConfirmDialog })));
// A signed-in player's own parts (the greeting, the settle prompt, the abnormal-exit check).
const SignedInParts = lazy(() => import('./signed-in-parts'));
const AppUpdatePrompt = lazyScreen(() => import('./components/app-update-prompt'));

const ForbiddenScreen = firstScreens.forbidden;
const tabPaths = new Set<string>(TAB_ROUTES.map((tab) => firstScreenPaths[tab]));

export function App() {
  const phase = useSession((s) =>
    s.matches('ready') ? 'ready' : s.matches('offline') ? 'offline' : s.matches('forbidden') ? 'forbidden' : 'booting',
  );
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
  if (phase === 'offline') return <Offline />;
  // An HTTP 403 before any site info: forbidden recovery has sent the player to its page.
  if (phase === 'forbidden') {
    return <ScreenBoundary><Suspense fallback={null}><ForbiddenScreen /></Suspense></ScreenBoundary>;
  }
  if (phase === 'booting') return null;
  return (
    <>
      <Layout>
        <ScreenBoundary>
          <Suspense fallback={null}>
            <GuardedRoutes />
          </Suspense>
        </ScreenBoundary>
      </Layout>
      <Suspense fallback={null}><LoginPopupWhenOpen /></Suspense>
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

function Layout({ children }: { children: ReactNode }) {
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  const [location] = useLocation();
  if (desktop) return <Suspense fallback={null}><DesktopLayout>{children}</DesktopLayout></Suspense>;
  return <>{children}{tabPaths.has(normalizePath(location)) && <TabBar />}</>;
}

/**
 * The first screen's routes, and every other one from routes-rest.tsx, which also applies the §6
 * guest rule; each tells the session where the player is (it decides on guests).
 */
function GuardedRoutes() {
  return (
    <Switch>
      {FIRST_SCREEN_ROUTES.map((name) => <Route key={name} path={firstScreenPaths[name]}><FirstScreenRoute name={name} /></Route>)}
      <Route component={RestRoutes} />
    </Switch>
  );
}

/** A screen of the first screen's table: all of them are open to guests (first-screen-paths.ts). */
function FirstScreenRoute({ name }: { name: FirstScreenRoute }) {
  const [location] = useLocation();
  useRouteReport(location, true);
  const Screen = firstScreens[name];
  return <Screen />;
}

function LoginPopupWhenOpen() {
  const open = useGuestGuard((s) => s.matches('open'));
  return open ? <LoginPopup /> : null;
}

function Offline() {
  const t = useT();
  const { session } = useAppActors();
  return (
    <main className={styles.splash} role="alert">
      <p className={frame.muted}>{t('common.offline')}</p>
      <button type="button" className={frame.primaryButton} onClick={() => session.send({ type: 'RETRY' })}>{t('common.retry')}</button>
    </main>
  );
}
