// SPEC.md §4 settle check: the prompt the session's settleCheck child raises for a settleable
// promotion record it has not been told to forget. Go to the record, or cancel (remembered).
import { useSessionChild } from '../app-actors';
import { ConfirmSheet } from '../components/confirm-sheet';
import { useT } from '../use-t';

export default function SettlePrompt() {
  const t = useT();
  const settleCheck = useSessionChild('settleCheck');
  return (
    <ConfirmSheet
      title={t('promotion.prompt.title')}
      text={t('promotion.prompt.text')}
      confirmText={t('promotion.prompt.go')}
      onCancel={() => settleCheck.send({ type: 'CANCEL' })}
      onConfirm={() => settleCheck.send({ type: 'GO' })}
    />
  );
}
