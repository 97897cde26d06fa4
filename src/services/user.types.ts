// The player's own records as the web app keeps them (SPEC.md §3): user info, the balance
// object and the wallet parameters. Storage keeps user info too, and the API modules depend on
// storage, so the types live in their own file to keep imports acyclic.
import type { LocaleCode } from '../domain/locales';

export type Gender = 'male' | 'female' | 'unknown' | 'custom';

/** User info: field `user` of GET /getInfo, stored locally under `userInfo`. */
export interface UserInfo {
  id?: number | string;
  username?: string;
  phone?: string;
  nickname?: string;
  realname?: string;
  gender?: Gender;
  /** Set once, never changed afterwards (SPEC.md §5). */
  birthday?: string | null;
  email?: string;
  facebook?: string;
  avatar?: string;
  /** Member level. */
  level?: number;
  /** The login before this one, ISO (issue 12: shown after login); null at the first. */
  lastLoginTime?: string | null;
  // What the web app adds to the stored copy (SPEC.md §3).
  token?: string;
  localeCode?: LocaleCode;
  loginSuccessNotification?: boolean;
  /** Fields the server adds that the web app does not read yet are kept, not dropped. */
  [field: string]: unknown;
}

/** The balance object of GET /user/getBalanceInfo; amounts in major units. */
export interface BalanceInfo {
  balance: number;
  promotionBalance?: number;
  [field: string]: unknown;
}

/** Server flags that gate wallet features (SPEC.md §3, §6), normalised to booleans. */
export interface WalletParams {
  /** Withdrawal shown. */
  openStatus: boolean;
  manualDepositOpenStatus: boolean;
  autoDepositFunctionStatus: boolean;
  /** True when the server leaves it out. */
  depositAmountListStatus: boolean;
  /** True when the server leaves it out. */
  withdrawAmountListStatus: boolean;
}

/** One record of the user level list (stored as JSON); its fields are not shown in SPEC.md. */
export type UserLevel = Record<string, unknown>;
