// One rarely-changing set (site settings, the block list, banks, levels) held in memory and
// loaded from the database on first use. It is dropped when its topic is announced on the change
// bus (a write here, or on PostgreSQL a NOTIFY from any instance), when the bus cannot vouch for
// it (the listening connection is down), and after `expiryMs` as a safety net for a lost
// notification or a row written by hand.
import type { Clock } from '../../clock';
import { insideTransaction, joinOpenTransaction } from '../../db/transaction-scope';
import type { ChangeBus } from './change-bus';

export interface ReadCacheOptions<T> {
  /** Reads the whole set from the database. */
  load(): Promise<T>;
  /** The bus announcing changes; the cache drops its value on `topic`. */
  changes: ChangeBus;
  topic: string;
  /** How long a loaded value is trusted without any announcement. */
  expiryMs: number;
  /** The services' clock, so tests move time instead of sleeping. */
  now: Clock;
}

export class ReadCache<T> {
  private entry: { value: T; loadedAt: number } | undefined;
  private loading: Promise<T> | undefined;
  /** Bumped by every invalidation, so a load that started before it is not kept. */
  private generation = 0;

  constructor(private readonly options: ReadCacheOptions<T>) {
    options.changes.subscribe(options.topic, () => this.invalidate());
  }

  /** The set: from memory while fresh, else one load shared by every caller arriving meanwhile. */
  get(): Promise<T> {
    const fresh = this.peek();
    if (fresh !== undefined) return Promise.resolve(fresh);
    // Inside a transaction a shared load may be queued behind that very transaction (PGlite has
    // one connection: both would wait for ever), so the caller loads through its transaction.
    // The value stays private: the transaction may have changed the set and may still roll back.
    if (insideTransaction()) return joinOpenTransaction(() => this.options.load());
    return (this.loading ??= this.load());
  }

  /**
   * The set when memory holds it fresh, else undefined (then get() loads it): for a hook on every
   * request that can then answer in the same turn, without a promise.
   */
  peek(): T | undefined {
    const entry = this.entry;
    if (!entry || !this.options.changes.trusted) return undefined;
    const age = this.options.now().getTime() - entry.loadedAt;
    return age >= 0 && age < this.options.expiryMs ? entry.value : undefined;
  }

  /** Forgets the loaded value; the next get() reads the database. */
  invalidate(): void {
    this.generation += 1;
    this.entry = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<T> {
    const generation = this.generation;
    // Timed from the start: a change committed while the query ran is at most expiryMs old.
    const startedAt = this.options.now().getTime();
    try {
      const value = await this.options.load();
      if (generation === this.generation) this.entry = { value, loadedAt: startedAt };
      return value;
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }
}
