// System bonuses (SPEC.md §3 bonus kinds, §4 bonus states): monthly member-level, birthday,
// upgrade, deposit and the operator's system bonus. Each is granted once by its grant key (the
// table's unique index): the calendar ones lazily when the player reads their bonuses and by the
// background pass, the upgrade one in the transaction that raises the level, the deposit one in
// the transaction that credits the deposit. A pending bonus is claimed exactly once: its row is
// locked, its state checked and changed, and the money moved under the ledger reference
// bonus:<id>, all in the claim's transaction (which also holds the Idempotency-Key).
import { randomUUID } from 'node:crypto';
import type { BonusState } from '../../../src/domain/bonus';
import type { ClaimReply, LevelBonusDetail, LevelBonusItem } from '../../../src/domain/bonus.schema';
import { toMajorUnits } from '../../../src/domain/money';
import type { Page } from '../../../src/domain/trade';
import type { Clock } from '../../clock';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { refused } from '../../errors';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { LedgerService } from '../wallet/wallet.module';
import { birthdayGrant, monthlyGrant, openBirthdayDays } from './bonus-calendar';
import type { BonusSettingsService } from './bonus-settings.service';
import { levelBonusOf } from './bonus-settings.service';
import type { BonusRepository, BonusRow, NewBonus } from './bonus.repository';

/**
 * How long an upgrade or deposit bonus waits to be claimed: a month, so a player who reaches a
 * level or deposits and then stays away for a while still finds it.
 */
export const EVENT_BONUS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BonusLedger = Pick<LedgerService, 'transfer' | 'balances'>;

/** What the bonuses need of a player (the accounts module's profile). */
export interface BonusPlayers {
  player(playerId: number): Promise<{ id: number; level: number; birthday: string | null }>;
}

/** What the bonuses need of the levels module. */
export interface BonusLevels {
  nameOf(level: number): Promise<string>;
  raise(playerId: number, known?: number, tx?: AppTransaction): Promise<number>;
  levelOf(playerId: number, tx?: AppTransaction): Promise<number | undefined>;
}

export interface BonusServiceDeps {
  db: AppDatabase;
  bonuses: BonusRepository;
  settings: BonusSettingsService;
  ledger: BonusLedger;
  players: BonusPlayers;
  levels: BonusLevels;
  site: Pick<SiteSettingsReader, 'getSiteSetting'>;
  now: Clock;
}

export interface BonusListQuery {
  page?: number;
  limit?: number;
  state?: BonusState;
}

/** A completed deposit, as the payments module reports it inside the transaction that credits it. */
export interface DepositCredit {
  playerId: number;
  orderNo: string;
  /** What reached the wallet, minor units. */
  amount: bigint;
}

export class BonusService {
  constructor(private readonly deps: BonusServiceDeps) {}

  private async timezone(): Promise<number> {
    return Number(await this.deps.site.getSiteSetting('countryTimezone'));
  }

  /**
   * The calendar bonuses due to the player now (this site month's, and the birthday one while its
   * window is open), at the level their deposits and bets have reached. Run on every bonus read.
   */
  async grantDue(playerId: number): Promise<void> {
    const read = await this.deps.players.player(playerId);
    const level = await this.deps.levels.raise(read.id, read.level);
    const now = this.deps.now();
    const countryTimezone = await this.timezone();
    const amounts = levelBonusOf(await this.deps.settings.snapshot(), level);
    const due: NewBonus[] = [];
    if (amounts.monthly > 0n) {
      const month = monthlyGrant(now, countryTimezone);
      due.push({ playerId, kind: 'monthly', amount: amounts.monthly, state: 'pending', level, grantKey: month.key, createdAt: now, expiresAt: month.expiresAt });
    }
    const birthday = read.birthday === null ? null : birthdayGrant(read.birthday, now, countryTimezone);
    if (birthday && amounts.birthday > 0n) {
      due.push({ playerId, kind: 'birthday', amount: amounts.birthday, state: 'pending', level, grantKey: birthday.key, createdAt: now, expiresAt: birthday.expiresAt });
    }
    // Usually all granted already: one read, and a write only for what is missing (the insert still
    // ignores a row another request made meanwhile).
    const granted = await this.deps.bonuses.grantedKeys(playerId, due.map((bonus) => bonus.grantKey));
    for (const bonus of due) if (!granted.has(bonus.grantKey)) await this.deps.bonuses.grant(bonus);
  }

  /** The levels module's LevelsReached: each level's upgrade bonus, once per level. */
  async levelsReached(playerId: number, reached: readonly { level: number }[], tx: AppTransaction): Promise<void> {
    const snapshot = await this.deps.settings.snapshot(tx);
    const now = this.deps.now();
    for (const { level } of reached) {
      const amount = levelBonusOf(snapshot, level).upgrade;
      if (amount <= 0n) continue;
      await this.deps.bonuses.grant(
        { playerId, kind: 'upgrade', amount, state: 'pending', level, grantKey: `upgrade:${level}`, createdAt: now, expiresAt: new Date(now.getTime() + EVENT_BONUS_DAYS * DAY_MS) },
        tx,
      );
    }
  }

  /**
   * The payments module's hook, in the transaction that credits a deposit: the deposit bonus at
   * the level the player deposited at, then the level the deposit may have reached.
   */
  async depositCredited(credit: DepositCredit, tx: AppTransaction): Promise<void> {
    const level = (await this.deps.levels.levelOf(credit.playerId, tx)) ?? 0;
    const percent = levelBonusOf(await this.deps.settings.snapshot(tx), level).depositBasisPoints;
    const amount = (credit.amount * BigInt(percent)) / 10_000n;
    if (amount > 0n) {
      const now = this.deps.now();
      await this.deps.bonuses.grant(
        {
          playerId: credit.playerId,
          kind: 'deposit',
          amount,
          state: 'pending',
          level,
          grantKey: `deposit:${credit.orderNo}`,
          createdAt: now,
          expiresAt: new Date(now.getTime() + EVENT_BONUS_DAYS * DAY_MS),
        },
        tx,
      );
    }
    await this.deps.levels.raise(credit.playerId, undefined, tx);
  }

  /** GET /levelBonus/getDetail. */
  async detail(playerId: number): Promise<LevelBonusDetail> {
    await this.grantDue(playerId);
    const player = await this.deps.players.player(playerId);
    const amounts = levelBonusOf(await this.deps.settings.snapshot(), player.level);
    const pending = await this.deps.bonuses.pendingTotals(playerId, this.deps.now());
    return {
      level: player.level,
      levelName: await this.deps.levels.nameOf(player.level),
      monthlyAmount: toMajorUnits(amounts.monthly),
      birthdayAmount: toMajorUnits(amounts.birthday),
      upgradeAmount: toMajorUnits(amounts.upgrade),
      depositPercent: amounts.depositBasisPoints / 100,
      pendingCount: pending.count,
      pendingTotal: toMajorUnits(pending.total),
      birthday: player.birthday,
    };
  }

  /** GET /levelBonus/list. */
  async list(playerId: number, query: BonusListQuery, defaultLimit: number): Promise<Page<LevelBonusItem>> {
    await this.grantDue(playerId);
    const limit = query.limit ?? defaultLimit;
    const now = this.deps.now();
    const { rows, total } = await this.deps.bonuses.page(playerId, query.state, now, ((query.page ?? 1) - 1) * limit, limit);
    return { rows: rows.map((row) => toItem(row, now)), total };
  }

  /** POST /levelBonus/claim/{id}, in the Idempotency-Key's transaction. */
  async claim(playerId: number, id: number, tx: AppTransaction): Promise<ClaimReply> {
    const row = await this.deps.bonuses.lockOwn(playerId, id, tx);
    if (!row) throw refused('server.bonus.notFound');
    const now = this.deps.now();
    const state = readState(row, now);
    if (state === 'claimed' || state === 'issued') throw refused('server.bonus.alreadyClaimed');
    if (state === 'expired') throw refused('server.bonus.expired');
    await this.pay(row, 'claimed', 'player', now, tx);
    return { amount: toMajorUnits(row.amount), wallet: toMajorUnits((await this.deps.ledger.balances(playerId, tx)).wallet) };
  }

  private async pay(row: BonusRow, state: 'claimed' | 'issued', actor: string, now: Date, tx: AppTransaction): Promise<void> {
    await this.deps.ledger.transfer(
      {
        kind: 'bonus',
        from: { house: 'bonuses' },
        to: { playerId: row.playerId, purpose: 'wallet' },
        amount: row.amount,
        reference: `bonus:${row.id}`,
        memo: row.note || row.kind,
        actor,
      },
      tx,
    );
    await this.deps.bonuses.markPaid(row.id, state, now, tx);
  }

  /**
   * The operator's system bonus: paid into the wallet at once (issued), or pending for the player
   * to claim within `days` days (none: it never expires).
   */
  async grantSystem(input: { playerId: number; amount: bigint; note: string; pending: boolean; days: number | null; actor: string }): Promise<BonusRow> {
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      const granted = await this.deps.bonuses.grant(
        {
          playerId: input.playerId,
          kind: 'system',
          amount: input.amount,
          state: 'pending',
          level: null,
          note: input.note,
          grantKey: `system:${randomUUID()}`,
          createdAt: now,
          expiresAt: input.pending && input.days !== null ? new Date(now.getTime() + input.days * DAY_MS) : null,
        },
        tx,
      );
      if (!granted) throw new Error('The system bonus was not recorded.');
      if (input.pending) return granted;
      await this.pay(granted, 'issued', input.actor, now, tx);
      return { ...granted, state: 'issued', paidAt: now };
    });
  }

  /** For the operator's list. */
  recent(playerId: number | undefined, limit: number): Promise<BonusRow[]> {
    return this.deps.bonuses.recent(playerId, limit);
  }

  /**
   * The background pass: this month's bonus to every player whose level gives one, the birthday
   * bonus to every player whose window is open, and lapsed pending bonuses marked expired.
   */
  async pass(): Promise<{ monthly: number; birthday: number; expired: number }> {
    const now = this.deps.now();
    const countryTimezone = await this.timezone();
    const snapshot = await this.deps.settings.snapshot();
    const month = monthlyGrant(now, countryTimezone);
    let monthly = 0;
    for (const row of snapshot.levelBonuses) {
      if (row.monthly > 0n) monthly += await this.deps.bonuses.grantMonthlyToLevel(row.level, row.monthly, month.key, now, month.expiresAt);
    }
    const days = openBirthdayDays(now, countryTimezone).map((day) => day.monthDay);
    // A 29 February birthday falls on 28 February in other years; birthdayGrant decides.
    if (days.includes('02-28')) days.push('02-29');
    let birthday = 0;
    for (const player of await this.deps.bonuses.playersBornOn(days)) {
      const grant = birthdayGrant(player.birthday, now, countryTimezone);
      const amount = levelBonusOf(snapshot, player.level).birthday;
      if (!grant || amount <= 0n) continue;
      const row = await this.deps.bonuses.grant({ playerId: player.id, kind: 'birthday', amount, state: 'pending', level: player.level, grantKey: grant.key, createdAt: now, expiresAt: grant.expiresAt });
      if (row) birthday += 1;
    }
    const expired = await this.deps.bonuses.expireLapsed(now);
    return { monthly, birthday, expired };
  }
}

/** The state the player reads: a pending bonus past its expiry is expired, marked or not. */
export function readState(row: Pick<BonusRow, 'state' | 'expiresAt'>, now: Date): BonusState {
  if (row.state === 'pending' && row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return row.state as BonusState;
}

function toItem(row: BonusRow, now: Date): LevelBonusItem {
  return {
    id: row.id,
    kind: row.kind as LevelBonusItem['kind'],
    amount: toMajorUnits(row.amount),
    state: readState(row, now),
    level: row.level,
    note: row.note,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt?.getTime() ?? null,
    paidAt: row.paidAt?.getTime() ?? null,
  };
}
