// Moving between screens. navigate() changes the route in place (wouter hears it); relaunch()
// starts the app afresh at a path, dropping history and in-memory state, as SPEC.md §1 and §8
// require after a device-type change or a rejected session.
import { navigate as navigateInHistory } from 'wouter/use-browser-location';

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  navigateInHistory(path, { replace: options.replace ?? false });
}

/** A full page load at the path, replacing the current history entry. */
export function relaunch(path: string): void {
  window.location.replace(path);
}

export function reload(): void {
  window.location.reload();
}
