// The login popup (SPEC.md §2): opened by the guest guard on desktop and by the log-in buttons.
// Tabs log in, SMS login and sign up; "Forgot password?" opens the reset view, whose back button
// returns to log in. The mask does not close it; the close button does. Its view stack is the
// login-popup machine; a signed-in form ends it and the session runs the success sequence.
import clsx from 'clsx';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { LoginPopupTab } from '../../domain/login-popup';
import type { SiteInfo } from '../../domain/site-info';
import type { SignedInVia } from '../../machines/app-session.machine';
import { loginPopupMachine } from '../../machines/login-popup.machine';
import { useAppActors, useSession } from '../app-actors';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { AccountLoginForm } from './account-login-form';
import { CodeLoginForm } from './code-login-form';
import { FacebookLoginLink } from './facebook-login-link';
import * as styles from './login-popup.css';
import ResetPasswordForm from './reset-password-form';
import SignUpForm from './sign-up-form';

/** The tabs of the tab list; accountResetPwd is reached through "Forgot password?". */
const TABS = ['accountLogin', 'codeLogin', 'signUp'] as const satisfies readonly LoginPopupTab[];
type Tab = (typeof TABS)[number];

const VIEWS: readonly LoginPopupTab[] = [...TABS, 'accountResetPwd'];

export default function LoginPopup() {
  const requestedTab = useSession((s) => s.context.loginPopupActiveTab);
  return requestedTab ? <OpenLoginPopup requestedTab={requestedTab} /> : null;
}

function OpenLoginPopup({ requestedTab }: { requestedTab: LoginPopupTab }) {
  const t = useT();
  const { session } = useAppActors();
  const hideLabels = useSession((s) => s.context.localeCode === 'my_MM');
  const titleId = useId();
  const tabId = (tab: Tab) => `${titleId}-tab-${tab}`;
  const panelId = `${titleId}-panel`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const popup = useActorRef(
    loginPopupMachine.provide({
      actions: { siteInfoLoaded: (_, siteInfo: SiteInfo) => session.send({ type: 'SITE_INFO_LOADED', siteInfo }) },
    }),
    { input: { tab: requestedTab } },
  );
  const view = useSelector(popup, (s) => VIEWS.find((tab) => s.matches({ open: { view: tab } })) ?? null);
  const outcome = useSelector(popup, (s) => (s.status === 'done' ? s.output ?? null : null));

  // The popup is over: the session closes it (and, signed in, runs SPEC.md §4's success sequence).
  useEffect(() => {
    if (outcome?.result === 'signedIn') session.send({ type: 'SIGNED_IN', token: outcome.token, via: outcome.via });
    else if (outcome) session.send({ type: 'CLOSE_LOGIN_POPUP' });
  }, [outcome, session]);
  // Something behind the popup may ask for another tab while it is open (a "Sign up" button).
  useEffect(() => popup.send({ type: 'SELECT_TAB', tab: requestedTab }), [popup, requestedTab]);
  useEffect(() => dialogRef.current?.focus(), []);

  const signedIn = (via: SignedInVia) => (token: string) => popup.send({ type: 'SIGNED_IN', token, via });
  const selectTab = (tab: Tab) => {
    popup.send({ type: 'SELECT_TAB', tab });
    tabRefs.current.get(tab)?.focus();
  };
  // The tab list's keys (WAI-ARIA tabs pattern): arrows move between tabs, Home and End jump.
  const onTabKey = (event: KeyboardEvent, tab: Tab) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1 + TABS.length, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectTab(TABS[next % TABS.length] ?? 'accountLogin');
  };

  return (
    // The mask takes clicks and does nothing with them (SPEC.md §2).
    <div className={styles.mask}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.popup}>
        <h2 id={titleId} className={styles.title}>{view === 'accountResetPwd' ? t('loginPopup.accountResetPwd') : t('loginPopup.title')}</h2>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => popup.send({ type: 'CLOSE' })}>×</button>
        {view !== 'accountResetPwd' && (
          <div className={frame.tabs} role="tablist" aria-label={t('loginPopup.tabs')}>
            {TABS.map((tab) => (
              <button key={tab} ref={(node) => void (node ? tabRefs.current.set(tab, node) : tabRefs.current.delete(tab))}
                id={tabId(tab)} type="button" role="tab" aria-selected={tab === view} aria-controls={panelId} tabIndex={tab === view ? 0 : -1}
                className={clsx(frame.tabButton, tab === view && frame.tabButtonActive)}
                onClick={() => selectTab(tab)} onKeyDown={(event) => onTabKey(event, tab)}>
                {t(`loginPopup.${tab}`)}
              </button>
            ))}
          </div>
        )}
        {view === 'accountResetPwd' ? (
          <section className={styles.panel} aria-labelledby={titleId}>
            <ResetPasswordForm hideLabels={hideLabels} onBack={() => popup.send({ type: 'BACK' })} onSignedIn={signedIn('reset')} />
          </section>
        ) : view ? (
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(view)} className={styles.panel}>
            {view === 'accountLogin' && (
              <AccountLoginForm hideLabels={hideLabels} onSignedIn={signedIn('login')} onForgotPassword={() => popup.send({ type: 'FORGOT_PASSWORD' })} />
            )}
            {view === 'codeLogin' && <CodeLoginForm hideLabels={hideLabels} onSignedIn={signedIn('login')} />}
            {view === 'signUp' && <SignUpForm hideLabels={hideLabels} onSignedIn={signedIn('register')} />}
            {view !== 'signUp' && <FacebookLoginLink onFollow={() => popup.send({ type: 'CLOSE' })} />}
          </div>
        ) : null}
      </div>
    </div>
  );
}
