// The 2FA code step in a dialog over a form (issue 12): before a withdrawal or a bank card change.
import type { ActorRefFrom } from 'xstate';
import type { twoFactorCodeMachine } from '../../machines/two-factor-code.machine';
import * as overlay from '../components/overlays.css';
import { useT } from '../use-t';
import { TwoFactorCodeStep } from './two-factor-code-step';

export function TwoFactorCodeDialog({ actor, submitLabel }: { actor: ActorRefFrom<typeof twoFactorCodeMachine>; submitLabel: string }) {
  const t = useT();
  return (
    <div className={overlay.mask}>
      <div role="dialog" aria-modal="true" aria-label={t('security.codeTitle')} className={overlay.dialog}>
        <TwoFactorCodeStep actor={actor} submitLabel={submitLabel} />
      </div>
    </div>
  );
}
