// Pieces the three message screens share: the category's name and the loading line.
import type { MessageCategory } from '../../domain/message';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';

export const categoryLabel = (category: MessageCategory): string => `messages.categories.${category}`;

export function Loading() {
  const t = useT();
  return <p className={frame.muted} role="status">{t('common.loading')}</p>;
}
