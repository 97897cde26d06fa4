// The app-wide toast, loading indicator and confirm dialog: each renders its machine's snapshot.
import { useSelector } from '@xstate/react';
import { useAppActors } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './overlays.css';

export function Toast() {
  const { toast } = useAppActors();
  const text = useSelector(toast, (s) => (s.matches('shown') ? s.context.text : null));
  return text ? <div role="status" className={styles.toast}>{text}</div> : null;
}

export function LoadingIndicator() {
  const t = useT();
  const visible = useSelector(useAppActors().loading, (s) => s.matches('visible'));
  return visible ? (
    <div role="progressbar" aria-label={t('common.loading')} className={styles.loading}>
      <span className={styles.spinner} />
      {t('common.loading')}
    </div>
  ) : null;
}

export function ConfirmDialog() {
  const t = useT();
  const { confirm } = useAppActors();
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
