// A question in the page's own flow (its machine's confirming or prompting state): a title, what is
// asked (`text`, read out with the title, or richer `children`), Cancel and the answer the player
// came for. Nothing is sent before that answer.
import { useId, type ReactNode } from 'react';
import { useT } from '../use-t';
import * as overlay from './overlays.css';

export function ConfirmSheet({ title, text, children, confirmText, onConfirm, onCancel }: { title: string; text?: string; children?: ReactNode; confirmText?: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className={overlay.mask}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={text ? `${id}-text` : undefined} className={overlay.dialog}>
        <h2 id={`${id}-title`} className={overlay.dialogTitle}>{title}</h2>
        {text && <p id={`${id}-text`} className={overlay.dialogText}>{text}</p>}
        {children}
        <div className={overlay.actions}>
          <button type="button" className={overlay.secondaryButton} onClick={onCancel}>{t('common.cancel')}</button>
          {/* The answer the player came for takes the focus, so Enter confirms only what is read above. */}
          <button type="button" className={overlay.confirmButton} onClick={onConfirm} autoFocus>{confirmText ?? t('common.confirm')}</button>
        </div>
      </div>
    </div>
  );
}
