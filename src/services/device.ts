// The device type of the current screen (SPEC.md §1), read from the viewport and user agent, and
// followed across resizes so the app can relaunch when the layout has to change.
import { DEBOUNCE_MS } from '../domain/constants';
import { deviceTypeOf, type DeviceType } from '../domain/device';

/** The part of window this reads, so tests can hand in a fake one. */
export interface ScreenSource {
  innerWidth: number;
  navigator: { userAgent: string };
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

export function readDeviceType(screen: ScreenSource = window): DeviceType {
  return deviceTypeOf({ width: screen.innerWidth, userAgent: screen.navigator.userAgent });
}

/**
 * Calls the listener when a resize, once settled for DEBOUNCE_MS, leaves the screen with another
 * device type. Dragging a window edge fires many resize events; only the resting size counts.
 */
export function watchDeviceType(listener: (deviceType: DeviceType) => void, screen: ScreenSource = window): () => void {
  let last = readDeviceType(screen);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = readDeviceType(screen);
      if (next === last) return;
      last = next;
      listener(next);
    }, DEBOUNCE_MS);
  };
  screen.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    screen.removeEventListener('resize', onResize);
  };
}
