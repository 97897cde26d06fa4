// Screens load on demand so the first screen carries only what it shows. A chunk that has not
// arrived after CHUNK_TIMEOUT_MS (SPEC.md §9) fails, and the boundary offers to try again. The
// language's strings beyond the first screen's come with the first such screen, so it renders
// translated from its first frame (machines/screen-strings.ts fetches them).
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { CHUNK_TIMEOUT_MS } from '../domain/constants';
import { withAllStrings } from '../machines/screen-strings';
import clsx from 'clsx';
import * as frame from './components/screen.css';
import * as styles from './lazy-screen.css';
import { useT } from './use-t';

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chunk timeout')), CHUNK_TIMEOUT_MS);
      withAllStrings(load)().then(resolve, reject).finally(() => clearTimeout(timer));
    }),
  );
}

export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ChunkLoadFailed /> : this.props.children;
  }
}

/** What the boundary shows instead of a screen whose code did not arrive: a function component, so it reads its words through the hook like every other view. */
function ChunkLoadFailed() {
  const t = useT();
  return (
    <main className={styles.failed} role="alert">
      <span className={styles.failedIcon} aria-hidden="true">
        {/* A cloud with its link cut: the code could not be fetched. */}
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18Z" />
          <path d="m10 11 4 4m0-4-4 4" />
        </svg>
      </span>
      <p className={clsx(frame.muted, styles.failedText)}>{t('common.chunkLoadFailed')}</p>
      <button type="button" className={clsx(frame.primaryButton, styles.failedRetry)} onClick={() => window.location.reload()}>{t('common.retry')}</button>
    </main>
  );
}
