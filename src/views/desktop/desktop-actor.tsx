// The desktop state's actor (src/machines/desktop.machine.ts), created by the desktop layout and
// handed to the desktop pages below it. Outside the desktop layout (a phone on a desktop address)
// there is none.
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { desktopMachine } from '../../machines/desktop.machine';

export type DesktopActor = ActorRefFrom<typeof desktopMachine>;

export const DesktopContext = createContext<DesktopActor | null>(null);

export function useDesktopActor(): DesktopActor | null {
  return useContext(DesktopContext);
}

/** One value of the desktop state; the actor must exist (inside the desktop layout). */
export function useDesktop<T>(desktop: DesktopActor, select: (snapshot: SnapshotFrom<typeof desktopMachine>) => T): T {
  return useSelector(desktop, select);
}
