// Promotions as players see and join them (SPEC.md §7 activity and gamePromotion calls, §5 the
// amount range, §8 "The event has closed or expired"): the list and detail are served from memory
// (a ReadCache on the promotions topic, so an operator's change shows on the next request), with
// the player's button and latest record added per request. Joining opens a record and moves the
// amount (wallet -> promotion) and the bonus (house promotions -> promotion) through the ledger,
// under the caller's Idempotency-Key, in one transaction with the record.
import { FALLBACK_LOCALE } from '../../../src/domain/locales';
import { toMajorUnits, toMinorUnits } from '../../../src/domain/money';
import type { JoinPromotionRequest, PrivilegeButton, PromotionKind } from '../../../src/domain/promotion';
import type { JoinPromotionReply, PromotionDetail, PromotionSummary } from '../../../src/domain/promotion.schema';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { invalid, refused } from '../../errors';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { Idempotency } from '../../shared/idempotency';
import type { LedgerService } from '../wallet/wallet.module';
import type { PromotionRepository, PromotionRow, RecordRow } from './promotion.repository';

/** The change-bus topic of the promotion list. */
export const PROMOTIONS_TOPIC = 'promotions';
/** Safety net: how long a loaded list is used without hearing of a change. */
export const PROMOTIONS_CACHE_MS = 30_000;

export type PromotionLedger = Pick<LedgerService, 'transfer' | 'balances' | 'movementsOf'>;

export interface PromotionServiceDeps {
  db: AppDatabase;
  repository: PromotionRepository;
  ledger: PromotionLedger;
  idempotency: Idempotency;
  changes: ChangeBus;
  now: Clock;
  /** How many games the catalogue has enabled (an activity's game count). */
  enabledGameCount(): Promise<number>;
}

/** Within its dates and not closed by the operator. */
export function isOpen(row: PromotionRow, at: Date): boolean {
  return row.closedAt === null && row.startsAt.getTime() <= at.getTime() && at.getTime() < row.endsAt.getTime();
}

export function textOf(row: PromotionRow, locale: string) {
  return row.texts[locale] ?? row.texts[FALLBACK_LOCALE] ?? Object.values(row.texts)[0] ?? { title: '', summary: '', description: '' };
}

/** The bonus an amount earns: bonusPercent of it, capped at bonusCap (0: no cap); a code promotion's is fixed. */
export function bonusFor(row: PromotionRow, amount: bigint): bigint {
  if (row.joinMode === 'code') return row.fixedBonus;
  const bonus = (amount * BigInt(row.bonusPercent)) / 100n;
  return row.bonusCap > 0n && bonus > row.bonusCap ? row.bonusCap : bonus;
}

function buttonFor(row: PromotionRow, record: RecordRow | undefined, open: boolean): PrivilegeButton | null {
  if (record?.state === 'ongoing' || record?.state === 'closing') return 'attended';
  if (record?.state === 'settlable') return 'claim';
  if (record?.state === 'settled' && !open) return 'claimed';
  return open ? 'confirmAttend' : null;
}

const major = (minor: bigint) => toMajorUnits(minor);

export class PromotionService {
  private readonly cache: ReadCache<readonly PromotionRow[]>;

  constructor(private readonly deps: PromotionServiceDeps) {
    this.cache = new ReadCache({ load: () => deps.repository.all(), changes: deps.changes, topic: PROMOTIONS_TOPIC, expiryMs: PROMOTIONS_CACHE_MS, now: deps.now });
  }

  /** Every promotion, from memory. */
  rows(): Promise<readonly PromotionRow[]> {
    return this.cache.get();
  }

  async byId(id: number): Promise<PromotionRow | undefined> {
    return (await this.cache.get()).find((row) => row.id === id);
  }

  /** GET /activity/list, /gamePromotion/list: open ones first, then the rest of the last ones ended. */
  async list(kind: PromotionKind, locale: string, playerId: number | null): Promise<PromotionSummary[]> {
    const at = this.deps.now();
    const rows = (await this.cache.get()).filter((row) => row.kind === kind && row.startsAt.getTime() <= at.getTime());
    const records = playerId === null ? new Map<number, RecordRow>() : await this.deps.repository.latestByPromotion(playerId);
    const summaries = rows.map((row) => this.summary(row, locale, records.get(row.id), playerId !== null, at));
    return summaries.sort((a, b) => Number(b.open) - Number(a.open) || b.startsAt - a.startsAt);
  }

  /** GET /activity/info/{id}, /gamePromotion/info/{id}. */
  async info(kind: PromotionKind, id: number, locale: string, playerId: number | null): Promise<PromotionDetail> {
    const row = await this.byId(id);
    const at = this.deps.now();
    if (!row || row.kind !== kind || row.startsAt.getTime() > at.getTime()) throw refused('server.promotions.notFound');
    const record = playerId === null ? undefined : (await this.deps.repository.latestByPromotion(playerId)).get(id);
    return {
      ...this.summary(row, locale, record, playerId !== null, at),
      description: textOf(row, locale).description,
      turnoverMultiple: row.turnoverMultiple,
      askNetwinAmount: major(row.askNetwin),
      askBalance: major(row.askBalance),
      releaseConditionsAmount: major(row.releaseConditionsAmount),
      gameCount: row.kind === 'activity' ? await this.deps.enabledGameCount() : row.gameIds.length,
    };
  }

  private summary(row: PromotionRow, locale: string, record: RecordRow | undefined, signedIn: boolean, at: Date): PromotionSummary {
    const text = textOf(row, locale);
    const open = isOpen(row, at);
    return {
      id: row.id,
      kind: row.kind,
      title: text.title,
      summary: text.summary,
      picture: row.picture,
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt.getTime(),
      joinMode: row.joinMode,
      minAmount: major(row.minAmount),
      maxAmount: major(row.maxAmount),
      bonusPercent: row.bonusPercent,
      bonusCap: major(row.bonusCap),
      fixedBonus: major(row.fixedBonus),
      maxBet: row.maxBet === null ? null : major(row.maxBet),
      open,
      button: signedIn ? buttonFor(row, record, open) : null,
      recordId: record?.id ?? null,
    };
  }

  /**
   * POST /activity/participate/{id}, /gamePromotion/participate/{id}. The rules are checked on the
   * promotion as the database has it (not the cached copy: money moves on it); a refused rule
   * rolls everything back, a replay of the key answers the first reply.
   */
  async join(caller: { playerId: number; key: string }, kind: PromotionKind, id: number, input: JoinPromotionRequest): Promise<JoinPromotionReply> {
    const { playerId } = caller;
    const route = kind === 'activity' ? 'POST /activity/participate' : 'POST /gamePromotion/participate';
    return this.deps.idempotency.run({ playerId, key: caller.key, route, params: { id, amount: input.amount, code: input.code } }, async (tx) => {
      const row = await this.deps.repository.byId(id, tx);
      const at = this.deps.now();
      if (!row || row.kind !== kind || row.startsAt.getTime() > at.getTime()) throw refused('server.promotions.notFound');
      if (!isOpen(row, at)) throw refused('server.promotions.closed');
      let amount = 0n;
      if (row.joinMode === 'amount') {
        const minor = typeof input.amount === 'number' ? toMinorUnits(input.amount) : null;
        if (minor === null || minor < row.minAmount || minor > row.maxAmount || minor <= 0n) throw invalid('server.promotions.wrongAmount');
        amount = minor;
      } else {
        const code = (input.code ?? '').trim();
        if (code === '') throw invalid('server.promotions.codeRequired');
        if (code.toLowerCase() !== (row.code ?? '').toLowerCase()) throw invalid('server.promotions.wrongCode');
      }
      if (await this.deps.repository.activeOf(playerId, tx)) throw refused('server.promotions.alreadyActive');
      const bonus = bonusFor(row, amount);
      let record: RecordRow;
      try {
        record = await this.deps.repository.insertRecord(
          {
            playerId,
            promotionId: row.id,
            amount,
            bonus,
            turnoverMultiple: row.turnoverMultiple,
            askNetwin: row.askNetwin,
            askBalance: row.askBalance,
            releaseConditionsAmount: row.releaseConditionsAmount,
            maxBet: row.maxBet,
            gameIds: row.kind === 'activity' ? [] : row.gameIds,
            joinedAt: at,
          },
          tx,
        );
      } catch (error) {
        // Another join of this player committed first: one record holding money at a time.
        if (uniqueViolation(error) === 'promotion_record_one_active_per_player') throw refused('server.promotions.alreadyActive');
        throw error;
      }
      const promotion = { playerId, purpose: 'promotion' as const };
      if (amount > 0n) {
        await this.deps.ledger.transfer(
          { kind: 'toPromotion', from: { playerId, purpose: 'wallet' }, to: promotion, amount, reference: `promotion-join:${record.id}`, memo: textOf(row, FALLBACK_LOCALE).title, actor: 'player' },
          tx,
        );
      }
      if (bonus > 0n) {
        await this.deps.ledger.transfer(
          { kind: 'promotionBonus', from: { house: 'promotions' }, to: promotion, amount: bonus, reference: `promotion-bonus:${record.id}`, memo: textOf(row, FALLBACK_LOCALE).title, actor: 'player' },
          tx,
        );
      }
      const balances = await this.deps.ledger.balances(playerId, tx);
      return { recordId: record.id, amount: major(amount), bonus: major(bonus), promotionBalance: major(balances.promotion), wallet: major(balances.wallet) };
    });
  }

  /** After an operator's write: every instance drops its copy. */
  async changed(): Promise<void> {
    await this.deps.changes.publish(PROMOTIONS_TOPIC);
  }
}
