// What every start of the app renders: the document's theme, language and head, the app-wide parts
// (app-wide.tsx) and, inside one boundary, either the phone home the server rendered or the whole
// app (app.tsx: the route table, the desktop layout, the login popup, the offline and forbidden
// pages). The phone home needs none of the whole app's code to show, hydrate or refresh, so its
// first screen does not carry it (issue 20): the whole app's chunk is fetched once the home has
// hydrated and the browser is idle, and it takes the page over as soon as the player leaves the
// home (a tab, a tile, a link) or the session asks for more than the home (a popup, another
// layout, the offline or forbidden page).
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '../domain/first-screen-paths';
import { useGuestGuard, useSession } from './app-actors';
import { AppWideParts, useAppDocument } from './app-wide';
import { TabBar } from './components/tab-bar';
import { homeHydration, useFirstScreen } from './first-screen';
import Home from './home/home';
import { ScreenBoundary } from './lazy-screen';
import { useRouteReport } from './route-report';

const loadApp = () => import('./app');
const App = lazy(() => loadApp().then((module) => ({ default: module.App })));

export function AppFrame() {
  const ready = useSession((s) => s.matches('ready'));
  const first = useFirstScreen();
  // The server rendered the phone home (and the page was hydrated with it): it stays until the
  // whole app takes over. Any other start renders the whole app at once.
  const [takenOver, setTakenOver] = useState(false);
  const takeOver = useCallback(() => startTransition(() => setTakenOver(true)), []);
  useAppDocument();
  return (
    <>
      {/* One boundary for both, so the home stays on screen while the whole app's code arrives
          (a transition never hides what a boundary already shows); a chunk that never comes offers
          to try again, as a screen's does. */}
      <ScreenBoundary>
        <Suspense fallback={null}>
          {first && !takenOver ? <PhoneHomeFrame path={first.path} takeOver={takeOver} /> : <App />}
        </Suspense>
      </ScreenBoundary>
      {ready && <AppWideParts />}
    </>
  );
}

/** The phone home as the whole app's route table shows it at its path, with the tab bar. */
function PhoneHomeFrame({ path, takeOver }: { path: string; takeOver: () => void }) {
  const [location] = useLocation();
  const here = normalizePath(location) === path;
  // Everything beyond the home is the whole app's: its boot phases, the desktop layout, the popup.
  const elsewhere = useSession((s) => !s.matches('ready') || s.context.deviceInfo.deviceType === 'pc');
  const popupOpen = useGuestGuard((s) => s.matches('open'));
  const leaving = !here || elsewhere || popupOpen;
  // Its one path is open to guests, as every path of the first screen's table is.
  useRouteReport(path, true);
  useEffect(() => {
    if (leaving) takeOver();
  }, [leaving, takeOver]);
  // Fetched ahead, so a tap does not wait for it: once the home has hydrated and the browser is idle.
  // A second call once the whole app is loading, or has, returns the same module.
  useEffect(() => {
    void homeHydration().then(() => whenIdle(() => void loadApp().catch(() => {})));
  }, []);
  return (
    <>
      <ScreenBoundary>
        <Home />
      </ScreenBoundary>
      <TabBar />
    </>
  );
}

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};
