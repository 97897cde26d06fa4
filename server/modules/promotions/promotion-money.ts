// A promotion record's money as play's MoneySource (server/modules/play/money-source.ts), built
// before play and handed to it: a launch of a game the player's active record counts, while the
// promotion runs and its balance is not spent, plays the record's whole promotion balance under
// its max bet; every other launch plays the money this source was built over (the wallet's).
// Rounds recorded with a record's money may meet its conditions (ongoing -> settlable); a recovery
// pass's end finishes the records left closing while a maker did not answer.
import type { Clock } from '../../clock';
import type { AppTransaction } from '../../db/client';
import type { LaunchMoney, MoneyAsk, MoneyAtMakers, MoneyHeld, MoneySource } from '../play/play.module';
import type { PromotionRepository, RecordRow } from './promotion.repository';
import { textOf, type PromotionLedger, type PromotionService } from './promotion.service';
import type { RecordSettling } from './record-settling';

export interface PromotionMoneyDeps {
  repository: PromotionRepository;
  promotions: Pick<PromotionService, 'byId'>;
  ledger: Pick<PromotionLedger, 'balances'>;
  settling: RecordSettling;
  now: Clock;
  /** The money every launch that is not a record's plays (the wallet's). */
  otherwise: MoneySource;
}

/** A record whose money may still stake rounds: ongoing or settlable (not closing). */
const stillPlays = (record: RecordRow) => record.state === 'ongoing' || record.state === 'settlable';

/**
 * Whether a launch of `gameId` plays this record's money: the record still plays, counts the game
 * (a game promotion its own games, an activity every game), and its promotion has not ended (after
 * the end its money can only be settled or closed). The launch decides with it under the row lock;
 * the game page's amount step asks it unlocked, to say beforehand which money a launch would play.
 */
export function playsRecordMoney(record: RecordRow, promotion: { endsAt: Date } | undefined, gameId: number, now: Date): boolean {
  if (!stillPlays(record) || !promotion || now.getTime() >= promotion.endsAt.getTime()) return false;
  return record.gameIds.length === 0 || record.gameIds.includes(gameId);
}

export class PromotionMoney implements MoneySource {
  constructor(private readonly deps: PromotionMoneyDeps) {}

  async launchMoney(ask: MoneyAsk, tx: AppTransaction): Promise<LaunchMoney> {
    const funding = await this.fundingFor(ask.playerId, ask.gameId, tx);
    if (funding) {
      // A record's game plays the record's whole balance; one whose balance is spent leaves the
      // player to play wallet money until it is closed.
      const { promotion } = await this.deps.ledger.balances(ask.playerId, tx);
      if (promotion > 0n) return { promotionRecordId: funding.recordId, amount: promotion, maxBet: funding.maxBet };
    }
    return this.deps.otherwise.launchMoney(ask, tx);
  }

  async describe(promotionRecordId: number, locale: string): Promise<{ title: string; maxBet: bigint | null } | null> {
    const record = await this.deps.repository.recordById(promotionRecordId);
    const row = record && (await this.deps.promotions.byId(record.promotionId));
    if (!record || !row) return this.deps.otherwise.describe(promotionRecordId, locale);
    return { title: textOf(row, locale).title, maxBet: record.maxBet };
  }

  async roundsRecorded(promotionRecordIds: readonly number[], held: MoneyHeld): Promise<void> {
    for (const id of promotionRecordIds) {
      const record = await this.deps.repository.recordById(id);
      if (record?.state === 'ongoing') await this.deps.settling.settleIfMet(record, held);
    }
    await this.deps.otherwise.roundsRecorded(promotionRecordIds, held);
  }

  async recovered(makers: MoneyAtMakers): Promise<void> {
    await this.deps.settling.recoverClosing(makers);
    await this.deps.otherwise.recovered(makers);
  }

  /**
   * In the launch's transaction: the player's active record that counts this game and may still be
   * played, its row locked so a close or settle of it waits for the launch to commit; else null.
   */
  private async fundingFor(playerId: number, gameId: number, tx: AppTransaction): Promise<{ recordId: number; maxBet: bigint | null } | null> {
    const record = await this.deps.repository.lockActiveOf(playerId, tx);
    if (!record || !stillPlays(record)) return null;
    // Read in the transaction, not from the cache: a cache load on another connection would wait
    // for this transaction on PGlite's one connection.
    const row = await this.deps.repository.byId(record.promotionId, tx);
    if (!playsRecordMoney(record, row, gameId, this.deps.now())) return null;
    return { recordId: record.id, maxBet: record.maxBet };
  }
}
