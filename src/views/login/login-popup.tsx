// The login popup (SPEC.md §2): opened by the guest guard on desktop and by the log-in buttons.
// The mask does not close it; the close button does. The login screens arrive with the accounts
// release; until then each tab says so.
import clsx from 'clsx';
import { LOGIN_POPUP_TABS } from '../../domain/login-popup';
import { useAppActors, useSession } from '../app-actors';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './login-popup.css';

export default function LoginPopup() {
  const t = useT();
  const { session } = useAppActors();
  const activeTab = useSession((s) => s.context.loginPopupActiveTab);
  if (!activeTab) return null;
  return (
    <div className={styles.mask}>
      <div role="dialog" aria-modal="true" aria-labelledby="login-popup-title" className={styles.popup}>
        <h2 id="login-popup-title" className={styles.title}>{t('loginPopup.title')}</h2>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => session.send({ type: 'CLOSE_LOGIN_POPUP' })}>×</button>
        <div className={frame.tabs} role="tablist">
          {LOGIN_POPUP_TABS.map((tab) => (
            <button key={tab} type="button" role="tab" aria-selected={tab === activeTab}
              className={clsx(frame.tabButton, tab === activeTab && frame.tabButtonActive)}
              onClick={() => session.send({ type: 'OPEN_LOGIN_POPUP', tab })}>
              {t(`loginPopup.${tab}`)}
            </button>
          ))}
        </div>
        <p role="tabpanel" className={frame.muted}>{t('loginPopup.pending')}</p>
      </div>
    </div>
  );
}
