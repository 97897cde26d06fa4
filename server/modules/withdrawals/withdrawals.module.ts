// The withdrawals module's entry: withdrawal requests (table withdrawal_request), the player's
// calls (GET /pay/getWithdrawAmountList, /pay/getWithdrawRequest, POST /pay/withdraw) and the
// operator's review (`withdraw list|approve|reject`). It moves money only through the ledger
// (the wallet module's LedgerService) and reads cards through the accounts module's bankCards,
// both handed to it by name, so it imports no other module.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { withdrawalCommands } from './withdrawal.commands';
import { WithdrawalRepository } from './withdrawal.repository';
import withdrawalRoutes, { type WithdrawalRouteServices } from './withdrawal.routes';
import { WithdrawalService, type WithdrawalCards, type WithdrawalLedger, type WithdrawalSettings } from './withdrawal.service';

export interface WithdrawalsModuleDeps {
  db: AppDatabase;
  ledger: WithdrawalLedger;
  cards: WithdrawalCards;
  site: WithdrawalSettings;
  now: Clock;
}

export function createWithdrawalServices({ db, ledger, cards, site, now }: WithdrawalsModuleDeps) {
  return { withdrawals: new WithdrawalService({ db, requests: new WithdrawalRepository(db), ledger, cards, site, now }) };
}

export const withdrawalsModule: ServerModule<WithdrawalRouteServices> = {
  name: 'withdrawals',
  userApi: withdrawalRoutes,
  commands: forService('withdrawals', withdrawalCommands),
};
