// The player's wallet balance as the headers show it (the desktop header, a phone tab page's bar):
// the session's wallet summary in the site's currency, a dash until it is known.
import { formatMoney } from '../../domain/money-format';
import { useSiteInfo, useWallet } from '../app-actors';

export function useBalanceText(): string {
  const balance = useWallet((s) => s.context.balanceObj?.balance);
  const currencySymbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  return balance === undefined ? '—' : formatMoney(balance, currencySymbol);
}
