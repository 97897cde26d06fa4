// The page the server rendered (DESIGN.md "First screen"): what it was rendered with, and whether
// this render is the server's or the hydration of its markup. While hydrating, a view renders what
// the server did (the signed-out header, the lists the page holds, the times as of the page);
// right after, React renders again with the device's own values, in place.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FirstLobby, FirstScreenData } from '../domain/first-screen';

export const FirstScreenContext = createContext<FirstScreenData | null>(null);

const subscribeNever = () => () => {};

/** True on the server and while hydrating its markup; false in every render after. */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, () => false, () => true);
}

/** What the page was rendered with, or null in an app that was not served one. */
export function useFirstScreen(): FirstScreenData | null {
  return useContext(FirstScreenContext);
}

/** The lists the page was rendered with, only to hydrate it: a later visit to the home loads its own. */
export function useFirstLobby(): FirstLobby | null {
  const first = useFirstScreen();
  return useHydrating() ? (first?.lobby ?? null) : null;
}
