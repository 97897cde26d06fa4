// SPEC.md §4 abnormal game exit: the popup over whatever screen is showing while the balance the
// last game kept is brought back (abnormal-exit.machine.ts), then what came back; "don't show
// again" is remembered on the device. Nothing shows when the player chose that.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../domain/money-format';
import type { abnormalExitMachine } from '../../machines/abnormal-exit.machine';
import { useSiteInfo } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './play.css';

export function AbnormalExitPopup({ actor }: { actor: ActorRefFrom<typeof abnormalExitMachine> }) {
  const t = useT();
  const id = useId();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const phase = useSelector(actor, (s) => (s.matches('pulling') ? 'pulling' : s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : 'done'));
  const dontShow = useSelector(actor, (s) => s.context.dontShow);
  const reply = useSelector(actor, (s) => s.context.reply);
  const error = useSelector(actor, (s) => s.context.error);
  const quiet = useSelector(actor, (s) => s.context.quiet);
  // A quiet check (the player chose "don't show again" before) and a finished one show nothing.
  if (quiet || phase === 'done') return null;

  return (
    <div className={`${styles.sheetMask} ${styles.sheetPlace.pc}`}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} aria-busy={phase === 'pulling'} className={`${styles.sheet} ${styles.sheetShape.pc} ${styles.dialogWidth}`}>
        <h2 id={`${id}-title`} className={styles.sheetTitle}>{t('play.abnormal.title')}</h2>
        <p id={`${id}-text`} className={styles.text}>{t('play.abnormal.text')}</p>
        {phase === 'pulling' && <p role="status" className={styles.strong}>{t('play.abnormal.pulling')}</p>}
        {phase === 'shown' && reply && (
          <p role="status" className={styles.strong}>
            {reply.returned > 0 ? t('play.abnormal.returned', { amount: formatMoney(reply.returned, symbol) }) : t('play.abnormal.nothing')}
          </p>
        )}
        {phase === 'failed' && <p role="alert" className={styles.error}>{t('play.abnormal.failed', { error: error ?? '' })}</p>}
        <label className={styles.check}>
          <input type="checkbox" className={styles.checkbox} checked={dontShow} onChange={(event) => actor.send({ type: 'DONT_SHOW_AGAIN', on: event.target.checked })} />
          {t('play.abnormal.dontShow')}
        </label>
        <div className={styles.actions}>
          {phase === 'failed' && <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</button>}
          <button type="button" className={styles.primary} disabled={phase === 'pulling'} onClick={() => actor.send({ type: 'CLOSE' })}>{t('play.abnormal.ok')}</button>
        </div>
      </div>
    </div>
  );
}
