// The app-wide loading indicator and confirm dialog: each renders its machine's snapshot. Both
// are fetched with their machines on first use (main.tsx), so the first screen carries neither.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { confirmMachine } from '../../machines/confirm.machine';
import type { loadingMachine } from '../../machines/loading.machine';
import { useT } from '../use-t';
import * as styles from './overlays.css';

export function LoadingIndicator({ loading }: { loading: ActorRefFrom<typeof loadingMachine> }) {
  const t = useT();
  const visible = useSelector(loading, (s) => s.matches('visible'));
  return visible ? (
    <div role="progressbar" aria-label={t('common.loading')} className={styles.loading}>
      <span className={styles.spinner} />
      {t('common.loading')}
    </div>
  ) : null;
}

export function ConfirmDialog({ confirm }: { confirm: ActorRefFrom<typeof confirmMachine> }) {
  const t = useT();
  const request = useSelector(confirm, (s) => s.context.request);
  if (!request) return null;
  return (
    <div className={styles.mask}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" className={styles.dialog}>
        <h2 id="confirm-title" className={styles.dialogTitle}>{request.title}</h2>
        <p className={styles.dialogText}>{request.text}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondaryButton} onClick={() => confirm.send({ type: 'CANCEL' })}>
            {request.cancelText ?? t('common.cancel')}
          </button>
          <button type="button" className={styles.confirmButton} onClick={() => confirm.send({ type: 'CONFIRM' })}>
            {request.confirmText ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
