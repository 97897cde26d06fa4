// The calls the app session makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { LocaleCode } from '../domain/locales';
import { loadLocale } from '../services/i18n';
import { getWebsiteInfo } from '../services/site.api';
import { getBalanceInfo, getInfo, getWalletParams, logout } from '../services/user.api';
import type { BalanceInfo, UserInfo, WalletParams } from '../services/user.types';

export interface PlayerData {
  userInfo: UserInfo;
  walletParams: WalletParams;
  balanceObj: BalanceInfo;
}

export const appSessionActors = {
  loadSiteInfo: fromPromise(() => getWebsiteInfo()),
  loadLocale: fromPromise<void, { localeCode: LocaleCode }>(({ input }) => loadLocale(input.localeCode)),
  /** Wallet parameters, user info and balance, together (SPEC.md §4 success sequence). */
  loadPlayer: fromPromise<PlayerData>(async () => {
    const [walletParams, userInfo, balanceObj] = await Promise.all([getWalletParams(), getInfo(), getBalanceInfo()]);
    return { walletParams, userInfo, balanceObj };
  }),
  logout: fromPromise<void>(() => logout()),
};
