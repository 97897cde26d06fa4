// Device types (SPEC.md §1): 'pc' means the desktop layout, 'h5' the mobile one.

export type DeviceType = 'pc' | 'h5';

/** Viewports at least this wide, on a browser that is not a phone's, get the desktop layout. */
export const DESKTOP_MIN_WIDTH = 1024;

const PHONE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i;

export function deviceTypeOf(screen: { width: number; userAgent: string }): DeviceType {
  if (PHONE_AGENT.test(screen.userAgent)) return 'h5';
  return screen.width >= DESKTOP_MIN_WIDTH ? 'pc' : 'h5';
}
