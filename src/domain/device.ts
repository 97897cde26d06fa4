// Device types (SPEC.md §1): 'pc' means the desktop layout, 'h5' the mobile one.

export type DeviceType = 'pc' | 'h5';

/** Viewports at least this wide, on a browser that is not a phone's, get the desktop layout. */
export const DESKTOP_MIN_WIDTH = 1024;

const PHONE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i;

/** A phone's or tablet's browser: the mobile layout at any width. */
export const isPhoneAgent = (userAgent: string): boolean => PHONE_AGENT.test(userAgent);

/**
 * The attribute the server-rendered home's root carries when the browser may turn out to be a
 * desktop (not a phone's agent): the page is the phone's home, so a window at least
 * DESKTOP_MIN_WIDTH wide hides it while scripts run and draw the desktop lobby, instead of flashing
 * the phone's layout first (src/styles/global.css.ts). Without scripts it stays shown.
 */
export const FIRST_SCREEN_PHONE_ONLY = 'data-phone-first-screen';

export function deviceTypeOf(screen: { width: number; userAgent: string }): DeviceType {
  if (isPhoneAgent(screen.userAgent)) return 'h5';
  return screen.width >= DESKTOP_MIN_WIDTH ? 'pc' : 'h5';
}
