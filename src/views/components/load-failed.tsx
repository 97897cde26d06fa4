// The card a screen shows when its content could not load: what went wrong (the server's localized
// message, else the network's) and a Retry that sends the screen's machine RETRY. One piece, so
// every screen says it the same way and announces it the same way (role="alert").
import * as frame from './screen.css';
import { useT } from '../use-t';

export function LoadFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  return (
    <section className={frame.card} role="alert">
      <p className={frame.muted}>{error || t('common.networkError')}</p>
      <button type="button" className={frame.primaryButton} onClick={onRetry}>{t('common.retry')}</button>
    </section>
  );
}
