// Wallet feature flags (SPEC.md §3 "Wallet parameters", §6): stored as site settings so an
// operator switches them with `npm run ops -- site set openStatus false`, but served by
// GET /pay/getWalletParams, not with site info (the SiteInfo shape is shared with the web app).
import type { SiteFieldKind } from '../../../src/domain/site-info';

export const WALLET_SETTING_KINDS = {
  /** Withdrawal shown. */
  openStatus: 'boolean',
  manualDepositOpenStatus: 'boolean',
  autoDepositFunctionStatus: 'boolean',
  depositAmountListStatus: 'boolean',
  withdrawAmountListStatus: 'boolean',
} as const satisfies Record<string, SiteFieldKind>;

export type WalletSettingKey = keyof typeof WALLET_SETTING_KINDS;
export type WalletSettings = Record<WalletSettingKey, boolean>;

export const WALLET_SETTING_KEYS = Object.keys(WALLET_SETTING_KINDS) as WalletSettingKey[];

/** Every wallet feature is on until an operator turns it off. */
export const WALLET_DEFAULTS: WalletSettings = {
  openStatus: true,
  manualDepositOpenStatus: true,
  autoDepositFunctionStatus: true,
  depositAmountListStatus: true,
  withdrawAmountListStatus: true,
};

/**
 * Withdrawal limits and quick amounts (issue 8 "Withdrawals"), beside the flags so an operator
 * sets them the same way (`npm run ops -- site set withdrawMinAmount 100`). Major units, as typed;
 * the list is comma-separated amounts.
 */
export const WITHDRAW_SETTING_KINDS = {
  withdrawMinAmount: 'number',
  withdrawMaxAmount: 'number',
  withdrawAmountList: 'string',
} as const satisfies Record<string, SiteFieldKind>;

export type WithdrawSettingKey = keyof typeof WITHDRAW_SETTING_KINDS;
export const WITHDRAW_SETTING_KEYS = Object.keys(WITHDRAW_SETTING_KINDS) as WithdrawSettingKey[];

export const WITHDRAW_DEFAULTS: { withdrawMinAmount: number; withdrawMaxAmount: number; withdrawAmountList: string } = {
  withdrawMinAmount: 100,
  withdrawMaxAmount: 50_000,
  withdrawAmountList: '100,200,500,1000,2000,5000',
};
