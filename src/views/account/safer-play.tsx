// /pages/account/saferPlay (issue 12 "Limits and breaks"): deposit limits per day, week and month
// (a cut holds at once, a raise or a removal after 24 hours, shown with its date), a time-out and
// self-exclusion, each confirmed twice with what it means. The machines call the server; this
// renders their snapshots and sends events.
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { siteDateTime, siteZoneLabel } from '../../domain/display-format';
import { formatMoney } from '../../domain/money-format';
import { isSelfExclusion, LIMIT_PERIODS, limitReached, SELF_EXCLUSIONS, TIME_OUTS, type BreakLength } from '../../domain/safer-play';
import type { SafetyBreak } from '../../domain/safer-play.schema';
import { depositLimitsMachine } from '../../machines/deposit-limits.machine';
import { takeBreakMachine } from '../../machines/take-break.machine';
import { useSessionChild, useSiteInfo } from '../app-actors';
import * as fields from '../components/fields/fields.css';
import { TextField } from '../components/fields/text-field';
import * as overlay from '../components/overlays.css';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useFocusTrap } from '../login/use-focus-trap';
import { useT } from '../use-t';
import * as styles from './safer-play.css';

function useSiteFormats() {
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const timezone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  return {
    money: (amount: number) => formatMoney(amount, symbol),
    when: (at: number) => `${siteDateTime(at, timezone)} ${siteZoneLabel(timezone)}`,
  };
}

function DepositLimits({ limits, locked }: { limits: ActorRefFrom<typeof depositLimitsMachine>; locked: boolean }) {
  const t = useT();
  const id = useId();
  const format = useSiteFormats();
  const phase = useSelector(limits, (s) => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'form'));
  const busy = useSelector(limits, (s) => s.hasTag('busy'));
  const status = useSelector(limits, (s) => s.context.status);
  const form = useSelector(limits, (s) => s.context.form);
  const problem = useSelector(limits, (s) => s.context.problem);
  const error = useSelector(limits, (s) => s.context.error);
  const outcome = useSelector(limits, (s) => s.context.outcome);

  return (
    <section className={frame.card} aria-labelledby={`${id}-limits`}>
      <h2 id={`${id}-limits`} className={frame.sectionTitle}>{t('saferPlay.limitsTitle')}</h2>
      <p className={styles.intro}>{t('saferPlay.limitsIntro')}</p>
      {phase === 'loading' && <p className={frame.muted}>{t('common.loading')}</p>}
      {phase === 'loadFailed' && (
        <>
          <FormAlert text={error} />
          <button type="button" className={frame.primaryButton} onClick={() => limits.send({ type: 'RETRY' })}>{t('common.retry')}</button>
        </>
      )}
      {phase === 'form' && status && (
        <form className={fields.form} noValidate onSubmit={(event) => { event.preventDefault(); limits.send({ type: 'SAVE' }); }}>
          {LIMIT_PERIODS.map((period) => {
            const item = status.limits.find((each) => each.period === period);
            const noteId = `${id}-${period}-note`;
            return (
              <div key={period} className={styles.limitRow}>
                <TextField
                  label={t(`saferPlay.limit.${period}`)}
                  inputMode="decimal"
                  placeholder={t('saferPlay.noLimit')}
                  value={form[period]}
                  onValue={(value) => limits.send({ type: 'CHANGE', period, value })}
                  disabled={busy || locked}
                  aria-invalid={problem === period || undefined}
                  aria-describedby={noteId}
                />
                <div id={noteId}>
                  {problem === period && <p className={fields.error}>{t('saferPlay.limitInvalid')}</p>}
                  {item && item.amount !== null && (
                    <p className={styles.note}>
                      {limitReached(item)
                        ? t('saferPlay.reached', { resets: format.when(item.resetsAt) })
                        : t('saferPlay.used', { used: format.money(item.used), limit: format.money(item.amount), resets: format.when(item.resetsAt) })}
                    </p>
                  )}
                  {item?.pending && (
                    <p className={styles.waiting}>
                      {item.pending.amount === null
                        ? t('saferPlay.removalWaits', { at: format.when(item.pending.effectiveAt) })
                        : t('saferPlay.raiseWaits', { amount: format.money(item.pending.amount), at: format.when(item.pending.effectiveAt) })}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
          <p className={styles.note}>{t('saferPlay.limitsRule')}</p>
          {outcome && <p role="status" className={styles.saved}>{t(outcome === 'waiting' ? 'saferPlay.savedWaiting' : 'saferPlay.savedApplied')}</p>}
          <FormAlert text={error} />
          <button type="submit" className={fields.submit} disabled={busy || locked}>{t('saferPlay.saveLimits')}</button>
        </form>
      )}
    </section>
  );
}

function lengthLabel(t: ReturnType<typeof useT>, length: BreakLength): string {
  return t(`saferPlay.length.${length}`);
}

function BreakStatus({ active }: { active: SafetyBreak }) {
  const t = useT();
  const format = useSiteFormats();
  if (active.kind === 'timeOut') return <p className={styles.status}>{t('saferPlay.timeOutUntil', { until: format.when(active.until) })}</p>;
  return (
    <p className={styles.status}>
      {t('saferPlay.excludedUntil', { until: format.when(active.until) })}{' '}
      {active.liftsAt !== null && t('saferPlay.liftsAt', { at: format.when(active.liftsAt) })}
    </p>
  );
}

/** The two confirmations, then what started; focus stays in it, Escape cancels (or closes). */
function BreakDialog({ breaking, step, length, current }: { breaking: ActorRefFrom<typeof takeBreakMachine>; step: 'first' | 'second' | 'started'; length: BreakLength; current: SafetyBreak | null }) {
  const t = useT();
  const id = useId();
  const format = useSiteFormats();
  const dialogRef = useRef<HTMLDivElement>(null);
  const busy = useSelector(breaking, (s) => s.hasTag('busy'));
  useFocusTrap(dialogRef, () => breaking.send({ type: step === 'started' ? 'CLOSE' : 'CANCEL' }));
  const exclusion = isSelfExclusion(length);
  const title = step === 'started' ? t('saferPlay.startedTitle') : step === 'first' ? t(exclusion ? 'saferPlay.confirmExclusion' : 'saferPlay.confirmTimeOut', { length: lengthLabel(t, length) }) : t('saferPlay.confirmAgain');
  const text =
    step === 'started'
      ? current && (current.kind === 'timeOut' ? t('saferPlay.timeOutStarted', { until: format.when(current.until) }) : t('saferPlay.exclusionStarted', { until: format.when(current.until) }))
      : step === 'first'
        ? t(exclusion ? 'saferPlay.exclusionMeans' : 'saferPlay.timeOutMeans')
        : t('saferPlay.cannotUndo');
  return (
    <div className={overlay.mask}>
      <div ref={dialogRef} tabIndex={-1} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className={overlay.dialog}>
        <h2 id={`${id}-title`} className={overlay.dialogTitle}>{title}</h2>
        <p id={`${id}-text`} className={overlay.dialogText}>{text}</p>
        <div className={overlay.actions}>
          {step === 'started' ? (
            <button type="button" className={overlay.confirmButton} onClick={() => breaking.send({ type: 'CLOSE' })}>{t('common.close')}</button>
          ) : (
            <>
              <button type="button" className={overlay.secondaryButton} onClick={() => breaking.send({ type: 'CANCEL' })}>{t('common.cancel')}</button>
              <button type="button" className={overlay.confirmButton} disabled={busy} onClick={() => breaking.send({ type: 'CONFIRM' })}>
                {step === 'first' ? t('saferPlay.continue') : t(exclusion ? 'saferPlay.excludeNow' : 'saferPlay.startBreak')}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function Breaks({ active }: { active: SafetyBreak | null }) {
  const t = useT();
  const id = useId();
  const player = useSessionChild('player');
  const breaking = useActorRef(takeBreakMachine, { input: { player } });
  const step = useSelector(breaking, (s) => (s.matches({ confirming: 'first' }) ? 'first' : s.matches({ confirming: 'second' }) ? 'second' : s.matches('started') ? 'started' : 'idle'));
  const length = useSelector(breaking, (s) => s.context.length);
  const busy = useSelector(breaking, (s) => s.hasTag('busy'));
  const error = useSelector(breaking, (s) => s.context.error);
  const result = useSelector(breaking, (s) => s.context.result);
  const current = result ? result.activeBreak : active;
  // Asked before the end, the server answers until when it lasts.
  const mayLift = current?.kind === 'selfExclusion' && current.liftRequestedAt === null;

  const options = (kind: 'timeOut' | 'selfExclusion', lengths: readonly BreakLength[]) => (
    <div className={styles.choices} role="group" aria-label={t(kind === 'timeOut' ? 'saferPlay.timeOutTitle' : 'saferPlay.exclusionTitle')}>
      {lengths.map((each) => (
        <button key={each} type="button" className={styles.choiceButton} disabled={busy} onClick={() => breaking.send({ type: 'CHOOSE', length: each })}>
          {lengthLabel(t, each)}
        </button>
      ))}
    </div>
  );


  // While a break holds, nothing here can be taken or changed: its state, and the way out once it ends.
  if (current && step !== 'started') {
    return (
      <>
        <BreakStatus active={current} />
        {mayLift && (
          <button type="button" className={frame.primaryButton} disabled={busy} onClick={() => breaking.send({ type: 'LIFT' })}>{t('saferPlay.askLift')}</button>
        )}
        <FormAlert text={error} />
      </>
    );
  }

  return (
    <>
      <section className={frame.card} aria-labelledby={`${id}-timeout`}>
        <h2 id={`${id}-timeout`} className={frame.sectionTitle}>{t('saferPlay.timeOutTitle')}</h2>
        <p className={frame.muted}>{t('saferPlay.timeOutIntro')}</p>
        {options('timeOut', TIME_OUTS)}
      </section>
      <section className={frame.card} aria-labelledby={`${id}-exclusion`}>
        <h2 id={`${id}-exclusion`} className={frame.sectionTitle}>{t('saferPlay.exclusionTitle')}</h2>
        <p className={frame.muted}>{t('saferPlay.exclusionIntro')}</p>
        {options('selfExclusion', SELF_EXCLUSIONS)}
      </section>
      <FormAlert text={error} />
      {step !== 'idle' && length !== null && <BreakDialog breaking={breaking} step={step} length={length} current={current} />}
    </>
  );
}

export default function SaferPlay() {
  const t = useT();
  const limits = useActorRef(depositLimitsMachine);
  const active = useSelector(limits, (s) => s.context.status?.activeBreak ?? null);
  const loaded = useSelector(limits, (s) => s.context.status !== null);
  return (
    <Screen title={t('route.saferPlay')}>
      <div className={styles.page}>
        <DepositLimits limits={limits} locked={active !== null} />
        {loaded && <Breaks active={active} />}
      </div>
    </Screen>
  );
}
