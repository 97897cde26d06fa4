// SPEC.md §4 settle check: the prompt the player's settleCheck child raises for a settleable
// promotion record it has not been told to forget. Go to the record, or cancel (remembered).
import type { ActorRefFrom } from 'xstate';
import type { settleCheckMachine } from '../../machines/settle-check.machine';
import { ConfirmSheet } from '../components/confirm-sheet';
import { useT } from '../use-t';

export default function SettlePrompt({ settleCheck }: { settleCheck: ActorRefFrom<typeof settleCheckMachine> }) {
  const t = useT();
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
