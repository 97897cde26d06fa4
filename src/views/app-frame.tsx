// What every start of the app renders: inside one boundary, either the phone home the server
// rendered or the whole app (app.tsx: the route table, the desktop layout, the login popup, the
// offline and forbidden pages); the document's head; and, once the app's actors are there, what
// every frame carries (app-wide.tsx: the document's theme and language, the toast, the overlays).
// The phone home needs neither the whole app's code nor the session's to show, hydrate or
// refresh, so a guest's first screen carries neither (issue 20): the whole app is fetched once the
// home has hydrated and the browser is idle, the session starts with the player's first gesture
// (main.tsx), and the whole app takes the page over as soon as the player leaves the home (a tab,
// a tile, a link) or the session asks for more than the home (a popup, another layout, the
// offline or forbidden page).
import { lazy, memo, startTransition, Suspense, use, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '../domain/first-screen-paths';
import { AppActorsContext, useArrivedActors, useLocaleCode, type ActorsArrival } from './app-actors';
import type { PhoneHomeShown } from './app-wide';
import { TabBar } from './components/tab-bar';
import { homeHydration, useFirstScreen, useHydrating } from './first-screen';
import { whenIdle } from './after-page-load';
import Home from './home/home';
import { ScreenBoundary } from './lazy-screen';
import { useDocumentHead } from './use-document-head';
import { useLocaleFonts } from './use-locale-fonts';

const loadApp = () => import('./app');
const App = lazy(() => loadApp().then((module) => ({ default: module.App })));

/** Fetches the whole app ahead of its first render (main.tsx: any start but a guest's phone home). */
export function fetchWholeApp(): void {
  void loadApp().catch(() => {});
}
const loadAppWide = () => import('./app-wide');
const AppWide = lazy(loadAppWide);

/** Fetches what every frame carries once the actors are there, ahead of their arrival (main.tsx). */
export function fetchAppWide(): Promise<unknown> {
  return loadAppWide();
}

export function AppFrame({ arrival }: { arrival: ActorsArrival }) {
  const actors = useArrivedActors(arrival);
  const first = useFirstScreen();
  // The server rendered the phone home (and the page was hydrated with it): it stays until the
  // whole app takes over. Any other start renders the whole app at once.
  const [takenOver, setTakenOver] = useState(false);
  const takeOver = useCallback(() => startTransition(() => setTakenOver(true)), []);
  // The phone home keeps the actors it started with for as long as it shows: none for a guest's,
  // whose views read the page's values (app-actors.tsx), so nothing it shows changes when they come.
  const [homeActors] = useState(actors);
  const home = first && !takenOver ? { path: first.path, takeOver } : null;
  return (
    <>
      {/* One boundary for both, so the home stays on screen while the whole app's code arrives
          (a transition never hides what a boundary already shows); a chunk that never comes offers
          to try again, as a screen's does. */}
      <ScreenBoundary>
        <Suspense fallback={null}>
          {home ? (
            <AppActorsContext.Provider value={homeActors}>
              <PhoneHomeFrame path={home.path} arrival={arrival} takeOver={takeOver} />
            </AppActorsContext.Provider>
          ) : (
            <WholeApp arrival={arrival} />
          )}
        </Suspense>
      </ScreenBoundary>
      {/* The head and the script's font from the first screen on: the page's values until the actors come. */}
      <AppActorsContext.Provider value={actors}>
        <DocumentHead />
      </AppActorsContext.Provider>
      {actors && (
        <AppActorsContext.Provider value={actors}>
          <AppWideOnceHydrated home={home} />
        </AppActorsContext.Provider>
      )}
    </>
  );
}

/**
 * Not while hydrating: the server rendered none of it. The render that follows hydration is this
 * component's alone: were the frame to re-render then, React would first have to hydrate the home
 * it passes new children to, all at once, if its slices were not done (a 200 ms task on a phone).
 */
function AppWideOnceHydrated({ home }: { home: PhoneHomeShown | null }) {
  if (useHydrating()) return null;
  return (
    <Suspense fallback={null}>
      <AppWide home={home} />
    </Suspense>
  );
}

/** The document's title, manifest and the site's tracking markup (use-document-head.ts). */
function DocumentHead() {
  useDocumentHead();
  // The script's font from the first screen on: a guest's phone home in Thai or Burmese has no
  // actors until the player's first gesture, and would show empty boxes until then.
  useLocaleFonts([useLocaleCode()]);
  return null;
}

/** The whole app, once its code and the app's actors are both there. */
function WholeApp({ arrival }: { arrival: ActorsArrival }) {
  const actors = useArrivedActors(arrival) ?? use(arrival.request());
  return (
    <AppActorsContext.Provider value={actors}>
      <App />
    </AppActorsContext.Provider>
  );
}

/**
 * The phone home as the whole app's route table shows it at its path, with the tab bar. Memoised:
 * the frame renders again when the actors arrive, which changes nothing the home shows.
 */
const PhoneHomeFrame = memo(function PhoneHomeFrame({ path, arrival, takeOver }: { path: string; arrival: ActorsArrival; takeOver: () => void }) {
  const [location] = useLocation();
  const leaving = normalizePath(location) !== path;
  // The session decides the rest (app-wide.tsx): its boot, the layout, the login popup.
  useEffect(() => {
    if (leaving) takeOver();
  }, [leaving, takeOver]);
  // Fetched ahead, so a tap does not wait for them: once the home has hydrated and the browser is
  // idle. A second call once the whole app is loading, or has, returns the same module.
  useEffect(() => {
    void homeHydration().then(() => whenIdle(() => void loadApp().catch(() => {})));
  }, []);
  // Leaving before the actors have come: they are fetched at once.
  useEffect(() => {
    if (leaving) void arrival.request().catch(() => {});
  }, [leaving, arrival]);
  return (
    <>
      <ScreenBoundary>
        <Home />
      </ScreenBoundary>
      <TabBar />
    </>
  );
});
