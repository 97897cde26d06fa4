// The one Chromium the browser tests and the web bench drive: Debian's (Playwright cannot download
// browsers here), with the flags that keep it quiet and offline. /usr/bin/chromium is a wrapper
// script that prints a warning; the binary itself is quiet.
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
