// The app as both sides render it: the browser (main.tsx) and the server's renderer of the home
// (first-screen.server.tsx), which also names the path, as the server has no location to read.
// Both render the app frame (app-frame.tsx): a page the server rendered starts as the phone home,
// which the server renders without the app's actors, as a guest's phone hydrates it.
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { FirstScreenData } from '../domain/first-screen';
import type { ActorsArrival } from './app-actors';
import { AppFrame } from './app-frame';
import { FirstScreenContext } from './first-screen';

export function AppRoot({ arrival, first, ssrPath }: { arrival: ActorsArrival; first: FirstScreenData | null; ssrPath?: string }) {
  const app = (
    <FirstScreenContext.Provider value={first}>
      <AppFrame arrival={arrival} />
    </FirstScreenContext.Provider>
  );
  return <StrictMode>{ssrPath === undefined ? app : <Router ssrPath={ssrPath}>{app}</Router>}</StrictMode>;
}
