// The app's long-lived actors, created once at start (main.tsx) and handed to every view through
// context. Views read them with one narrow selector per value and send them events.
import { createContext, useContext, useSyncExternalStore } from 'react';
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

/** The unread message count (the badges) and its records by category. */
export function useUnreadMessages<T>(select: (snapshot: ChildSnapshot<'unreadMessages'>) => T): T {
  return useSelector(useSessionChild('unreadMessages'), select);
}
