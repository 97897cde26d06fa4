// Safer play (issue 12 "Limits and breaks"): the player's deposit limits, the guard every deposit
// passes inside its own transaction, time-outs and self-exclusion. Each change locks the player's
// row `for update`, so a change and a deposit, or two deposits, are never checked side by side.
import { formatMoney } from '../../../src/domain/money-format';
import { toMajorUnits, toMinorUnits } from '../../../src/domain/money';
import { breakEnd, isSelfExclusion, LIMIT_PERIODS, LIMIT_RAISE_DELAY_MS, limitWindow, type BreakLength, type LimitPeriod, type SetLimitsInput } from '../../../src/domain/safer-play';
import type { DepositLimitItem, SafetyStatus } from '../../../src/domain/safer-play.schema';
import type { Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { invalid, refused } from '../../errors';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { SafetyGate } from './safety-gate';
import type { SafetyRepository } from './safety.repository';
import { breakAt, hasDuePending, limitColumns, limitsAt, type BreakInForce, type PeriodLimit } from './safety-rules';

/** The payments module's sums: deposits counted when submitted (awaiting payment or review, or paid). */
export interface DepositTotals {
  sumSince(playerId: number, since: Date, tx?: DbExecutor): Promise<bigint>;
  hasAny(playerId: number, tx?: DbExecutor): Promise<boolean>;
}

/** The accounts module's sessions: a time-out ends every one of the player's at once. */
export interface SessionEnder {
  revokeAll(playerId: number, tx?: DbExecutor): Promise<number>;
}

/** A limit above this (major units) is a typing slip, not a limit. */
export const LIMIT_MAX_MAJOR = 100_000_000;

export interface SafetyServiceDeps {
  db: AppDatabase;
  repository: SafetyRepository;
  gate: SafetyGate;
  deposits: DepositTotals;
  sessions: SessionEnder;
  site: SiteSettingsReader;
  now: Clock;
}

export class SafetyService {
  constructor(private readonly deps: SafetyServiceDeps) {}

  private async timezone(): Promise<number> {
    return Number(await this.deps.site.getSiteSetting('countryTimezone'));
  }

  async status(playerId: number): Promise<SafetyStatus> {
    const now = this.deps.now();
    const timezone = await this.timezone();
    const row = await this.deps.repository.find(playerId);
    const limits = limitsAt(row, now);
    const items: DepositLimitItem[] = [];
    for (const period of LIMIT_PERIODS) {
      const window = limitWindow(period, now.getTime(), timezone);
      const used = await this.deps.deposits.sumSince(playerId, new Date(window.start));
      const { amount, pending } = limits[period];
      items.push({
        period,
        amount: amount === null ? null : toMajorUnits(amount),
        pending: pending ? { amount: pending.amount === null ? null : toMajorUnits(pending.amount), effectiveAt: pending.at.getTime() } : null,
        used: toMajorUnits(used),
        resetsAt: window.end,
      });
    }
    return { limits: items, activeBreak: wireBreak(breakAt(row, now)), hasDeposited: await this.deps.deposits.hasAny(playerId) };
  }

  /** A lower limit holds at once; a higher one or a removal waits LIMIT_RAISE_DELAY_MS. */
  async setLimits(playerId: number, input: Record<keyof SetLimitsInput, unknown>): Promise<SafetyStatus> {
    const wanted = Object.fromEntries(LIMIT_PERIODS.map((period) => [period, readLimit(input[period])])) as Record<LimitPeriod, bigint | null>;
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.repository.lockOrCreate(playerId, now, tx);
      if (breakAt(row, now)) throw refused('server.safety.onBreak');
      const current = limitsAt(row, now);
      const next = Object.fromEntries(
        LIMIT_PERIODS.map((period) => [period, nextLimit(current[period], wanted[period], now)]),
      ) as Record<LimitPeriod, PeriodLimit>;
      await this.deps.repository.update(playerId, limitColumns(next), now, tx);
    });
    return this.status(playerId);
  }

  /**
   * Called by every deposit inside its transaction, before the order is written: refuses one that
   * would pass the lowest applicable limit, naming it, what is left and when it resets. The row
   * lock holds until that transaction ends, so a second deposit waits and then counts the first.
   */
  async guardDeposit(playerId: number, amount: bigint, tx: DbExecutor): Promise<void> {
    const now = this.deps.now();
    const row = await this.deps.repository.lock(playerId, tx);
    if (!row) return;
    if (breakAt(row, now)) throw refused('server.safety.onBreak');
    const limits = limitsAt(row, now);
    if (hasDuePending(row, now)) await this.deps.repository.update(playerId, limitColumns(limits), now, tx);
    const timezone = await this.timezone();
    let tightest: { period: LimitPeriod; limit: bigint; left: bigint; resetsAt: number } | null = null;
    for (const period of LIMIT_PERIODS) {
      const limit = limits[period].amount;
      if (limit === null) continue;
      const window = limitWindow(period, now.getTime(), timezone);
      const used = await this.deps.deposits.sumSince(playerId, new Date(window.start), tx);
      const left = limit > used ? limit - used : 0n;
      if (!tightest || left < tightest.left) tightest = { period, limit, left, resetsAt: window.end };
    }
    if (!tightest || amount <= tightest.left) return;
    const symbol = String(await this.deps.site.getSiteSetting('currencySymbol'));
    throw refused(`server.safety.limitReached.${tightest.period}`, {
      limit: formatMoney(toMajorUnits(tightest.limit), symbol),
      left: formatMoney(toMajorUnits(tightest.left), symbol),
      resets: await this.deps.gate.instantText(new Date(tightest.resetsAt)),
    });
  }

  /**
   * Starts a time-out or a self-exclusion now. One in force is never shortened: a new one must end
   * later, and a time-out cannot replace a self-exclusion. A time-out ends every session at once.
   */
  async takeBreak(playerId: number, length: BreakLength): Promise<SafetyStatus> {
    const now = this.deps.now();
    const timezone = await this.timezone();
    const kind = isSelfExclusion(length) ? 'selfExclusion' : 'timeOut';
    const until = new Date(breakEnd(now.getTime(), length, timezone));
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.repository.lockOrCreate(playerId, now, tx);
      const current = breakAt(row, now);
      if (current && (current.until >= until || (current.kind === 'selfExclusion' && kind === 'timeOut'))) {
        throw refused('server.safety.cannotShorten', { until: await this.deps.gate.instantText(current.until) });
      }
      await this.deps.repository.update(playerId, { breakKind: kind, breakStartedAt: now, breakUntil: until, liftRequestedAt: null }, now, tx);
      if (kind === 'timeOut') await this.deps.sessions.revokeAll(playerId, tx);
    });
    return this.status(playerId);
  }

  /** A self-excluded player, once the period is over, asks to lift it; it lifts after the cooling-off. */
  async requestLift(playerId: number): Promise<SafetyStatus> {
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.repository.lockOrCreate(playerId, now, tx);
      const current = breakAt(row, now);
      if (current?.kind !== 'selfExclusion') throw refused('server.safety.nothingToLift');
      if (current.until > now) throw refused('server.safety.liftTooEarly', { until: await this.deps.gate.instantText(current.until) });
      if (current.liftRequestedAt) return;
      await this.deps.repository.update(playerId, { liftRequestedAt: now }, now, tx);
    });
    return this.status(playerId);
  }

  /** For the operator's `player show`: the limits (with any waiting change) and the break in force. */
  async operatorSummary(playerId: number): Promise<Record<string, unknown>> {
    const now = this.deps.now();
    const row = await this.deps.repository.find(playerId);
    const limits = limitsAt(row, now);
    const inForce = breakAt(row, now);
    return {
      depositLimits: Object.fromEntries(
        LIMIT_PERIODS.map((period) => {
          const { amount, pending } = limits[period];
          return [
            period,
            {
              amount: amount === null ? null : toMajorUnits(amount),
              pending: pending ? { amount: pending.amount === null ? null : toMajorUnits(pending.amount), effectiveAt: pending.at.toISOString() } : null,
            },
          ];
        }),
      ),
      break: inForce && {
        kind: inForce.kind,
        startedAt: inForce.startedAt.toISOString(),
        until: inForce.until.toISOString(),
        liftRequestedAt: inForce.liftRequestedAt?.toISOString() ?? null,
        liftsAt: inForce.liftsAt?.toISOString() ?? null,
      },
    };
  }
}

function readLimit(value: unknown): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number') throw invalid('server.safety.limitInvalid');
  const minor = toMinorUnits(value);
  if (minor === null || minor <= 0n || value > LIMIT_MAX_MAJOR) throw invalid('server.safety.limitInvalid');
  return minor;
}

/** One period's limit after the player asked for `wanted`. */
function nextLimit(current: PeriodLimit, wanted: bigint | null, now: Date): PeriodLimit {
  const lower = wanted !== null && (current.amount === null || wanted < current.amount);
  if (lower || wanted === current.amount) return { amount: wanted, pending: null };
  // The same raise asked again keeps its time: asking twice does not restart the wait.
  if (current.pending && current.pending.amount === wanted) return current;
  return { amount: current.amount, pending: { amount: wanted, at: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) } };
}

function wireBreak(inForce: BreakInForce | null): SafetyStatus['activeBreak'] {
  if (!inForce) return null;
  return {
    kind: inForce.kind,
    startedAt: inForce.startedAt.getTime(),
    until: inForce.until.getTime(),
    liftRequestedAt: inForce.liftRequestedAt?.getTime() ?? null,
    liftsAt: inForce.liftsAt?.getTime() ?? null,
  };
}
