// The app's long-lived actors, created once at start (start-actors.ts) and handed to every view
// through context. Views read them with one narrow selector per value and send them events. The
// phone home's first screen shows before they exist (app-frame.tsx): what its views read of the
// session (useSignedIn, useTheme, useUnreadCount, useCurrentSiteInfo) is the page's until then.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { appSessionMachine } from '../machines/app-session.machine';
import type { guestGuardMachine } from '../machines/guest-guard.machine';
import type { playerMachine } from '../machines/player.machine';
import type { preferencesMachine } from '../machines/preferences.machine';
import { sessionChild } from '../machines/session-system';
import type { siteInfoMachine } from '../machines/site-info.machine';
import type { walletSummaryMachine } from '../machines/wallet-summary.machine';
import type { unreadMessagesMachine } from '../machines/unread-messages.machine';
import type { confirmMachine } from '../machines/confirm.machine';
import type { forbiddenRecoveryMachine } from '../machines/forbidden-recovery.machine';
import type { loadingMachine } from '../machines/loading.machine';
import type { toastMachine } from '../machines/toast.machine';
import type { appUpdateMachine } from '../machines/app-update.machine';
import type { appInstallMachine } from '../machines/app-install.machine';
import type { SiteInfo } from '../domain/site-info.schema';
import { FALLBACK_LOCALE, type LocaleCode } from '../domain/locales';
import { DEFAULT_THEME, type ThemeName } from '../domain/themes';
import { useFirstScreen } from './first-screen';
import type { OnDemandActor } from './on-demand-actor';

export interface AppActors {
  session: ActorRefFrom<typeof appSessionMachine>;
  /** Created on the first HTTP 403 (src/views/on-demand-actor.ts). */
  forbidden: OnDemandActor<ActorRefFrom<typeof forbiddenRecoveryMachine>>;
  toast: ActorRefFrom<typeof toastMachine>;
  /** Created on the first slow call. */
  loading: OnDemandActor<ActorRefFrom<typeof loadingMachine>>;
  /** Created on the first question. */
  confirm: OnDemandActor<ActorRefFrom<typeof confirmMachine>>;
  /** The service worker and the update prompt: created once the first screen has loaded. */
  appUpdate: OnDemandActor<ActorRefFrom<typeof appUpdateMachine>>;
  /** The browser's install offer: created once the first screen has loaded. */
  appInstall: OnDemandActor<ActorRefFrom<typeof appInstallMachine>>;
}

export const AppActorsContext = createContext<AppActors | null>(null);

/**
 * The app's actors as they arrive. Most starts create them before anything renders; the phone
 * home the server rendered hydrates without them, and their code (start-actors.ts) is fetched
 * after the page's load, or at once when the player leaves the home first (main.tsx).
 */
export interface ActorsArrival {
  /** The actors once they have arrived, null before: a snapshot for useSyncExternalStore. */
  current(): AppActors | null;
  subscribe(listener: () => void): () => void;
  /** Fetches and starts them now if that has not begun; resolves once they are there. */
  request(): Promise<AppActors>;
}

/** Actors that arrive when `load` resolves, which runs once, on the first request. */
export function arrivingActors(load: () => Promise<AppActors>): ActorsArrival {
  let actors: AppActors | null = null;
  let loading: Promise<AppActors> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => actors,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request() {
      if (!loading) {
        loading = load().then((arrived) => {
          actors = arrived;
          for (const listener of listeners) listener();
          return arrived;
        });
        // A failed download is tried again by the next request.
        loading.catch(() => (loading = undefined));
      }
      return loading;
    },
  };
}

/** Actors there from the start (any start but a guest's phone home, main.tsx). */
export function arrivedActors(actors: AppActors): ActorsArrival {
  return {
    current: () => actors,
    subscribe: () => () => {},
    request: () => Promise.resolve(actors),
  };
}

/** The actors once they have arrived (null before), re-rendering when they do. */
export function useArrivedActors(arrival: ActorsArrival): AppActors | null {
  return useSyncExternalStore(arrival.subscribe, arrival.current, arrival.current);
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs <AppActorsContext.Provider> (see main.tsx)');
  return actors;
}

/** An on-demand actor once it has started (undefined before), re-rendering when it starts. */
export function useStartedActor<A extends AnyActorRef>(onDemand: OnDemandActor<A>): A | undefined {
  // None has started on the server.
  return useSyncExternalStore(onDemand.subscribe, onDemand.get, () => undefined);
}

type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>;

/** One value of the app session (its boot phase, the device), re-rendering only when it changes. */
export function useSession<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useAppActors().session, select);
}

/** The session's children by system id (session-system.ts). */
interface SessionChildren {
  siteInfo: ActorRefFrom<typeof siteInfoMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  player: ActorRefFrom<typeof playerMachine>;
  wallet: ActorRefFrom<typeof walletSummaryMachine>;
  guestGuard: ActorRefFrom<typeof guestGuardMachine>;
  unreadMessages: ActorRefFrom<typeof unreadMessagesMachine>;
}

/** A child of the session, found in its actor system (the session invokes them all at start). */
export function sessionChildOf<K extends keyof SessionChildren>(session: AppActors['session'], id: K): SessionChildren[K] {
  const child = session.system.get(sessionChild[id]) as SessionChildren[K] | undefined;
  if (!child) throw new Error(`the app session has no ${id} child`);
  return child;
}

export function useSessionChild<K extends keyof SessionChildren>(id: K): SessionChildren[K] {
  return sessionChildOf(useAppActors().session, id);
}

type ChildSnapshot<K extends keyof SessionChildren> = SnapshotFrom<SessionChildren[K]>;

// One value of a session child each, re-rendering only when that value changes.
export function useSiteInfo<T>(select: (snapshot: ChildSnapshot<'siteInfo'>) => T): T {
  return useSelector(useSessionChild('siteInfo'), select);
}

export function usePreferences<T>(select: (snapshot: ChildSnapshot<'preferences'>) => T): T {
  return useSelector(useSessionChild('preferences'), select);
}

export function usePlayer<T>(select: (snapshot: ChildSnapshot<'player'>) => T): T {
  return useSelector(useSessionChild('player'), select);
}

export function useWallet<T>(select: (snapshot: ChildSnapshot<'wallet'>) => T): T {
  return useSelector(useSessionChild('wallet'), select);
}

export function useGuestGuard<T>(select: (snapshot: ChildSnapshot<'guestGuard'>) => T): T {
  return useSelector(useSessionChild('guestGuard'), select);
}

/**
 * One value of a session child for a view of the phone home's first screen: the child's once the
 * actors are there, else the page's (what the server rendered). The page's on the server and while
 * hydrating too, so a signed-in player's values join right after hydration, in place.
 */
function useFirstScreenValue<K extends keyof SessionChildren, T>(id: K, select: (snapshot: ChildSnapshot<K>) => T, page: T): T {
  const actors = useContext(AppActorsContext);
  // Each child is an actor; the union of their types has no one subscribe to call.
  const child: AnyActorRef | null = actors ? sessionChildOf(actors.session, id) : null;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!child) return () => {};
      const subscription = child.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [child],
  );
  return useSyncExternalStore(subscribe, () => (child ? select(child.getSnapshot() as ChildSnapshot<K>) : page), () => page);
}

/** Whether a player is signed in; the page is a guest's. */
export function useSignedIn(): boolean {
  return useFirstScreenValue('player', (s) => s.context.token !== null, false);
}

/** The theme the app shows. */
export function useTheme(): ThemeName {
  return useFirstScreenValue('preferences', (s) => s.context.theme, useFirstScreen()?.theme ?? DEFAULT_THEME);
}

/** The language the app shows; the page's before the actors come (every start without a page has them). */
export function useLocaleCode(): LocaleCode {
  return useFirstScreenValue('preferences', (s) => s.context.localeCode, useFirstScreen()?.localeCode ?? FALLBACK_LOCALE);
}

/** The unread message count of the badges; a guest has none. */
export function useUnreadCount(): number {
  return useFirstScreenValue('unreadMessages', (s) => s.context.count, 0);
}

/** The site info once loaded (null before). */
export function useCurrentSiteInfo(): SiteInfo | null {
  return useFirstScreenValue('siteInfo', (s) => s.context.siteInfo, useFirstScreen()?.siteInfo ?? null);
}

/** The unread message count (the badges) and its records by category. */
export function useUnreadMessages<T>(select: (snapshot: ChildSnapshot<'unreadMessages'>) => T): T {
  return useSelector(useSessionChild('unreadMessages'), select);
}
