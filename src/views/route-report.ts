// Tells the session's guest guard where the player is and whether SPEC.md §6 lets a guest be
// there; the guard decides what follows (guest-guard.machine.ts). Each route table reports the
// paths it shows: the first screen's (app.tsx, and app-frame.tsx for the phone home it shows before
// the whole app takes over), whose paths are all open to guests, and the rest
// (routes-rest.tsx), which asks the whole table.
import { useEffect } from 'react';
import { useSessionChild } from './app-actors';

export function useRouteReport(location: string, openToGuests: boolean): void {
  const guestGuard = useSessionChild('guestGuard');
  useEffect(() => guestGuard.send({ type: 'ROUTE_CHANGED', path: location, openToGuests }), [location, openToGuests, guestGuard]);
}
