// The wallet module's entry: the double-entry ledger (its tables, LedgerService, the operator's
// ledger check and wallet adjust) and the balance and wallet flags the account screens read.
// Other modules move money only through LedgerService.transfer.
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { LedgerService } from './ledger.service';
import { WalletAdminService, type PlayerFinder } from './wallet-admin.service';
import { ledgerCommands, walletCommands } from './wallet.commands';
import walletRoutes, { type WalletRouteNeeds } from './wallet.routes';

export { LedgerService } from './ledger.service';
export type { AccountRef, HouseAccount, LedgerCheckReport, PlayerBalances, PlayerPurpose, TransferInput, TransferResult } from './ledger.service';
export { ledgerAccount, ledgerEntry, ledgerTransfer } from './wallet.tables';

export interface WalletModuleDeps {
  db: AppDatabase;
  /** The accounts module's player lookup, for the operator's commands. */
  players: PlayerFinder;
}

export function createWalletServices({ db, players }: WalletModuleDeps) {
  const ledger = new LedgerService(db);
  return { ledger, walletAdmin: new WalletAdminService({ ledger, players }) };
}

type WalletServices = ReturnType<typeof createWalletServices>;

export const walletModule: ServerModule<WalletRouteNeeds & WalletServices> = {
  name: 'wallet',
  userApi: walletRoutes,
  commands: [...forService('ledger', ledgerCommands), ...forService('walletAdmin', walletCommands)],
};
