// The signed-in player's balance and Deposit at the end of a phone tab page's bar, as the desktop
// header shows them. The figures are the session's wallet summary, which every money event
// refreshes. Screen (screen.tsx) decides when it shows (never inside the desktop layout, whose
// header carries them) and fetches it then: a guest's first screen never carries it.
import { Link } from 'wouter';
import { firstScreenPaths as paths } from '../../domain/first-screen-paths';
import { useT } from '../use-t';
import * as styles from './phone-wallet.css';
import { useBalanceText } from './use-balance-text';

export default function PhoneWallet() {
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
