// The app-update machine's one effect: the service worker's life, as a callback actor that
// registers it, reports what it does and takes the machine's commands (tests provide their own).
import { fromCallback } from 'xstate';
import { registerServiceWorker, type ServiceWorkerControl } from '../services/service-worker';

/** What the worker reports. */
export type ServiceWorkerReport = { type: 'REGISTERED' } | { type: 'UNAVAILABLE' } | { type: 'UPDATE_WAITING' } | { type: 'UPDATE_CONTROLLING' };
/** What the machine asks of it. */
export type ServiceWorkerCommand = { type: 'CHECK_FOR_UPDATE' } | { type: 'ACTIVATE_UPDATE' };

export const appUpdateActors = {
  serviceWorker: fromCallback<ServiceWorkerCommand>(({ sendBack, receive }) => {
    let control: ServiceWorkerControl | null = null;
    registerServiceWorker({
      onUpdateWaiting: () => sendBack({ type: 'UPDATE_WAITING' } satisfies ServiceWorkerReport),
      onUpdateControlling: () => sendBack({ type: 'UPDATE_CONTROLLING' } satisfies ServiceWorkerReport),
    }).then(
      (registered) => {
        control = registered;
        sendBack({ type: registered ? 'REGISTERED' : 'UNAVAILABLE' } satisfies ServiceWorkerReport);
      },
      // A refused registration (no HTTPS, storage off, a test that blocks workers): the app works
      // as before, without offline page or update prompt.
      () => sendBack({ type: 'UNAVAILABLE' } satisfies ServiceWorkerReport),
    );
    receive((command) => {
      // A failed check is the network's: the next one tries again.
      if (command.type === 'CHECK_FOR_UPDATE') control?.checkForUpdate().catch(() => undefined);
      else control?.activateUpdate();
    });
  }),
};
