// What makers hold of a promotion record's money (MoneyHeld, money-source.ts): the game wallet of
// the maker running its open session and of any maker with a pull-back of it still under way. Its
// own class, on the rows and the ledger only, so the round sync can hand it to the money source
// without needing the services built on the sync.
import type { AppDatabase, DbExecutor } from '../../db/client';
import type { MakerTransferLedger } from './maker-transfers';
import type { MoneyHeld } from './money-source';
import type { PlayRepository } from './play.repository';

export class HeldMoney implements MoneyHeld {
  constructor(private readonly deps: { db: AppDatabase; repository: PlayRepository; ledger: Pick<MakerTransferLedger, 'gameWallet'> }) {}

  async heldFor(playerId: number, recordId: number, tx: DbExecutor = this.deps.db): Promise<bigint> {
    const makers = new Set<string>();
    const open = await this.deps.repository.openSessionOf(playerId, tx);
    if (open && open.promotionRecordId === recordId) makers.add(open.makerCode);
    for (const pending of await this.deps.repository.pendingOfRecord(recordId, tx)) makers.add(pending.makerCode);
    let held = 0n;
    for (const makerCode of makers) held += await this.deps.ledger.gameWallet(playerId, makerCode, tx);
    return held;
  }
}
