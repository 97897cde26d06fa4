// What deposits need of the wallet's ledger: one transfer, house cash-in to the player's wallet,
// posted on the caller's transaction so the order's state and the money move together. The
// wallet module's LedgerService is handed in (services.ts); its reference makes a repeat a no-op.
import type { AppTransaction } from '../../db/client';
import type { LedgerService } from '../wallet/wallet.module';

export type DepositLedger = Pick<LedgerService, 'transfer'>;

/** The one reference of an order's credit (the ledger contract): a retry posts nothing new. */
export function depositReference(orderNo: string): string {
  return `deposit:${orderNo}`;
}

/**
 * What else happens when a deposit completes (the bonuses module's deposit bonus and level check),
 * on the transaction that credits it, so it happens exactly once with the credit.
 */
export type DepositCredited = (credit: { playerId: number; orderNo: string; amount: bigint }, tx: AppTransaction) => Promise<void>;
export const nothingElse: DepositCredited = async () => undefined;
