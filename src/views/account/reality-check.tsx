// /pages/account/realityCheck (issue 12): how often the reminder interrupts a game — every 15, 30
// or 60 minutes, or off where the site allows it. A pick is saved at once (the language page's way).
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { Link } from 'wouter';
import type { RealityCheckInterval } from '../../domain/reality-check';
import { paths } from '../../domain/routes';
import { realityCheckSettingMachine } from '../../machines/reality-check-setting.machine';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './responsible-play.css';

export default function RealityCheck() {
  const t = useT();
  const page = useActorRef(realityCheckSettingMachine);
  const stage = useSelector(page, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const setting = useSelector(page, (s) => s.context.setting);
  const busy = useSelector(page, (s) => s.hasTag('busy'));
  const error = useSelector(page, (s) => s.context.error);
  const saved = useSelector(page, (s) => s.context.saved);
  const choices: Array<RealityCheckInterval | null> = setting ? [...setting.choices, ...(setting.offAllowed ? [null] : [])] : [];
  const name = (interval: RealityCheckInterval | null) => (interval === null ? t('realityCheck.off') : t('realityCheck.every', { minutes: interval }));

  return (
    <Screen title={t('route.realityCheck')}>
      <section className={frame.card}>
        <p className={frame.muted}>{t('realityCheck.pageIntro')}</p>
      </section>
      {stage === 'loading' && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
      {stage === 'failed' && (
        <section className={frame.card}>
          <p role="alert" className={styles.error}>{error}</p>
          <button type="button" className={frame.primaryButton} onClick={() => page.send({ type: 'RETRY' })}>{t('common.retry')}</button>
        </section>
      )}
      {stage === 'ready' && setting && (
        <>
          <div className={frame.cellList} role="radiogroup" aria-label={t('realityCheck.chooseLabel')} aria-busy={busy}>
            {choices.map((interval) => {
              const checked = interval === setting.interval;
              return (
                <button key={interval ?? 'off'} type="button" role="radio" aria-checked={checked} disabled={busy}
                  className={clsx(frame.cell, checked && frame.selected)}
                  onClick={() => page.send({ type: 'CHOOSE', interval })}>
                  {name(interval)}
                  {checked && <span aria-hidden="true">✓</span>}
                </button>
              );
            })}
          </div>
          <p role="status" className={error ? styles.error : frame.muted}>
            {error ?? (saved ? t('realityCheck.saved', { choice: name(setting.interval) }) : '')}
          </p>
          {!setting.offAllowed && <p className={frame.muted}>{t('realityCheck.offNotOffered')}</p>}
        </>
      )}
      <Link href={paths.responsiblePlay} className={styles.textLink}>{t('responsiblePlay.moreTools')}</Link>
    </Screen>
  );
}
