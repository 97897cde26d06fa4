// What deposits need of the wallet's ledger: one transfer, house cash-in to the player's wallet,
// posted on the caller's transaction so the order's state and the money move together. The
// wallet module's LedgerService is handed in (services.ts); its reference makes a repeat a no-op.
import type { LedgerService } from '../wallet/wallet.module';

export type DepositLedger = Pick<LedgerService, 'transfer'>;

/** The one reference of an order's credit (the ledger contract): a retry posts nothing new. */
export function depositReference(orderNo: string): string {
  return `deposit:${orderNo}`;
}
