// A record's state changes that follow from its rounds and its money (SPEC.md §4): ongoing ->
// settlable once every condition is met, closing -> settled / closed / unlocked once its money is
// back from the makers. Two callers share them: the player's record calls (PromotionRecordService,
// built after play, with play in its constructor) and the money source's notifications
// (PromotionMoney, built before play, told by play with each notification what makers hold). So
// nothing here keeps play: each method takes the part of play it needs, split by what it needs —
// the settlable check only what makers hold (MoneyHeld), a close also bringing the money back
// (MoneyAtMakers).
import type { AppDatabase, AppTransaction } from '../../db/client';
import { FALLBACK_LOCALE } from '../../../src/domain/locales';
import { FINAL_RECORD_STATES, type PromotionRecordState } from '../../../src/domain/promotion';
import type { Clock } from '../../clock';
import type { MoneyAtMakers, MoneyHeld } from '../play/play.module';
import type { PromotionRepository, RecordRow } from './promotion.repository';
import type { ClosingAction } from './promotion.tables';
import { textOf, type PromotionLedger } from './promotion.service';

/** The games module's RoundService, as far as the records use it: the rounds of a record's money. */
export interface RecordRounds {
  promotionTotals(recordIds: readonly number[]): Promise<Map<number, { bet: bigint; win: bigint }>>;
  promotionRounds(recordId: number): Promise<{ gameId: number; bet: bigint; win: bigint; finishedAt: Date }[]>;
}

export interface RecordProgress {
  bet: bigint;
  netwin: bigint;
  balance: bigint;
  askBet: bigint;
}

export const isFinal = (state: PromotionRecordState) => FINAL_RECORD_STATES.includes(state);
const FINAL_OF: Record<ClosingAction, 'settled' | 'closed' | 'unlocked'> = { settle: 'settled', close: 'closed', unlock: 'unlocked' };

export interface RecordSettlingDeps {
  db: AppDatabase;
  repository: PromotionRepository;
  ledger: PromotionLedger;
  rounds: Pick<RecordRounds, 'promotionTotals'>;
  now: Clock;
}

export class RecordSettling {
  constructor(private readonly deps: RecordSettlingDeps) {}

  /** Turnover from the rounds of its money; balance the promotion account plus what makers hold of it. */
  async progress(record: RecordRow, held: MoneyHeld, totals?: { bet: bigint; win: bigint }): Promise<RecordProgress> {
    const found = totals ?? (await this.deps.rounds.promotionTotals([record.id])).get(record.id) ?? { bet: 0n, win: 0n };
    let balance = 0n;
    if (!isFinal(record.state)) {
      const [balances, atMakers] = await Promise.all([this.deps.ledger.balances(record.playerId), held.heldFor(record.playerId, record.id)]);
      balance = balances.promotion + atMakers;
    }
    return { bet: found.bet, netwin: found.win - found.bet, balance, askBet: (record.amount + record.bonus) * BigInt(record.turnoverMultiple) };
  }

  /** ongoing -> settlable once every condition is met; the row as it now is. */
  async settleIfMet(record: RecordRow, held: MoneyHeld, totals?: { bet: bigint; win: bigint }): Promise<RecordRow> {
    if (record.state !== 'ongoing') return record;
    if (!this.met(record, await this.progress(record, held, totals))) return record;
    return (await this.deps.repository.markSettlable(record.id)) ?? (await this.deps.repository.recordById(record.id)) ?? record;
  }

  /** ongoing -> settlable once every condition is met; closing -> final once its money is back; the row as it now is. */
  async refresh(record: RecordRow, makers: MoneyAtMakers, totals?: { bet: bigint; win: bigint }): Promise<RecordRow> {
    if (record.state === 'closing') {
      // Its transfers were completed elsewhere (the recovery pass, an exit): nothing left to wait for.
      if ((await makers.heldFor(record.playerId, record.id)) > 0n) return record;
      await this.finishClosing(record.playerId, record.id, makers);
      return (await this.deps.repository.recordById(record.id)) ?? record;
    }
    return this.settleIfMet(record, makers, totals);
  }

  /** A record left closing: brings its money back and finishes it; false while a maker does not answer. */
  async finishClosing(playerId: number, id: number, makers: MoneyAtMakers): Promise<boolean> {
    if (!(await makers.pullBackRecord(playerId, id))) return false;
    await this.deps.db.transaction(async (tx) => {
      const record = await this.deps.repository.lockRecord(id, tx);
      if (!record || record.state !== 'closing' || record.closingAction === null) return;
      await this.finish(record, record.closingAction, tx);
    });
    return true;
  }

  /** Records left closing by a maker that did not answer (the background pass). */
  async recoverClosing(makers: MoneyAtMakers, limit = 50): Promise<number> {
    let finished = 0;
    for (const record of await this.deps.repository.closingRecords(limit)) {
      try {
        if (await this.finishClosing(record.playerId, record.id, makers)) finished += 1;
      } catch {
        // Left closing for the next pass.
      }
    }
    return finished;
  }

  /** In the locked record's transaction: the whole promotion balance to the wallet (settle) or back to the house, and the final state. */
  async finish(record: RecordRow, action: ClosingAction, tx: AppTransaction): Promise<void> {
    const balance = (await this.deps.ledger.balances(record.playerId, tx)).promotion;
    const row = await this.deps.repository.byId(record.promotionId, tx);
    const memo = row ? textOf(row, FALLBACK_LOCALE).title : '';
    if (balance > 0n) {
      const from = { playerId: record.playerId, purpose: 'promotion' as const };
      await this.deps.ledger.transfer(
        action === 'settle'
          ? { kind: 'promotionSettlement', from, to: { playerId: record.playerId, purpose: 'wallet' }, amount: balance, reference: `promotion-settle:${record.id}`, memo, actor: 'player' }
          : { kind: 'promotionVoid', from, to: { house: 'promotions' }, amount: balance, reference: `promotion-void:${record.id}`, memo, actor: 'player' },
        tx,
      );
    }
    await this.deps.repository.markFinal(record.id, FINAL_OF[action], this.deps.now(), tx);
  }

  private met(record: RecordRow, progress: RecordProgress): boolean {
    return progress.bet >= progress.askBet && (record.askNetwin === 0n || progress.netwin >= record.askNetwin) && (record.askBalance === 0n || progress.balance >= record.askBalance);
  }
}
