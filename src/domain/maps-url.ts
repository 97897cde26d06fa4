// The address that opens a location in the device's maps app (/open-location).
//
// Why three forms: Android hands a geo: URI (RFC 5870, with the q= search Android documents) to
// whichever maps app the player uses, Google's or another; iOS Safari does not understand geo:
// and would show an error, but hands maps.apple.com links to Apple Maps; a desktop has no maps
// app to hand anything to, so a web map opens in a new tab.
import type { DeviceType } from './device';

export type MapsPlatform = 'android' | 'ios' | 'desktop';

const IOS_AGENT = /iPhone|iPad|iPod/i;
const ANDROID_AGENT = /Android/i;

export function mapsPlatformOf(userAgent: string, deviceType: DeviceType): MapsPlatform {
  if (IOS_AGENT.test(userAgent)) return 'ios';
  if (ANDROID_AGENT.test(userAgent)) return 'android';
  // A phone-sized window on an unknown system: geo: is the standard form for a phone.
  return deviceType === 'pc' ? 'desktop' : 'android';
}

export function mapsUrl(address: string, platform: MapsPlatform): string {
  const query = encodeURIComponent(address);
  if (platform === 'android') return `geo:0,0?q=${query}`;
  if (platform === 'ios') return `https://maps.apple.com/?q=${query}`;
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}
