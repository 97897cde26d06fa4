// "Install" beside the app download (src/views/contact/site-links.tsx), on browsers that offer to
// install a site (Chromium's beforeinstallprompt; Safari and Firefox never do, and nothing shows).
//   unavailable → no offer (yet): nothing shows
//   available   → the browser offers it: the Install button shows
//   prompting   → the browser's own dialog is open; accepted → installed, dismissed → unavailable
//                 (an offer is good for one prompt; the browser may make a new one later)
//   installed   → installed on this device (accepted, or from the browser's own menu): nothing shows
import { setup } from 'xstate';
import { appInstallActors } from './app-install.actors';

export type AppInstallEvent = { type: 'AVAILABLE' } | { type: 'UNAVAILABLE' } | { type: 'INSTALLED' } | { type: 'INSTALL' };

export const appInstallMachine = setup({
  types: { events: {} as AppInstallEvent },
  actors: appInstallActors,
  guards: { accepted: ({ event }) => 'output' in event && event.output === 'accepted' },
}).createMachine({
  id: 'appInstall',
  description: "Offers to install the site where the browser can, through the browser's own dialog.",
  invoke: { id: 'installability', src: 'installability' },
  initial: 'unavailable',
  on: { INSTALLED: '.installed' },
  states: {
    unavailable: { on: { AVAILABLE: 'available' } },
    available: { on: { INSTALL: 'prompting', UNAVAILABLE: 'unavailable' } },
    prompting: {
      invoke: {
        id: 'installPrompt',
        src: 'installPrompt',
        onDone: [{ guard: 'accepted', target: 'installed' }, { target: 'unavailable' }],
        onError: 'unavailable',
      },
    },
    installed: { type: 'final' },
  },
});
