// Whether the database serves requests, within a bounded time: a ping that does not answer (a
// stuck PGlite queue, an unreachable PostgreSQL) and a transaction open far longer than any
// request's both make the instance unhealthy, with the reason, long before a player gives up.
import { pingDatabase, type AppDatabase } from '../../db/client';

/** How long /health waits for `select 1`. */
export const HEALTH_PING_LIMIT_MS = 3_000;
/** An open transaction older than this holds the database (PGlite's only connection) too long. */
export const TRANSACTION_STUCK_MS = 8_000;

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

export interface DatabaseHealthProbe {
  check(): Promise<DatabaseHealth>;
}

export function createDatabaseHealthProbe(
  db: AppDatabase,
  openTransactions: () => { ageMs: number; openedAt: string | null }[],
): DatabaseHealthProbe {
  // One ping at a time: on a stuck queue each health poll would otherwise add one more query
  // that waits for ever.
  let ping: Promise<void> | undefined;
  const startPing = () => {
    const started = pingDatabase(db);
    ping = started;
    const forget = () => {
      if (ping === started) ping = undefined;
    };
    started.then(forget, forget);
    return started;
  };

  return {
    async check() {
      const [oldest] = openTransactions();
      if (oldest && oldest.ageMs >= TRANSACTION_STUCK_MS) {
        return { ok: false, reason: `a transaction has been open for ${Math.round(oldest.ageMs / 1000)} s` };
      }
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), HEALTH_PING_LIMIT_MS);
      });
      try {
        const answer = await Promise.race([(ping ?? startPing()).then(() => 'ok' as const), limit]);
        if (answer === 'late') return { ok: false, reason: `the database did not answer within ${HEALTH_PING_LIMIT_MS / 1000} s` };
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: `the database refused: ${(error as Error).message}` };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
