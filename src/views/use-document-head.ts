// The document head follows site info (SPEC.md §1): the title is documentTitle (or the site's
// name), and the site's tracking markup (facebookPixel), when it has one, is inserted once — its
// code is fetched only then (site-pixel.ts), not with every first screen. The installable app's
// manifest and home-screen icon follow the player's theme (server/plugins/web-manifest.ts).
import { useEffect } from 'react';
import { usePreferences, useSiteInfo } from './app-actors';

export function useDocumentHead() {
  const title = useSiteInfo((s) => s.context.siteInfo?.documentTitle || s.context.siteInfo?.websiteName || '');
  const pixel = useSiteInfo((s) => s.context.siteInfo?.facebookPixel ?? '');
  const theme = usePreferences((s) => s.context.theme);
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
