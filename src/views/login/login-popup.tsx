// The login popup (SPEC.md §2): opened by the guest guard on desktop and by the log-in buttons.
// Tabs log in, SMS login and sign up; "Forgot password?" opens the reset view, whose back button
// returns to log in. The mask does not close it; the close button does. Its view stack is the
// login-popup machine, which the guest guard runs while the popup is open; a signed-in form tells
// the session's player itself, and the player closes the popup (no effect carries the token).
import { useSelector } from '@xstate/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginPopupTab } from '../../domain/login-popup';
import type { loginPopupMachine } from '../../machines/login-popup.machine';
import { useGuestGuard, usePreferences } from '../app-actors';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { AccountLoginForm } from './account-login-form';
import { CodeLoginForm } from './code-login-form';
import { FacebookLoginLink } from './facebook-login-link';
import * as styles from './login-popup.css';
import ResetPasswordForm from './reset-password-form';
import SignUpForm from './sign-up-form';
import { useFocusTrap } from './use-focus-trap';

/** The tabs of the tab list; accountResetPwd is reached through "Forgot password?". */
const TABS = ['accountLogin', 'codeLogin', 'signUp'] as const satisfies readonly LoginPopupTab[];
type Tab = (typeof TABS)[number];

const VIEWS: readonly LoginPopupTab[] = [...TABS, 'accountResetPwd'];

export default function LoginPopup() {
  const popup = useGuestGuard((s) => s.children.loginPopup);
  return popup ? <OpenLoginPopup popup={popup} /> : null;
}

function OpenLoginPopup({ popup }: { popup: ActorRefFrom<typeof loginPopupMachine> }) {
  const t = useT();
  const hideLabels = usePreferences((s) => s.context.localeCode === 'my_MM');
  const titleId = useId();
  const tabId = (tab: Tab) => `${titleId}-tab-${tab}`;
  const panelId = `${titleId}-panel`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const view = useSelector(popup, (s) => VIEWS.find((tab) => s.matches({ open: tab })) ?? null);
  // Escape is the keyboard's close button; the mask still closes nothing (SPEC.md §2).
  useFocusTrap(dialogRef, () => popup.send({ type: 'CLOSE' }));

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
                className={frame.tabButton[tab === view ? 'active' : 'idle']}
                onClick={() => selectTab(tab)} onKeyDown={(event) => onTabKey(event, tab)}>
                {t(`loginPopup.${tab}`)}
              </button>
            ))}
          </div>
        )}
        {view === 'accountResetPwd' ? (
          <section className={styles.panel} aria-labelledby={titleId}>
            <ResetPasswordForm hideLabels={hideLabels} onBack={() => popup.send({ type: 'BACK' })} />
          </section>
        ) : view ? (
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(view)} className={styles.panel}>
            {view === 'accountLogin' && (
              <AccountLoginForm hideLabels={hideLabels} onForgotPassword={() => popup.send({ type: 'FORGOT_PASSWORD' })} />
            )}
            {view === 'codeLogin' && <CodeLoginForm hideLabels={hideLabels} />}
            {view === 'signUp' && <SignUpForm hideLabels={hideLabels} />}
            {view !== 'signUp' && <FacebookLoginLink onFollow={() => popup.send({ type: 'CLOSE' })} />}
          </div>
        ) : null}
      </div>
    </div>
  );
}
