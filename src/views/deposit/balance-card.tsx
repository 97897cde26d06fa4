// The wallet balance over the deposit screens, so the player sees it rise once a deposit lands.
import { useEffect } from 'react';
import { usePlayer, useSessionChild, useSiteInfo, useWallet } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './deposit.css';
import { formatMoney } from '../../domain/money-format';

export function BalanceCard() {
  const t = useT();
  const balance = useWallet((s) => s.context.balanceObj?.balance ?? null);
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const wallet = useSessionChild('wallet');
  const signedIn = usePlayer((s) => s.context.token !== null);
  // Fresh figures on every deposit screen: an operator may have credited a deposit meanwhile.
  useEffect(() => {
    if (signedIn) wallet.send({ type: 'REFRESH' });
  }, [wallet, signedIn]);
  return (
    <section className={styles.balanceCard} aria-label={t('deposit.balance')}>
      <p className={styles.balanceLabel}>{t('deposit.balance')}</p>
      <p className={styles.balanceValue} data-testid="wallet-balance">{balance === null ? '—' : formatMoney(balance, symbol)}</p>
    </section>
  );
}
