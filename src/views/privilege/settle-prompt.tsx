// SPEC.md §4 settle check: the prompt the session's settleCheck child raises for a settleable
// promotion record it has not been told to forget. Go to the record, or cancel (remembered).
import { useSessionChild } from '../app-actors';
import * as overlay from '../components/overlays.css';
import { useT } from '../use-t';

export default function SettlePrompt() {
  const t = useT();
  const settleCheck = useSessionChild('settleCheck');
  return (
    <div className={overlay.mask}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="settle-prompt-title" aria-describedby="settle-prompt-text" className={overlay.dialog}>
        <h2 id="settle-prompt-title" className={overlay.dialogTitle}>{t('promotion.prompt.title')}</h2>
        <p id="settle-prompt-text" className={overlay.dialogText}>{t('promotion.prompt.text')}</p>
        <div className={overlay.actions}>
          <button type="button" className={overlay.secondaryButton} onClick={() => settleCheck.send({ type: 'CANCEL' })}>{t('common.cancel')}</button>
          <button type="button" className={overlay.confirmButton} autoFocus onClick={() => settleCheck.send({ type: 'GO' })}>{t('promotion.prompt.go')}</button>
        </div>
      </div>
    </div>
  );
}
