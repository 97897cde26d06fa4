// The signed-in player's balance and Deposit at the end of a phone tab page's bar, as the desktop
// header shows them. The figures are the session's wallet summary, which every money event
// refreshes; inside the desktop layout the header already carries them, so nothing shows there.
import { Link } from 'wouter';
import { firstScreenPaths as paths } from '../../domain/first-screen-paths';
import { usePlayer } from '../app-actors';
import { useDesktopActor } from '../desktop/desktop-actor';
import { useHydrating } from '../first-screen';
import { useT } from '../use-t';
import * as styles from './phone-wallet.css';
import { useBalanceText } from './use-balance-text';

/** Whether a phone tab page's bar carries the wallet: a signed-in player outside the desktop layout. */
export function usePhoneWalletShown(): boolean {
  const signedIn = usePlayer((s) => s.context.token !== null);
  // The server renders signed out (it cannot read the token): the wallet joins right after hydration.
  const hydrating = useHydrating();
  return useDesktopActor() === null && signedIn && !hydrating;
}

export function PhoneWallet() {
  const t = useT();
  const figure = useBalanceText();
  return (
    <div className={styles.root}>
      <Link href={paths.myWallet} className={styles.balance} aria-label={`${t('account.balance')} ${figure}`}>
        <span aria-hidden="true">{figure}</span>
      </Link>
      <Link href={paths.recharge} className={styles.deposit}>{t('desktop.deposit')}</Link>
    </div>
  );
}
