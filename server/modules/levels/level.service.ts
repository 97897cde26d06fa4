// Member levels (SPEC.md §6 "a member level exists, with a highest level") and a player's
// progress towards the next one, from their total deposits and bets. The levels are a short list
// read by every user info reply and changed by operators rarely, so they are held in memory
// (shared/cache) and every change is announced on the change bus.
import { systemClock, type Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { LevelRepository, UserLevel } from './level.repository';
import { SEED_LEVELS } from './level-seed';

/** A player's lifetime totals in minor units. */
export interface PlayerTotals {
  deposit: bigint;
  bet: bigint;
}

/**
 * Where the totals come from. No wallet or game rounds exist yet, so every player has truly
 * deposited and bet nothing; the wallet work replaces this with sums read from the ledger.
 */
export type PlayerTotalsSource = (playerId: number) => Promise<PlayerTotals>;
export const noActivityYet: PlayerTotalsSource = async () => ({ deposit: 0n, bet: 0n });

export interface LevelSchedule {
  current: UserLevel | undefined;
  /** Undefined at the highest level. */
  next: UserLevel | undefined;
  totals: PlayerTotals;
  /** 0-100: the mean of deposit and bet progress towards the next level, each capped at 100. */
  schedule: number;
}

/** The change-bus topic of the level list. */
export const LEVELS_TOPIC = 'levels';
/** Safety net: how long a loaded list is used without hearing of a change. */
export const LEVELS_CACHE_MS = 30_000;

export interface LevelServiceDeps {
  levels: LevelRepository;
  changes: ChangeBus;
  now?: Clock;
  /** Default: noActivityYet. */
  totalsOf?: PlayerTotalsSource;
}

export class LevelService {
  private readonly levels: LevelRepository;
  private readonly changes: ChangeBus;
  private readonly totalsOf: PlayerTotalsSource;
  private readonly cache: ReadCache<readonly UserLevel[]>;

  constructor({ levels, changes, now = systemClock, totalsOf = noActivityYet }: LevelServiceDeps) {
    this.levels = levels;
    this.changes = changes;
    this.totalsOf = totalsOf;
    this.cache = new ReadCache({ load: () => levels.list(), changes, topic: LEVELS_TOPIC, expiryMs: LEVELS_CACHE_MS, now });
  }

  /** In display order. */
  async list(): Promise<readonly UserLevel[]> {
    return this.cache.get();
  }

  async nameOf(level: number): Promise<string> {
    return (await this.cache.get()).find((row) => row.level === level)?.name ?? '';
  }

  async scheduleFor(playerId: number, level: number): Promise<LevelSchedule> {
    const levels = await this.cache.get();
    const current = levels.find((row) => row.level === level);
    const next = levels.filter((row) => row.level > level).sort((a, b) => a.level - b.level)[0];
    const totals = await this.totalsOf(playerId);
    const schedule = next
      ? Math.floor((percentOf(totals.deposit, next.requiredDeposit) + percentOf(totals.bet, next.requiredBet)) / 2)
      : 100;
    return { current, next, totals, schedule };
  }

  async seedIfEmpty(): Promise<boolean> {
    if ((await this.levels.count()) > 0) return false;
    await this.levels.insertMissing(SEED_LEVELS);
    await this.changes.publish(LEVELS_TOPIC);
    return true;
  }
}

/** Whole percent of `required`, in bigint so large sums lose nothing; nothing required is done. */
function percentOf(amount: bigint, required: bigint): number {
  if (required <= 0n) return 100;
  const percent = (amount * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}
