// The right of the desktop header: the language and theme (their pages, as on the Account page),
// then the player's balance with Deposit, or Log in and Sign up for a guest (the login popup).
import { Link } from 'wouter';
import { LOCALE_NAMES } from '../../domain/locales';
import { paths } from '../../domain/routes';
import { usePlayer, usePreferences, useSessionChild } from '../app-actors';
import { useBalanceText } from '../components/use-balance-text';
import { useT } from '../use-t';
import * as styles from './desktop-layout.css';

export function DesktopPreferences() {
  const t = useT();
  const localeCode = usePreferences((s) => s.context.localeCode);
  const theme = usePreferences((s) => s.context.theme);
  return (
    <>
      <Link href={paths.language} className={styles.toolLink} aria-label={`${t('account.language')}: ${LOCALE_NAMES[localeCode]}`}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span aria-hidden="true">{LOCALE_NAMES[localeCode]}</span>
      </Link>
      <Link href={paths.themeCentre} className={styles.toolLink} aria-label={`${t('account.theme')}: ${t(`theme.${theme}`)}`}>
        <span className={styles.themeDot} aria-hidden="true" />
        <span aria-hidden="true">{t(`theme.${theme}`)}</span>
      </Link>
    </>
  );
}

export function DesktopAccountActions() {
  const t = useT();
  const signedIn = usePlayer((s) => s.context.token !== null);
  const name = usePlayer((s) => s.context.userInfo?.nickname || s.context.userInfo?.username || '');
  const balance = useBalanceText();
  const guestGuard = useSessionChild('guestGuard');
  if (!signedIn) {
    return (
      <div className={styles.account}>
        <button type="button" className={styles.loginButton} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP', tab: 'accountLogin' })}>
          {t('desktop.logIn')}
        </button>
        <button type="button" className={styles.signUpButton} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP', tab: 'signUp' })}>
          {t('desktop.signUp')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <Link href={paths.myWallet} className={styles.balance}>
        <span className={styles.balanceLabel}>{name || t('account.balance')}</span>
        <span className={styles.balanceValue} data-testid="desktop-balance" aria-label={`${t('account.balance')} ${balance}`}>
          {balance}
        </span>
      </Link>
      <Link href={paths.recharge} className={styles.signUpButton}>{t('desktop.deposit')}</Link>
    </div>
  );
}
