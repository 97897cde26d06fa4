// Pieces the three message screens share: the category's name and the loading, failure and empty
// cards.
import type { MessageCategory } from '../../domain/message';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';

export const categoryLabel = (category: MessageCategory): string => `messages.categories.${category}`;

export function Failed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  return (
    <section className={frame.card} role="alert">
      <p className={frame.muted}>{error || t('common.networkError')}</p>
      <button type="button" className={frame.primaryButton} onClick={onRetry}>{t('common.retry')}</button>
    </section>
  );
}

export function Loading() {
  const t = useT();
  return <p className={frame.muted} role="status">{t('common.loading')}</p>;
}
