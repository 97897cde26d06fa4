// Rebates (issue 11; SPEC.md §4 rebate states claim, issued): a site day's bets of one game
// category times the rate the player's level has for it, rounded down to a minor unit. A day's rows
// are made once the day is over, lazily when the player reads their rebates and by the background
// pass (insert ... on conflict do nothing, so both at once make each row once); today's bets show
// as the accrual. Claiming pays a row into the wallet exactly once: the row is locked, its state
// checked and changed and the money moved under the ledger reference rebate:<id>, in the
// claim's transaction (which holds the Idempotency-Key too).
import { addDays, startOfDay } from 'date-fns';
import type { ClaimReply, RebateItem, RebateSummary } from '../../../src/domain/bonus.schema';
import { GAME_CATEGORIES } from '../../../src/domain/game';
import { toMajorUnits } from '../../../src/domain/money';
import { siteDate } from '../../../src/domain/site-time';
import type { Page } from '../../../src/domain/trade';
import type { Clock } from '../../clock';
import type { AppTransaction } from '../../db/client';
import { refused } from '../../errors';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { BonusLedger, BonusLevels } from './bonus.service';
import { rebateRateOf, type BonusSettingsService, type BonusSettingsSnapshot } from './bonus-settings.service';
import type { DayTurnover, NewRebate, RebateRepository, RebateRow } from './rebate.repository';

/** Closed days computed on each read and pass: a week back covers a server that was down for days. */
export const REBATE_LOOKBACK_DAYS = 7;

export interface RebateServiceDeps {
  rebates: RebateRepository;
  settings: BonusSettingsService;
  ledger: BonusLedger;
  levels: Pick<BonusLevels, 'levelOf'>;
  site: Pick<SiteSettingsReader, 'getSiteSetting'>;
  now: Clock;
}

/** The rebate of `turnover` at `basisPoints`, rounded down to a minor unit. */
export function rebateAmount(turnover: bigint, basisPoints: number): bigint {
  return (turnover * BigInt(basisPoints)) / 10_000n;
}

export class RebateService {
  constructor(private readonly deps: RebateServiceDeps) {}

  /** The site's today as instants, and the site's offset from UTC in minutes. */
  private async clock(): Promise<{ now: Date; todayStart: Date; tomorrowStart: Date; offsetMinutes: number }> {
    const countryTimezone = Number(await this.deps.site.getSiteSetting('countryTimezone'));
    const now = this.deps.now();
    const today = startOfDay(siteDate(now, countryTimezone));
    return {
      now,
      todayStart: new Date(today.getTime()),
      tomorrowStart: new Date(addDays(today, 1).getTime()),
      offsetMinutes: Math.round((8 + countryTimezone) * 60),
    };
  }

  /** Makes the rows of the closed days in the look-back window, of one player or all; returns how many were new. */
  async closeDays(playerId?: number): Promise<number> {
    const { now, todayStart, offsetMinutes } = await this.clock();
    const from = new Date(todayStart.getTime() - REBATE_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
    const turnover = await this.deps.rebates.turnover({ from, to: todayStart, offsetMinutes, playerId });
    const snapshot = await this.deps.settings.snapshot();
    const rows: NewRebate[] = turnover.flatMap((day) => {
      const basisPoints = rebateRateOf(snapshot, day.level, day.category);
      const amount = rebateAmount(day.turnover, basisPoints);
      // Nothing to claim, no row: a rate of 0 or bets too small for one minor unit.
      if (amount <= 0n) return [];
      return [{ playerId: day.playerId, day: day.day, category: day.category, turnover: day.turnover, basisPoints, amount, state: 'claim', createdAt: now }];
    });
    return this.deps.rebates.insertMissing(rows);
  }

  /** GET /rebate/summary. */
  async summary(playerId: number): Promise<RebateSummary> {
    await this.closeDays(playerId);
    const { todayStart, tomorrowStart, offsetMinutes } = await this.clock();
    const level = (await this.deps.levels.levelOf(playerId)) ?? 0;
    const snapshot = await this.deps.settings.snapshot();
    const today = await this.deps.rebates.turnover({ from: todayStart, to: tomorrowStart, offsetMinutes, playerId });
    return {
      accruingToday: toMajorUnits(accrual(today, snapshot, level)),
      claimableTotal: toMajorUnits(await this.deps.rebates.claimableTotal(playerId)),
      rates: GAME_CATEGORIES.map((category) => ({ category, rate: rebateRateOf(snapshot, level, category) / 100 })),
    };
  }

  /** GET /rebate/list: newest day first. */
  async list(playerId: number, query: { page?: number; limit?: number }, defaultLimit: number): Promise<Page<RebateItem>> {
    await this.closeDays(playerId);
    const limit = query.limit ?? defaultLimit;
    const { rows, total } = await this.deps.rebates.page(playerId, ((query.page ?? 1) - 1) * limit, limit);
    return { rows: rows.map(toItem), total };
  }

  /** POST /rebate/claim/{id}, in the Idempotency-Key's transaction. */
  async claim(playerId: number, id: number, tx: AppTransaction): Promise<ClaimReply> {
    const row = await this.deps.rebates.lockOwn(playerId, id, tx);
    if (!row) throw refused('server.rebate.notFound');
    if (row.state !== 'claim') throw refused('server.rebate.alreadyClaimed');
    await this.deps.ledger.transfer(
      {
        kind: 'rebate',
        from: { house: 'bonuses' },
        to: { playerId, purpose: 'wallet' },
        amount: row.amount,
        reference: `rebate:${row.id}`,
        memo: `${row.category} ${row.day}`,
        actor: 'player',
      },
      tx,
    );
    await this.deps.rebates.markIssued(row.id, this.deps.now(), tx);
    return { amount: toMajorUnits(row.amount), wallet: toMajorUnits((await this.deps.ledger.balances(playerId, tx)).wallet) };
  }

  recent(playerId: number | undefined, limit: number): Promise<RebateRow[]> {
    return this.deps.rebates.recent(playerId, limit);
  }
}

/** Today's rebate so far: each category rounded down on its own, as its row will be. */
function accrual(today: readonly DayTurnover[], snapshot: BonusSettingsSnapshot, level: number): bigint {
  return today.reduce((total, day) => total + rebateAmount(day.turnover, rebateRateOf(snapshot, level, day.category)), 0n);
}

function toItem(row: RebateRow): RebateItem {
  return {
    id: row.id,
    day: row.day,
    category: row.category,
    turnover: toMajorUnits(row.turnover),
    rate: row.basisPoints / 100,
    amount: toMajorUnits(row.amount),
    state: row.state as RebateItem['state'],
    issuedAt: row.issuedAt?.getTime() ?? null,
  };
}
