// The whole app: the session's boot phases, the layout of the device type, the route table behind
// the guest guard and the login popup. What every frame carries besides (the document's theme and
// language, the toast, the overlays, a signed-in player's parts) is app-wide.tsx's; the phone home's
// first screen shows without this module, which takes the page over when the player leaves it
// (app-frame.tsx).
import { Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { FIRST_SCREEN_ROUTES, firstScreenPaths, normalizePath, TAB_ROUTES, type FirstScreenRoute } from '../domain/first-screen-paths';
import { useAppActors, useGuestGuard, useSession } from './app-actors';
import * as frame from './components/screen.css';
import { TabBar } from './components/tab-bar';
import { lazyScreen, ScreenBoundary } from './lazy-screen';
import { firstScreens, RestRoutes } from './routes';
import { useRouteReport } from './route-report';
import { useT } from './use-t';
import * as styles from './app.css';

const DesktopLayout = lazyScreen(() => import('./desktop/desktop-layout'));
const LoginPopup = lazyScreen(() => import('./login/login-popup'));

const ForbiddenScreen = firstScreens.forbidden;
const tabPaths = new Set<string>(TAB_ROUTES.map((tab) => firstScreenPaths[tab]));

export function App() {
  const phase = useSession((s) =>
    s.matches('ready') ? 'ready' : s.matches('offline') ? 'offline' : s.matches('forbidden') ? 'forbidden' : 'booting',
  );
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
    </>
  );
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
