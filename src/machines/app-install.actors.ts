// The app-install machine's effects: whether the browser offers to install the site, and its
// install dialog (tests provide their own).
import { fromCallback, fromPromise } from 'xstate';
import { showInstallPrompt, watchInstallability, type InstallOutcome, type Installability } from '../services/install-prompt';

const REPORTS: Record<Installability, 'UNAVAILABLE' | 'AVAILABLE' | 'INSTALLED'> = { unavailable: 'UNAVAILABLE', available: 'AVAILABLE', installed: 'INSTALLED' };

export const appInstallActors = {
  installability: fromCallback(({ sendBack }) => watchInstallability((state) => sendBack({ type: REPORTS[state] }))),
  installPrompt: fromPromise<InstallOutcome>(() => showInstallPrompt()),
};
