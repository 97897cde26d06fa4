// The send-code button: renders a verification-code actor (start text, countdown, end text).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { verificationCodeMachine } from '../../../machines/verification-code.machine';
import { useT } from '../../use-t';
import * as styles from './fields.css';

export function CodeButton({ actor, onSend }: { actor: ActorRefFrom<typeof verificationCodeMachine>; onSend: () => void }) {
  const t = useT();
  const secondsLeft = useSelector(actor, (s) => (s.matches('counting') ? s.context.secondsLeft : 0));
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const sentBefore = useSelector(actor, (s) => s.context.sentBefore);
  const text = secondsLeft > 0 ? t('fields.resendIn', { seconds: secondsLeft }) : sentBefore ? t('fields.resendCode') : t('fields.sendCode');
  return (
    <button type="button" className={styles.addon} disabled={sending || secondsLeft > 0} onClick={onSend}>
      {text}
    </button>
  );
}
