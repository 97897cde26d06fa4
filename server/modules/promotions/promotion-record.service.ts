// A player's promotion records (SPEC.md §3 turnover info, §4 record states and actions, §7
// gamePromotion record calls). Turnover comes from the rounds recorded with the record's money
// (game_round.promotion_record_id); the balance is the promotion wallet plus what a maker holds
// of it. Settle, close and unlock each run under the caller's Idempotency-Key and change the
// record exactly once: the record row is locked, its state checked and changed in the same
// transaction as the ledger transfer. When the record's money is still at a maker, the action
// marks it 'closing' first, brings the money back through play, then finishes. Built after play,
// which it is handed; the state changes it shares with the money source are record-settling.ts's.
import { toMajorUnits } from '../../../src/domain/money';
import type { GameItem, GameMaker } from '../../../src/domain/game.schema';
import type { PromotionRecordState } from '../../../src/domain/promotion';
import type { CanSettleRecord, PromotionActionReply, PromotionBillRow, PromotionRecord, TurnoverInfo } from '../../../src/domain/promotion.schema';
import type { PromotionPlay } from '../../../src/domain/promotion.schema';
import type { Page } from '../../../src/domain/trade';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { refused } from '../../errors';
import type { Idempotency } from '../../shared/idempotency';
import type { MoneyAtMakers } from '../play/play.module';
import { playsRecordMoney } from './promotion-money';
import type { PromotionRepository, RecordRow } from './promotion.repository';
import type { ClosingAction } from './promotion.tables';
import { isOpen, textOf, type PromotionLedger, type PromotionService } from './promotion.service';
import { isFinal, type RecordRounds, type RecordSettling } from './record-settling';

/** What the record needs of play: where its money is, and bringing it back (MoneyAtMakers), and what it played. */
export interface RecordPlay extends MoneyAtMakers {
  /** Records the rounds of the maker holding the record's money (its turnover and balance as the maker has them). */
  syncRecord(playerId: number, recordId: number): Promise<void>;
  sessionsOfRecord(recordId: number): Promise<{ id: number; gameId: number; openedAt: Date; closedAt: Date | null }[]>;
}

/** What the record needs of the games module: the catalogue and the rounds of its money. */
export interface RecordGames {
  snapshot(): Promise<{ games: (GameItem & { enabled: boolean })[]; byId: Map<number, GameItem & { enabled: boolean }> }>;
  makers(): Promise<GameMaker[]>;
  toGameItem(entry: GameItem & { enabled: boolean }): GameItem;
}

export interface PromotionRecordServiceDeps {
  db: AppDatabase;
  repository: PromotionRepository;
  promotions: PromotionService;
  ledger: PromotionLedger;
  idempotency: Idempotency;
  rounds: RecordRounds;
  games: RecordGames;
  now: Clock;
  /** The play module's PlayService. */
  play: RecordPlay;
  settling: RecordSettling;
}

const major = (minor: bigint) => toMajorUnits(minor);
/** The ledger transfers of a record, each under the reference promotion-<what>:<record id>. */
const RECORD_TRANSFERS = ['join', 'bonus', 'settle', 'void'] as const;

export class PromotionRecordService {
  constructor(private readonly deps: PromotionRecordServiceDeps) {}

  // --- what the game's amount step asks ---

  /**
   * What the money source (PromotionMoney.launchMoney) would decide for a launch of this game now,
   * without locking, for the game's amount step: the record, its title, its whole balance (with
   * what a maker still holds of it, which a launch brings back first) and its max bet. Null when a
   * launch would play wallet money.
   */
  async promotionPlayFor(playerId: number, gameId: number, locale: string): Promise<PromotionPlay | null> {
    const record = await this.deps.repository.activeOf(playerId);
    const row = record && (await this.deps.promotions.byId(record.promotionId));
    if (!record || !row || !playsRecordMoney(record, row, gameId, this.deps.now())) return null;
    const [balances, held] = await Promise.all([this.deps.ledger.balances(playerId), this.deps.play.heldFor(playerId, record.id)]);
    const balance = balances.promotion + held;
    if (balance <= 0n) return null;
    return { recordId: record.id, title: textOf(row, locale).title, balance: major(balance), maxBet: record.maxBet === null ? null : major(record.maxBet) };
  }

  // --- reads ---

  /** GET /gamePromotion/record/list. */
  async list(playerId: number, query: { page: number; limit: number; state?: PromotionRecordState }, locale: string): Promise<Page<PromotionRecord>> {
    const { rows, total } = await this.deps.repository.pageOf(playerId, query.state, (query.page - 1) * query.limit, query.limit);
    const totals = await this.deps.rounds.promotionTotals(rows.map((row) => row.id));
    const out: PromotionRecord[] = [];
    for (const row of rows) out.push(await this.toWire(await this.refresh(row, totals.get(row.id)), locale, totals.get(row.id)));
    return { rows: out, total };
  }

  /** GET /gamePromotion/record/info/{id}: the player's own; anyone else's is not found. */
  async info(playerId: number, id: number, locale: string): Promise<PromotionRecord> {
    const row = await this.ownRecord(playerId, id);
    const totals = (await this.deps.rounds.promotionTotals([row.id])).get(row.id);
    return this.toWire(await this.refresh(row, totals), locale, totals);
  }

  /** GET /gamePromotion/record/getCanSettlePromotionRecord. */
  async canSettle(playerId: number): Promise<CanSettleRecord | null> {
    const active = await this.deps.repository.activeOf(playerId);
    if (!active) return null;
    const row = await this.refresh(active);
    return row.state === 'settlable' ? { id: row.id, buttonStatus: 1 } : null;
  }

  /** GET /gamePromotion/bill/list/{id}: what moved the record's balance, oldest first. */
  async bills(playerId: number, id: number): Promise<PromotionBillRow[]> {
    const record = await this.ownRecord(playerId, id);
    const play = this.deps.play;
    const [transfers, sessions, rounds, catalogue] = await Promise.all([
      this.deps.ledger.movementsOf(
        RECORD_TRANSFERS.map((what) => `promotion-${what}:${record.id}`),
        'promotion',
      ),
      play.sessionsOfRecord(record.id),
      this.deps.rounds.promotionRounds(record.id),
      this.deps.games.snapshot(),
    ]);
    const rows: PromotionBillRow[] = [];
    const kindOf = (reference: string) => reference.slice('promotion-'.length, reference.indexOf(':')) as 'join' | 'bonus' | 'settle' | 'void';
    const typeOf = { join: 'participate', bonus: 'bonus', settle: 'settle', void: 'void' } as const;
    const ledgerRows = transfers.map((transfer) => ({ id: transfer.reference, type: typeOf[kindOf(transfer.reference)], amount: major(transfer.amount), gameName: '', createdAt: transfer.createdAt.getTime() }));
    // A round belongs to the latest session of the record opened before it finished.
    const nets = new Map<number, bigint>();
    for (const round of rounds) {
      const session = [...sessions].reverse().find((candidate) => candidate.openedAt.getTime() <= round.finishedAt.getTime()) ?? sessions[0];
      if (session) nets.set(session.id, (nets.get(session.id) ?? 0n) + round.win - round.bet);
    }
    const gameRows = sessions
      .filter((session) => nets.has(session.id))
      .map((session) => ({
        id: `game:${session.id}`,
        type: 'game' as const,
        amount: major(nets.get(session.id) ?? 0n),
        gameName: catalogue.byId.get(session.gameId)?.name ?? '',
        createdAt: (session.closedAt ?? session.openedAt).getTime(),
      }));
    const finals = ledgerRows.filter((row) => row.type === 'settle' || row.type === 'void');
    rows.push(...ledgerRows.filter((row) => row.type === 'participate' || row.type === 'bonus'), ...gameRows, ...finals);
    return rows;
  }

  /** GET /gamePromotion/game/list/{id}: the games a promotion counts (every enabled game for an activity). */
  async games(promotionId: number): Promise<GameItem[]> {
    const row = await this.deps.promotions.byId(promotionId);
    if (!row) throw refused('server.promotions.notFound');
    const { games } = await this.deps.games.snapshot();
    const counted = games.filter((entry) => entry.enabled && (row.kind === 'activity' || row.gameIds.includes(entry.id)));
    return counted.map((entry) => this.deps.games.toGameItem(entry));
  }

  /** GET /gamePromotion/game/makerType/{id}: the makers of those games. */
  async makers(promotionId: number): Promise<GameMaker[]> {
    const codes = new Set((await this.games(promotionId)).map((entry) => entry.makerCode));
    return (await this.deps.games.makers()).filter((maker) => codes.has(maker.code));
  }

  // --- actions ---

  /** POST /gamePromotion/record/settle|close|unlock/{id}. */
  async act(caller: { playerId: number; key: string }, id: number, action: ClosingAction): Promise<PromotionActionReply> {
    const { playerId } = caller;
    const play = this.deps.play;
    const own = await this.ownRecord(playerId, id);
    await play.syncRecord(playerId, id);
    const totals = (await this.deps.rounds.promotionTotals([own.id])).get(own.id);
    await this.refresh(own, totals);
    const plan = await this.deps.idempotency.run({ playerId, key: caller.key, route: `POST /gamePromotion/record/${action}`, params: { id } }, async (tx) => {
      const record = await this.deps.repository.lockRecord(id, tx);
      if (!record || record.playerId !== playerId) throw refused('server.promotions.recordNotFound');
      if (isFinal(record.state)) throw refused('server.promotions.recordEnded');
      // Another action is bringing the money back: this one helps it finish.
      if (record.state === 'closing') return { closing: true };
      if (action === 'settle' && record.state !== 'settlable') throw refused('server.promotions.notSettlable');
      const held = await play.heldFor(playerId, id, tx);
      if (action === 'unlock') {
        const balance = (await this.deps.ledger.balances(playerId, tx)).promotion + held;
        if (balance >= record.releaseConditionsAmount) throw refused('server.promotions.unlockRefused');
      }
      if (held > 0n) {
        await this.deps.repository.markClosing(id, action, tx);
        return { closing: true };
      }
      await this.deps.settling.finish(record, action, tx);
      return { closing: false };
    });
    if (plan.closing) await this.deps.settling.finishClosing(playerId, id, play);
    const [after, balances] = await Promise.all([this.deps.repository.recordById(id), this.deps.ledger.balances(playerId)]);
    return { state: after?.state ?? own.state, wallet: major(balances.wallet), promotionBalance: major(balances.promotion) };
  }

  /** ongoing -> settlable once every condition is met; closing -> final once its money is back; the row as it now is. */
  private refresh(record: RecordRow, totals?: { bet: bigint; win: bigint }): Promise<RecordRow> {
    return this.deps.settling.refresh(record, this.deps.play, totals);
  }

  private async toWire(record: RecordRow, locale: string, totals?: { bet: bigint; win: bigint }): Promise<PromotionRecord> {
    const row = await this.deps.promotions.byId(record.promotionId);
    const progress = await this.deps.settling.progress(record, this.deps.play, totals);
    const turnover: TurnoverInfo = {
      bonusAmount: major(record.bonus),
      askBetAmount: major(progress.askBet),
      currentBetAmount: major(progress.bet),
      askNetwinAmount: major(record.askNetwin),
      currentNetwinAmount: major(progress.netwin),
      askBalance: major(record.askBalance),
      currentBalance: major(progress.balance),
      releaseConditionsAmount: major(record.releaseConditionsAmount),
    };
    const live = record.state === 'ongoing' || record.state === 'settlable';
    return {
      id: record.id,
      promotionId: record.promotionId,
      kind: row?.kind ?? 'activity',
      title: row ? textOf(row, locale).title : '',
      state: record.state,
      amount: major(record.amount),
      joinedAt: record.joinedAt.getTime(),
      endsAt: row?.endsAt.getTime() ?? record.joinedAt.getTime(),
      endedAt: record.endedAt?.getTime() ?? null,
      maxBet: record.maxBet === null ? null : major(record.maxBet),
      turnover,
      canSettle: record.state === 'settlable',
      canClose: live,
      canUnlock: live && progress.balance < record.releaseConditionsAmount,
    };
  }

  private async ownRecord(playerId: number, id: number): Promise<RecordRow> {
    const row = await this.deps.repository.recordById(id);
    if (!row || row.playerId !== playerId) throw refused('server.promotions.recordNotFound');
    return row;
  }
}

export { isOpen };
