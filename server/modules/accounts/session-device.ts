// What the sessions list says about where a session was opened, read from its user agent by
// ua-parser-js (1.x: MIT; 2.x is AGPL).
import UAParser from 'ua-parser-js';

export interface SessionDevice {
  device: string;
  browser: string;
  os: string;
}

const joined = (...parts: (string | undefined)[]) => parts.filter((part) => part !== undefined && part !== '').join(' ');

export function describeUserAgent(userAgent: string): SessionDevice {
  const { browser, os, device } = new UAParser(userAgent).getResult();
  return {
    device: joined(device.vendor, device.model),
    browser: joined(browser.name, browser.version?.split('.')[0]),
    os: joined(os.name, os.version),
  };
}
