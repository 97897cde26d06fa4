// The reality check's reminder over the game frame (issue 12): time played in this session and
// wins minus bets since it began, as the server read them when the reminder fired; Continue or
// Leave. A modal: focus stays in it and the game behind is inert until the player answers.
// Escape means Continue: the reminder has been seen, and leaving is never done by a stray key.
import { useSelector } from '@xstate/react';
import { useId, useRef, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatSignedMoney } from '../../domain/money-variants';
import { playedTime } from '../../domain/reality-check';
import type { realityCheckMachine } from '../../machines/reality-check.machine';
import { useSiteInfo } from '../app-actors';
import { useFocusTrap } from '../login/use-focus-trap';
import { useT } from '../use-t';
import * as styles from './play.css';
import * as own from './reality-reminder.css';

export type RealityActor = ActorRefFrom<typeof realityCheckMachine>;

/** Whether the reminder is up (the game session's snapshot does not change when its child's does). */
export function useReminding(actor: RealityActor | undefined): boolean {
  return useSyncExternalStore(
    (notify) => {
      const subscription = actor?.subscribe(notify);
      return () => subscription?.unsubscribe();
    },
    () => actor?.getSnapshot().matches('reminding') ?? false,
  );
}

export function RealityReminder({ actor }: { actor: RealityActor }) {
  const t = useT();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const reading = useSelector(actor, (s) => s.context.reading);
  const counted = useSelector(actor, (s) => s.context.countedSeconds);
  useFocusTrap(dialogRef, () => actor.send({ type: 'CONTINUE' }));

  const { hours, minutes } = playedTime(reading?.elapsedSeconds ?? counted);
  const played = hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes }) : t('realityCheck.minutes', { minutes });
  const net = reading?.net ?? null;
  return (
    <div className={`${styles.sheetMask} ${styles.sheetPlace.pc}`}>
      <div
        ref={dialogRef}
        tabIndex={-1}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className={`${styles.sheet} ${styles.sheetShape.pc} ${styles.dialogWidth}`}
      >
        <h2 id={`${id}-title`} className={styles.sheetTitle}>{t('realityCheck.reminderTitle')}</h2>
        <p id={`${id}-text`} className={styles.text}>{t('realityCheck.reminderText')}</p>
        <dl className={own.figures}>
          <div className={own.figure}>
            <dt className={own.figureName}>{t('realityCheck.played')}</dt>
            <dd className={own.figureValue} data-testid="reality-played">{played}</dd>
          </div>
          <div className={own.figure}>
            <dt className={own.figureName}>{t('realityCheck.net')}</dt>
            <dd className={`${own.figureValue} ${net === null || net === 0 ? '' : net < 0 ? own.loss : own.gain}`} data-testid="reality-net">
              {net === null ? t('realityCheck.netUnknown') : formatSignedMoney(net, symbol)}
            </dd>
          </div>
        </dl>
        <p className={styles.text}>{t('realityCheck.reminderHint')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'LEAVE' })}>{t('realityCheck.leave')}</button>
          <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'CONTINUE' })}>{t('realityCheck.continue')}</button>
        </div>
      </div>
    </div>
  );
}
