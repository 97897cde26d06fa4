// A new build of the site while the app is open: the service worker finds it, and the player is
// asked before it takes over (a reload), never surprised in the middle of a game or a deposit.
//   registering  → the worker is being registered, after the first screen has loaded (main.tsx)
//   unavailable  → no worker here (browser without one, refused): nothing to offer, ever
//   current      → this page runs the newest build known; asks the server again every hour,
//                  since an open app never loads a page (the browser checks sw.js only then)
//   updateReady  → a new build's worker waits: the prompt shows (src/views/app-update-prompt.tsx)
//   dismissed    → "Later": the new build starts when the app is next opened; checks go on
//   activating   → "Reload": the waiting worker is told to take over; once it controls the page
//                  (or after ACTIVATE_WAIT_MS, so the button never hangs) →
//   reloading    → the page loads again, from the new build
// The worker's life is the injected `serviceWorker` actor (app-update.actors.ts); the reload is the
// `reloadPage` action.
import { sendTo, setup } from 'xstate';
import { reload } from '../services/navigation';
import { appUpdateActors, type ServiceWorkerCommand, type ServiceWorkerReport } from './app-update.actors';

export type AppUpdateEvent = ServiceWorkerReport | { type: 'RELOAD' } | { type: 'LATER' };

/** How often an open app asks whether a new build is served. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long "Reload" waits for the new worker before loading the page anyway. */
export const ACTIVATE_WAIT_MS = 5_000;

export const appUpdateMachine = setup({
  types: { events: {} as AppUpdateEvent },
  actors: appUpdateActors,
  actions: {
    checkForUpdate: sendTo('serviceWorker', { type: 'CHECK_FOR_UPDATE' } satisfies ServiceWorkerCommand),
    activateUpdate: sendTo('serviceWorker', { type: 'ACTIVATE_UPDATE' } satisfies ServiceWorkerCommand),
    reloadPage: () => reload(),
  },
  delays: { UPDATE_CHECK_MS, ACTIVATE_WAIT_MS },
}).createMachine({
  id: 'appUpdate',
  description: "Registers the service worker and asks the player before a new build's worker takes over.",
  invoke: { id: 'serviceWorker', src: 'serviceWorker' },
  initial: 'registering',
  states: {
    // A waiting worker may be reported at once (found waiting at registration) or after any check.
    registering: { on: { REGISTERED: 'current', UNAVAILABLE: 'unavailable', UPDATE_WAITING: 'updateReady' } },
    unavailable: {},
    current: {
      on: { UPDATE_WAITING: 'updateReady' },
      after: { UPDATE_CHECK_MS: { target: 'current', reenter: true, actions: 'checkForUpdate' } },
    },
    updateReady: { on: { RELOAD: 'activating', LATER: 'dismissed' } },
    dismissed: {
      on: { UPDATE_WAITING: 'updateReady' },
      after: { UPDATE_CHECK_MS: { target: 'dismissed', reenter: true, actions: 'checkForUpdate' } },
    },
    activating: {
      entry: 'activateUpdate',
      on: { UPDATE_CONTROLLING: 'reloading' },
      after: { ACTIVATE_WAIT_MS: 'reloading' },
    },
    reloading: { type: 'final', entry: 'reloadPage' },
  },
});
