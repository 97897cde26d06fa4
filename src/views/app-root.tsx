// The app as both sides render it: the browser (main.tsx) and the server's renderer of the home
// (first-screen.server.tsx), which also names the path, as the server has no location to read.
// Both render the app frame (app-frame.tsx): a page the server rendered starts as the phone home.
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { FirstScreenData } from '../domain/first-screen';
import { AppActorsContext, type AppActors } from './app-actors';
import { AppFrame } from './app-frame';
import { FirstScreenContext } from './first-screen';

export function AppRoot({ actors, first, ssrPath }: { actors: AppActors; first: FirstScreenData | null; ssrPath?: string }) {
  const app = (
    <AppActorsContext.Provider value={actors}>
      <FirstScreenContext.Provider value={first}>
        <AppFrame />
      </FirstScreenContext.Provider>
    </AppActorsContext.Provider>
  );
  return <StrictMode>{ssrPath === undefined ? app : <Router ssrPath={ssrPath}>{app}</Router>}</StrictMode>;
}
