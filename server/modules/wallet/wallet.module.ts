// The wallet module's entry: the double-entry ledger (its tables, LedgerService, the operator's
// ledger check and wallet adjust), the balance and wallet flags the account screens read, and the
// player's bills and their analysis (bill.*: read straight from the ledger's tables, so they sit here, beside views other modules publish).
// Other modules move money only through LedgerService.transfer.
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import type { Clock } from '../../clock';
import { BillRepository } from './bill.repository';
import billRoutes from './bill.routes';
import { BillService, type BillServiceDeps } from './bill.service';
import { LedgerReads } from './ledger-reads';
import { LedgerService } from './ledger.service';
import { WalletAdminService, type PlayerFinder } from './wallet-admin.service';
import { ledgerCommands, walletCommands } from './wallet.commands';
import walletRoutes, { type WalletRouteNeeds } from './wallet.routes';

export { LedgerService } from './ledger.service';
export type { AccountRef, HouseAccount, LedgerCheckReport, ManyOutcome, PlayerBalances, PlayerPurpose, TransferInput, TransferResult } from './ledger.service';
export type { AccountMovement, LedgerReads } from './ledger-reads';

/** The ledger's deposit totals on their own, for a module built before the wallet (the levels). */
export function createDepositLedger(db: AppDatabase): Pick<LedgerReads, 'depositTotal' | 'depositTotals'> {
  return new LedgerReads(db);
}

export interface WalletModuleDeps {
  db: AppDatabase;
  /** The accounts module's player lookup, for the operator's commands. */
  players: PlayerFinder;
  /** The site's timezone, for the bills' days. */
  site: BillServiceDeps['site'];
  now: Clock;
}

export function createWalletServices({ db, players, site, now }: WalletModuleDeps) {
  const ledger = new LedgerService(db);
  return { ledger, walletAdmin: new WalletAdminService({ ledger, players }), bills: new BillService({ bills: new BillRepository(db), site, now }) };
}

type WalletServices = ReturnType<typeof createWalletServices>;

export const walletModule: ServerModule<WalletRouteNeeds & WalletServices> = {
  name: 'wallet',
  userApi: async (app, options) => {
    await app.register(walletRoutes, options);
    await app.register(billRoutes, options);
  },
  commands: [...forService('ledger', ledgerCommands), ...forService('walletAdmin', walletCommands)],
};
