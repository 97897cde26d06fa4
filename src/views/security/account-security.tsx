// /pages/account/accountSecurity (issue 12 "Account security"): authenticator 2FA (turn on with
// the QR code or the key by hand and a first code, recovery codes shown once; turn off with a
// code), the previous login time, and the player's sessions (end one, or all others, each
// confirmed). Turning 2FA on ends the other sessions unless the player unticks the box beside the
// first code (issue 17). Two machines draw it; this only renders their snapshots.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionItem } from '../../domain/account-security.schema';
import { siteDateTime } from '../../domain/display-format';
import { sessionsListMachine } from '../../machines/sessions-list.machine';
import { twoFactorSetupMachine } from '../../machines/two-factor-setup.machine';
import { useAppActors, usePlayer, useSiteInfo } from '../app-actors';
import * as overlay from '../components/overlays.css';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import * as wallet from '../wallet/wallet.css';
import * as styles from './account-security.css';
import { TwoFactorCodeStep } from './two-factor-code-step';

export default function AccountSecurity() {
  const t = useT();
  const { toast } = useAppActors();
  const sessions = useActorRef(sessionsListMachine, { input: { toast } });
  const twoFactor = useActorRef(twoFactorSetupMachine, { input: { toast, sessions } });
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  const previousLogin = usePlayer((s) => s.context.userInfo?.lastLoginTime ?? null);

  return (
    <Screen title={t('route.accountSecurity')}>
      <p className={frame.muted}>
        {previousLogin ? t('security.previousLogin', { time: siteDateTime(Date.parse(previousLogin), zone) }) : t('security.firstLogin')}
      </p>
      <div className={styles.columns}>
        <TwoFactorSection actor={twoFactor} />
        <SessionsSection actor={sessions} zone={zone} />
      </div>
    </Screen>
  );
}

function TwoFactorSection({ actor }: { actor: ActorRefFrom<typeof twoFactorSetupMachine> }) {
  const t = useT();
  const savedId = useId();
  const phase = useSelector(actor, (s) => (['loading', 'loadFailed', 'off', 'starting', 'scanning', 'codes', 'copying', 'on', 'disabling'] as const).find((key) => s.matches(key)) ?? 'loading');
  const status = useSelector(actor, (s) => s.context.status);
  const enrolment = useSelector(actor, (s) => s.context.enrolment);
  const codes = useSelector(actor, (s) => s.context.recoveryCodes);
  const saved = useSelector(actor, (s) => s.context.saved);
  const signOutOthers = useSelector(actor, (s) => s.context.signOutOthers);
  const error = useSelector(actor, (s) => s.context.error);
  const confirmStep = useSelector(actor, (s) => s.children.confirmStep);
  const disableStep = useSelector(actor, (s) => s.children.disableStep);
  // The box is fixed while the code is being checked: the call was made with it as it was.
  const confirming = useSelector(confirmStep, (s) => s?.hasTag('busy') ?? false);
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`${t('security.codesFileTitle')}\n\n${codes.join('\n')}\n`)}`;

  return (
    <section className={frame.card} aria-labelledby={`${savedId}-2fa`}>
      <div className={styles.stack}>
        <div className={styles.row}>
          <h2 id={`${savedId}-2fa`} className={wallet.sectionTitle}>{t('security.twoFactorTitle')}</h2>
          {(phase === 'on' || phase === 'disabling' || phase === 'off') && (
            <span className={status.enabled ? styles.stateOn : styles.stateOff}>{status.enabled ? t('security.on') : t('security.off')}</span>
          )}
        </div>
        {phase === 'loading' && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
        {phase === 'loadFailed' && (
          <>
            <FormAlert text={error} />
            <button type="button" className={frame.primaryButton} onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</button>
          </>
        )}
        {(phase === 'off' || phase === 'starting') && (
          <>
            <p className={frame.muted}>{t('security.twoFactorIntro')}</p>
            <FormAlert text={error} />
            <button type="button" className={frame.primaryButton} disabled={phase === 'starting'} onClick={() => actor.send({ type: 'ENROL' })}>{t('security.turnOn')}</button>
          </>
        )}
        {phase === 'scanning' && enrolment && confirmStep && (
          <>
            <p className={frame.muted}>{t('security.scan')}</p>
            {/* The server drew the QR code from the otpauth URI; it is an image to everyone but a camera. */}
            <div className={styles.qr} role="img" aria-label={t('security.qrLabel')} dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
            <p className={frame.muted}>{t('security.manualKey')}</p>
            <p className={styles.secret} data-testid="totp-secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</p>
            <label className={styles.check}>
              <input type="checkbox" checked={signOutOthers} disabled={confirming}
                onChange={(event) => actor.send({ type: 'SIGN_OUT_OTHERS', value: event.target.checked })} />
              {t('security.signOutOthers')}
            </label>
            <TwoFactorCodeStep actor={confirmStep} submitLabel={t('security.confirmCode')} allowRecovery={false} />
          </>
        )}
        {(phase === 'codes' || phase === 'copying') && (
          <>
            <p role="alert" className={frame.muted}>{t('security.codesIntro')}</p>
            <ul className={styles.codes} aria-label={t('security.codesLabel')}>
              {codes.map((code) => <li key={code}>{code}</li>)}
            </ul>
            <div className={styles.row}>
              <button type="button" className={wallet.softAction} onClick={() => actor.send({ type: 'COPY' })}>{t('security.copy')}</button>
              <a className={wallet.softAction} href={download} download="recovery-codes.txt">{t('security.download')}</a>
            </div>
            <label className={styles.check}>
              <input type="checkbox" checked={saved} onChange={(event) => actor.send({ type: 'SAVED', value: event.target.checked })} />
              {t('security.savedThem')}
            </label>
            <button type="button" className={frame.primaryButton} disabled={!saved} onClick={() => actor.send({ type: 'FINISH' })}>{t('security.done')}</button>
          </>
        )}
        {phase === 'on' && (
          <>
            <p className={frame.muted}>{t('security.codesLeft', { count: status.recoveryCodesLeft })}</p>
            <button type="button" className={wallet.secondaryAction} onClick={() => actor.send({ type: 'DISABLE' })}>{t('security.turnOff')}</button>
          </>
        )}
        {phase === 'disabling' && disableStep && <TwoFactorCodeStep actor={disableStep} submitLabel={t('security.turnOff')} />}
      </div>
    </section>
  );
}

function SessionsSection({ actor, zone }: { actor: ActorRefFrom<typeof sessionsListMachine>; zone: number }) {
  const t = useT();
  const titleId = useId();
  const items = useSelector(actor, (s) => s.context.sessions);
  const loading = useSelector(actor, (s) => s.matches('loading') && s.context.sessions.length === 0);
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const asking = useSelector(actor, (s) => (s.matches('confirmRevoke') ? 'one' : s.matches('confirmOthers') ? 'others' : null));
  const target = useSelector(actor, (s) => s.context.sessions.find((item) => item.id === s.context.target) ?? null);

  return (
    <section className={frame.card} aria-labelledby={titleId}>
      <div className={styles.stack}>
        <h2 id={titleId} className={wallet.sectionTitle}>{t('security.sessionsTitle')}</h2>
        {loading && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
        {failed && (
          <>
            <FormAlert text={error} />
            <button type="button" className={frame.primaryButton} onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</button>
          </>
        )}
        {items.length > 0 && (
          <ul className={styles.sessions}>
            {items.map((item) => (
              <li key={item.id} className={styles.session} data-testid="session">
                <div>
                  <p className={styles.sessionTitle}>{deviceName(item, t('security.unknownDevice'))}</p>
                  <p className={styles.sessionMeta}>{item.ip || '-'}</p>
                  <p className={styles.sessionMeta}>{t('security.started', { time: siteDateTime(Date.parse(item.startedAt), zone) })}</p>
                  <p className={styles.sessionMeta}>{t('security.lastSeen', { time: siteDateTime(Date.parse(item.lastSeenAt), zone) })}</p>
                </div>
                {item.current ? (
                  <span className={styles.current}>{t('security.thisDevice')}</span>
                ) : (
                  <button type="button" className={wallet.softAction} disabled={busy} aria-label={t('security.endNamed', { device: deviceName(item, t('security.unknownDevice')) })}
                    onClick={() => actor.send({ type: 'REVOKE', id: item.id })}>
                    {t('security.end')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {items.some((item) => !item.current) && (
          <button type="button" className={wallet.secondaryAction} disabled={busy} onClick={() => actor.send({ type: 'REVOKE_OTHERS' })}>{t('security.endOthers')}</button>
        )}
      </div>
      {asking && (
        <div className={overlay.mask}>
          <div role="dialog" aria-modal="true" aria-labelledby={`${titleId}-confirm`} className={overlay.dialog}>
            <h2 id={`${titleId}-confirm`} className={overlay.dialogTitle}>{asking === 'one' ? t('security.endTitle') : t('security.endOthersTitle')}</h2>
            <p className={overlay.dialogText}>
              {asking === 'one' && target ? t('security.endText', { device: deviceName(target, t('security.unknownDevice')) }) : t('security.endOthersText')}
            </p>
            <div className={overlay.actions}>
              <button type="button" className={overlay.secondaryButton} onClick={() => actor.send({ type: 'CANCEL' })}>{t('common.cancel')}</button>
              <button type="button" className={overlay.confirmButton} autoFocus onClick={() => actor.send({ type: 'CONFIRM' })}>{t('security.end')}</button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

/** "Apple iPhone · Mobile Safari 17 · iOS 17.1", or the unknown-device text. */
function deviceName(item: SessionItem, unknown: string): string {
  const name = [item.device, item.browser, item.os].filter(Boolean).join(' · ');
  return name || unknown;
}
