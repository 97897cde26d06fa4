// The notices strip of the home screen (SPEC.md §2 home: notice, noticeDetail), between the brand
// and the games. It must not cost the home's first paint: its code is its own chunk, fetched only
// once the rails have loaded (`ready`), and until then a quiet placeholder holds its height.
import { lazy, Suspense } from 'react';
import * as styles from './home-notices.css';

const NoticeStrip = lazy(() => import('./home-notices-strip'));

export function HomeNotices({ ready }: { ready: boolean }) {
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NoticeStrip />
    </Suspense>
  );
}
