// The notices strip of the home screen (SPEC.md §2 home: notice, noticeDetail), between the brand
// and the games. It must not cost the home's first paint: its code is its own chunk, fetched only
// once the rails have loaded (`ready`) and the page has loaded, so a page the server rendered
// hydrates without it and keeps the strip's server markup until it comes. Its height is held
// meanwhile only on a device that has seen notices before (their digest is kept when the popup
// closes): there the strip is all but sure to come, and a site without notices does not shift the
// games for a strip that never shows.
// A page rendered on the server says instead whether notices exist (src/domain/first-screen.ts).
import { lazy, memo, Suspense } from 'react';
import { noticesSeenBefore } from '../../machines/device-memory';
import { afterPageLoad } from '../after-page-load';
import { useFirstScreen } from '../first-screen';
import * as styles from './home-notices.css';

const NoticeStrip = lazy(() => afterPageLoad().then(() => import('./home-notices-strip')));

// Memoised: a render of the home must not reach the strip's boundary while its server markup waits
// for the code (React would drop it for the fallback; see home.tsx).
export const HomeNotices = memo(function HomeNotices({ ready }: { ready: boolean }) {
  // A page rendered on the server knows whether there are notices; its markup held their height.
  const first = useFirstScreen();
  const reserve = first ? first.hasNotices : noticesSeenBefore();
  const placeholder = reserve ? <div className={styles.placeholder} aria-hidden="true" /> : null;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NoticeStrip reserve={reserve} />
    </Suspense>
  );
});
