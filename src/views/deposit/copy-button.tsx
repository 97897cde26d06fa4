// Copies a payee account or an order number, and says whether it worked (SPEC.md §8 "Copy failed
// and copy success").
import { useAppActors } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './deposit.css';

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useT();
  const { toast } = useAppActors();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.send({ type: 'SHOW', text: t('deposit.copySuccess') });
    } catch {
      toast.send({ type: 'SHOW', text: t('deposit.copyFailed') });
    }
  };
  return (
    <button type="button" className={styles.linkButton} aria-label={label ? `${t('deposit.copy')}: ${label}` : undefined} onClick={() => void copy()}>
      {t('deposit.copy')}
    </button>
  );
}
