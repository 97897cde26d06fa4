// The app's long-lived actors, created once at start (main.tsx) and handed to every view through
// context. Views read them with one narrow selector per value and send them events.
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { appSessionMachine } from '../machines/app-session.machine';
import type { confirmMachine } from '../machines/confirm.machine';
import type { forbiddenRecoveryMachine } from '../machines/forbidden-recovery.machine';
import type { loadingMachine } from '../machines/loading.machine';
import type { toastMachine } from '../machines/toast.machine';
import type { OnDemandActor } from './on-demand-actor';

export interface AppActors {
  session: ActorRefFrom<typeof appSessionMachine>;
  /** Created on the first HTTP 403 (src/views/on-demand-actor.ts). */
  forbidden: OnDemandActor<ActorRefFrom<typeof forbiddenRecoveryMachine>>;
  toast: ActorRefFrom<typeof toastMachine>;
  loading: ActorRefFrom<typeof loadingMachine>;
  confirm: ActorRefFrom<typeof confirmMachine>;
}

export const AppActorsContext = createContext<AppActors | null>(null);

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors needs <AppActorsContext.Provider> (see main.tsx)');
  return actors;
}

type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>;

/** One value of the app session, re-rendering only when that value changes. */
export function useSession<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useAppActors().session, select);
}
