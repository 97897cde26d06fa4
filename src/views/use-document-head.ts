// The document head follows site info (SPEC.md §1): the title is documentTitle (or the site's
// name), and the site's tracking markup (facebookPixel), when it has one, is inserted once — its
// code is fetched only then (site-pixel.ts), not with every first screen. The installable app's
// manifest and home-screen icon follow the player's theme (server/plugins/web-manifest.ts).
// Read through the first screen's hooks: the phone home's page has it before the app's actors come.
import { useEffect } from 'react';
import { useCurrentSiteInfo, useTheme } from './app-actors';

export function useDocumentHead() {
  const siteInfo = useCurrentSiteInfo();
  const title = siteInfo?.documentTitle || siteInfo?.websiteName || '';
  const pixel = siteInfo?.facebookPixel ?? '';
  const theme = useTheme();
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?theme=${theme}`);
    document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.setAttribute('href', `/icons/${theme}-192.png`);
  }, [theme]);
  useEffect(() => {
    if (pixel) void import('./site-pixel').then(({ insertSitePixel }) => insertSitePixel(pixel));
  }, [pixel]);
}
