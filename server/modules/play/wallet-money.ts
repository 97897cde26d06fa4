// The player's wallet as a MoneySource (money-source.ts): a launch plays what the player asked for,
// or all of the wallet, and no more than the wallet holds. Nothing waits on wallet money after its
// rounds or a recovery pass, so those notifications do nothing.
import type { AppTransaction } from '../../db/client';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { LedgerService } from '../wallet/wallet.module';
import type { LaunchMoney, MoneyAsk, MoneySource } from './money-source';

export class WalletMoney implements MoneySource {
  constructor(private readonly ledger: Pick<LedgerService, 'balances'>) {}

  async launchMoney({ playerId, requested }: MoneyAsk, tx: AppTransaction): Promise<LaunchMoney> {
    const { wallet } = await this.ledger.balances(playerId, tx);
    const amount = requested ?? wallet;
    if (amount <= 0n || amount > wallet) throw new InsufficientFunds();
    return { promotionRecordId: null, amount, maxBet: null };
  }

  async describe(): Promise<null> {
    return null;
  }

  async roundsRecorded(): Promise<void> {}

  async recovered(): Promise<void> {}
}
