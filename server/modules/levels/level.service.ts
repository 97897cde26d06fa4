// Member levels (SPEC.md §6 "a member level exists, with a highest level") and a player's
// progress towards the next one, from their total deposits and bets. A player reaches a level when
// both its required deposit and its required bet are met; levels only ever rise (raise() runs after
// a deposit is credited, after rounds are recorded, and on the reads that show the level). The levels are a short list
// read by every user info reply and changed by operators rarely, so they are held in memory
// (shared/cache) and every change is announced on the change bus.
import { systemClock, type Clock } from '../../clock';
import type { AppDatabase, AppTransaction } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { LevelProgress, PlayerTotals } from './level-progress';
import type { LevelRepository, UserLevel } from './level.repository';
import { SEED_LEVELS } from './level-seed';

export type { PlayerTotals } from './level-progress';

/**
 * Told, in the transaction that raised the level, of every level the player has just reached
 * (lowest first), e.g. to grant their upgrade bonuses.
 */
export type LevelsReached = (playerId: number, reached: readonly UserLevel[], tx: AppTransaction) => Promise<void>;

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
  db: AppDatabase;
  levels: LevelRepository;
  progress: LevelProgress;
  changes: ChangeBus;
  now?: Clock;
}

export class LevelService {
  private readonly levels: LevelRepository;
  private readonly changes: ChangeBus;
  private readonly db: AppDatabase;
  private readonly progress: LevelProgress;
  private readonly now: Clock;
  private readonly cache: ReadCache<readonly UserLevel[]>;
  private reachedListeners: LevelsReached[] = [];

  constructor({ db, levels, progress, changes, now = systemClock }: LevelServiceDeps) {
    this.db = db;
    this.levels = levels;
    this.progress = progress;
    this.changes = changes;
    this.now = now;
    this.cache = new ReadCache({ load: () => levels.list(), changes, topic: LEVELS_TOPIC, expiryMs: LEVELS_CACHE_MS, now });
  }

  /** In display order. */
  async list(): Promise<readonly UserLevel[]> {
    return this.cache.get();
  }

  async nameOf(level: number): Promise<string> {
    return nameIn(await this.cache.get(), level);
  }

  nameInMemory(level: number): string | undefined {
    const levels = this.cache.peek();
    return levels ? nameIn(levels, level) : undefined;
  }

  async scheduleFor(playerId: number, level: number): Promise<LevelSchedule> {
    const levels = await this.cache.get();
    const current = levels.find((row) => row.level === level);
    const next = levels.filter((row) => row.level > level).sort((a, b) => a.level - b.level)[0];
    const totals = await this.progress.totals(playerId);
    const schedule = next
      ? Math.floor((percentOf(totals.deposit, next.requiredDeposit) + percentOf(totals.bet, next.requiredBet)) / 2)
      : 100;
    return { current, next, totals, schedule };
  }

  /** The player's level as stored, on the transaction when given; undefined for no such player. */
  async levelOf(playerId: number, tx?: AppTransaction): Promise<number | undefined> {
    return this.progress.levelOf(playerId, tx ?? this.db);
  }

  /** Another module's part in reaching a level (the bonuses module's upgrade bonus); set once by services.ts. */
  whenReached(listener: LevelsReached): void {
    this.reachedListeners.push(listener);
  }

  /**
   * Raises the player to the highest level whose deposit and bet are both met, never lowers it,
   * and tells the listeners of each level passed, all in one transaction (the caller's when given:
   * a deposit's, so its own credit counts). The player row is locked before the level is compared,
   * so two raises at once grant each level once. `known`: the level the caller already read; at
   * the highest level nothing is read at all. Returns the player's level after.
   */
  async raise(playerId: number, known?: number, tx?: AppTransaction): Promise<number> {
    // In a caller's transaction the list is read on it: on PGlite (one connection) a cache load
    // outside the open transaction would wait for it forever.
    const levels = [...(tx ? await this.levels.list(tx) : await this.cache.get())].sort((a, b) => a.level - b.level);
    const top = levels[levels.length - 1]?.level ?? 0;
    if (known !== undefined && known >= top) return known;
    const totals = await this.progress.totals(playerId, tx ?? this.db);
    const target = reachedBy(levels, totals);
    const current = known ?? (await this.progress.levelOf(playerId, tx ?? this.db));
    if (current === undefined || target <= current) return current ?? 0;
    const work = async (t: AppTransaction) => {
      const locked = await this.progress.lockLevel(playerId, t);
      if (locked === undefined || target <= locked) return locked ?? 0;
      await this.progress.setLevel(playerId, target, this.now(), t);
      const reached = levels.filter((row) => row.level > locked && row.level <= target);
      for (const listener of this.reachedListeners) await listener(playerId, reached, t);
      return target;
    };
    return tx ? work(tx) : this.db.transaction(work);
  }

  /**
   * raise() for many players at once (the round sync's batch): the totals and stored levels of
   * those whose bets could lift them (LevelProgress.mayRise: at most three reads, each of fewer
   * players), then the locked raise only for those a level is now due. `failed` is told of a player
   * whose raise threw; the others still rise. Returns the players raised.
   */
  async raiseMany(playerIds: readonly number[], failed: (playerId: number, error: unknown) => void): Promise<number[]> {
    const levels = [...(await this.cache.get())].sort((a, b) => a.level - b.level);
    const raised: number[] = [];
    for (const [playerId, { totals, level }] of await this.progress.mayRise([...new Set(playerIds)], (bet) => reachedByBets(levels, bet))) {
      if (reachedBy(levels, totals) <= level) continue;
      try {
        if ((await this.raise(playerId)) > level) raised.push(playerId);
      } catch (error) {
        failed(playerId, error);
      }
    }
    return raised;
  }

  async seedIfEmpty(): Promise<boolean> {
    if ((await this.levels.count()) > 0) return false;
    await this.levels.insertMissing(SEED_LEVELS);
    await this.changes.publish(LEVELS_TOPIC);
    return true;
  }
}

/** The highest level both totals meet (levels sorted by level, lowest first); 0 when none. */
export function reachedBy(levels: readonly UserLevel[], totals: PlayerTotals): number {
  return highestMet(levels, (row) => totals.deposit >= row.requiredDeposit && totals.bet >= row.requiredBet);
}

/** The highest level a bet total allows, whatever the deposits: no level above it can be reached. */
export function reachedByBets(levels: readonly UserLevel[], bet: bigint): number {
  return highestMet(levels, (row) => bet >= row.requiredBet);
}

/** The highest level of those `meets` keeps, in any order of the list; 0 when none. */
function highestMet(levels: readonly UserLevel[], meets: (row: UserLevel) => boolean): number {
  let reached = 0;
  for (const row of levels) {
    if (meets(row)) reached = Math.max(reached, row.level);
  }
  return reached;
}

/** Whole percent of `required`, in bigint so large sums lose nothing; nothing required is done. */
function percentOf(amount: bigint, required: bigint): number {
  if (required <= 0n) return 100;
  const percent = (amount * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

function nameIn(levels: readonly UserLevel[], level: number): string {
  return levels.find((row) => row.level === level)?.name ?? '';
}
