// The page the server rendered (DESIGN.md "First screen"): what it was rendered with, and whether
// this render is the server's or the hydration of its markup. While hydrating, a view renders what
// the server did (the signed-out header, the lists the page holds, the times as of the page);
// right after, React renders again with the device's own values, in place.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FirstLobby, FirstScreenData } from '../domain/first-screen';
import type { PromotionSummary } from '../domain/promotion.schema';

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

// Set once the home has hydrated (its first effect; React hydrates the routes after the shell
// around them). The home reads it when it renders instead of subscribing to useHydrating: a
// re-render of the home right after hydration would reach its lazy parts (hero, winners) while
// React still holds their server markup, and React then drops that markup for their fallbacks.
let homeHydrated = false;
let announceHomeHydrated = () => {};
const homeHydratedOnce = new Promise<void>((done) => (announceHomeHydrated = done));

export function markHomeHydrated(): void {
  homeHydrated = true;
  announceHomeHydrated();
}

/**
 * Resolves once the home the server rendered has been hydrated (its first effect). What starts
 * after the first screen waits for it: an actor a view subscribes to that changes while React
 * hydrates in slices makes React finish the rest in one synchronous pass, a long task on a phone.
 */
export function homeHydration(): Promise<void> {
  return homeHydratedOnce;
}

/** The lists the page was rendered with, only to hydrate it: a later visit to the home loads its own. */
export function useFirstLobby(): FirstLobby | null {
  const first = useFirstScreen();
  return first && !homeHydrated ? first.lobby : null;
}

/** The hero's slides the page was rendered with, only to hydrate it. */
export function useFirstHeroSlides(): PromotionSummary[] | null {
  const first = useFirstScreen();
  return useHydrating() ? (first?.heroSlides ?? null) : null;
}
