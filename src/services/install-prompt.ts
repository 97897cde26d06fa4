// The browser's own install offer (Chromium's beforeinstallprompt): kept from the start of the page,
// since it may fire before anything asks for it, so the app-download entry can offer "Install"
// later. Browsers without it (Safari, Firefox) never fire it, and nothing is offered there.

export type Installability = 'unavailable' | 'available' | 'installed';
export type InstallOutcome = 'accepted' | 'dismissed';

/** The event's part this file uses; DOM's types do not have it yet. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: InstallOutcome }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<(state: Installability) => void>();

const current = (): Installability => (installed ? 'installed' : offer ? 'available' : 'unavailable');
const notify = () => listeners.forEach((listener) => listener(current()));

/** Called once at start (main.tsx): keeps the offer instead of letting the browser show its own banner. */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    notify();
  });
}

/** Tells the listener the state now and on every change; returns how to stop. */
export function watchInstallability(listener: (state: Installability) => void): () => void {
  listeners.add(listener);
  listener(current());
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; an offer is good for one prompt. */
export async function showInstallPrompt(): Promise<InstallOutcome> {
  const shown = offer;
  if (!shown) return 'dismissed';
  offer = null;
  notify();
  await shown.prompt();
  return (await shown.userChoice).outcome;
}
