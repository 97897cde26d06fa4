// The bonuses' own pass, on every instance (BONUS_PASS_MS): this month's and the open birthday
// bonuses to every player due one, lapsed pending bonuses marked expired, and the rebate rows of
// closed days. Everything it writes is keyed (grant key, player+day+category), so two servers at
// once would still write each row once; on PostgreSQL a transaction-level advisory lock lets one
// server do a pass while the others skip it, so N servers do not each scan every player. The
// reads do the same for one player, so a bonus never waits for the pass. Started by start.ts only.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { whileHoldingLock } from '../../db/advisory-lock';
import { RepeatingPass } from '../../shared/repeating-pass';
import type { BonusService } from './bonus.service';
import type { RebateService } from './rebate.service';

/**
 * How often the pass runs: a calendar bonus waits at most this long after its day or month begins
 * for a player who does not open their bonuses (one who does gets it on the read).
 */
export const BONUS_PASS_MS = 10 * 60 * 1000;

/** The pass's advisory lock key: any fixed number. */
const BONUS_PASS_LOCK = 720_126;

export interface BonusPassLog {
  error(details: Record<string, unknown>, message: string): void;
}

export class BonusBackground {
  private readonly repeating: RepeatingPass;
  private shared = false;

  constructor(private readonly deps: { db: AppDatabase; bonuses: BonusService; rebates: RebateService; log: BonusPassLog }) {
    this.repeating = new RepeatingPass(
      () => this.pass(this.shared),
      (message) => deps.log.error({ err: message }, 'bonus pass failed'),
    );
  }

  /** `shared`: several servers on one PostgreSQL (take the lock); `everyMs` 0: no pass. */
  start({ everyMs, shared }: { everyMs: number; shared: boolean }): void {
    this.shared = shared;
    this.repeating.start(everyMs);
  }

  async stop(): Promise<void> {
    await this.repeating.stop();
  }

  /** One pass; false when another server held the lock (PostgreSQL). */
  async pass(shared: boolean): Promise<boolean> {
    const work = async () => {
      await this.deps.bonuses.pass();
      await this.deps.rebates.closeDays();
    };
    if (!shared) {
      await work();
      return true;
    }
    return (await whileHoldingLock(this.deps.db, sql`${BONUS_PASS_LOCK}`, work)).got;
  }
}
