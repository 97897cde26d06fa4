// The document head follows site info (SPEC.md §1): the title is documentTitle (or the site's
// name), and the site's tracking markup (facebookPixel), when it has one, is inserted once — its
// code is fetched only then (site-pixel.ts), not with every first screen.
import { useEffect } from 'react';
import { useSiteInfo } from './app-actors';

export function useDocumentHead() {
  const title = useSiteInfo((s) => s.context.siteInfo?.documentTitle || s.context.siteInfo?.websiteName || '');
  const pixel = useSiteInfo((s) => s.context.siteInfo?.facebookPixel ?? '');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (pixel) void import('./site-pixel').then(({ insertSitePixel }) => insertSitePixel(pixel));
  }, [pixel]);
}
