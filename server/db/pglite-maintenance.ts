// What autovacuum does on PostgreSQL, done on PGlite by the server itself. PGlite is one backend
// in one process: no autovacuum worker ever starts there, so without this no table is analyzed
// or vacuumed for the life of the data directory. Then
//   - every plan is made from guesses, and a plan cached while a table was nearly empty (a
//     prepared statement's generic plan, a plpgsql function's) is never made again as it grows:
//     RoundRepository.biggestWins took 9.0 ms a call at 30,000 rounds under a plan cached at one
//     round, 0.5 ms once game_round was analyzed (2026-12-01);
//   - dead rows are left for every later read to step over, and rows are never frozen: PostgreSQL
//     refuses new transactions near transaction ID wraparound only under a postmaster, so a
//     single backend would run into it.
// So on PGlite the server runs this pass every PGLITE_MAINTENANCE_MS: it reads PostgreSQL's own
// counters (pg_stat_user_tables) and analyzes or vacuums each table past autovacuum's own
// thresholds, read from its settings, one table a statement. PostgreSQL's servers leave this to
// their autovacuum. Started by server/start.ts only.
import { sql } from 'drizzle-orm';
import { RepeatingPass } from '../shared/repeating-pass';
import type { AppDatabase } from './client';

/** How often the pass looks, by default: autovacuum_naptime's default. */
export const PGLITE_MAINTENANCE_MS = 60_000;

/**
 * The statistics target of the pass's ANALYZE (PostgreSQL's default is 100). PGlite runs it on the
 * server's one thread, where every request waits for it, and its cost is the sample (300 rows a
 * unit of target): a table of 200,000 rounds took 352 ms at 100, 78-94 ms at 30 and 31 ms at 10,
 * its row count and its players' distinct count (2,000) estimated as 200,000 / 2,000, 199,998 /
 * 1,999 and 199,985 / 1,930 (2026-12-01). Enough for the planner's choices between an index and
 * a scan, which is what a plan made without statistics gets wrong.
 */
export const PGLITE_STATISTICS_TARGET = 10;

/** One table's counters, as pg_stat_user_tables and pg_class have them. */
export interface TableCounters {
  table: string;
  /** pg_class.reltuples: -1 before the first ANALYZE or VACUUM. */
  rows: number;
  modifiedSinceAnalyze: number;
  deadRows: number;
  insertedSinceVacuum: number;
  /** age(relfrozenxid): transactions since its rows were last frozen. */
  transactionAge: number;
}

/** autovacuum's settings, as PostgreSQL's current_setting reads them. */
export interface AutovacuumSettings {
  vacuumThreshold: number;
  vacuumScaleFactor: number;
  insertThreshold: number;
  insertScaleFactor: number;
  analyzeThreshold: number;
  analyzeScaleFactor: number;
  freezeMaxAge: number;
}

export interface TableDue {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables autovacuum would take now, by its rules (PostgreSQL's "The Autovacuum Daemon"): a
 * VACUUM past the dead rows' or the inserted rows' threshold, or past the freeze age; an ANALYZE
 * past the changed rows' threshold. Each threshold is a base plus a share of the table's rows.
 */
export function tablesDue(tables: readonly TableCounters[], settings: AutovacuumSettings): TableDue[] {
  const due: TableDue[] = [];
  for (const counters of tables) {
    const rows = Math.max(0, counters.rows);
    const vacuum =
      counters.deadRows > settings.vacuumThreshold + settings.vacuumScaleFactor * rows ||
      (settings.insertThreshold >= 0 && counters.insertedSinceVacuum > settings.insertThreshold + settings.insertScaleFactor * rows) ||
      counters.transactionAge > settings.freezeMaxAge;
    const analyze = counters.modifiedSinceAnalyze > settings.analyzeThreshold + settings.analyzeScaleFactor * rows;
    if (vacuum || analyze) due.push({ table: counters.table, vacuum, analyze });
  }
  return due;
}

export interface MaintenanceLog {
  debug(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** What one pass did to one table, and how long the server's thread was its. */
export interface TableMaintained extends TableDue {
  ms: number;
}

export class PgliteMaintenance {
  private readonly repeating: RepeatingPass;

  constructor(private readonly deps: { db: AppDatabase; log: MaintenanceLog }) {
    this.repeating = new RepeatingPass(
      () => this.pass(),
      (message) => deps.log.warn({ err: message }, 'PGlite maintenance pass failed'),
    );
  }

  /** Every `everyMs` (0: never), the first pass at once. */
  start(everyMs: number): void {
    this.repeating.start(everyMs);
  }

  /** Stops the timer and waits for a pass under way, so the database can close after it. */
  async stop(): Promise<void> {
    await this.repeating.stop();
  }

  /** One pass: every table due, one statement each, so requests waiting on the thread run between them. */
  async pass(): Promise<TableMaintained[]> {
    const { db } = this.deps;
    // The backend's counters reach pg_stat_user_tables when they are flushed; flushed now, they
    // are there for the next statement.
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const { tables, settings } = await this.counters();
    const done: TableMaintained[] = [];
    for (const table of tablesDue(tables, settings)) {
      if (this.repeating.stopping) break;
      const started = performance.now();
      const name = sql.identifier(table.table);
      if (table.vacuum) await db.execute(sql`vacuum ${name}`);
      if (table.analyze) {
        // SET LOCAL: the lower target holds for this ANALYZE only.
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local default_statistics_target = ${PGLITE_STATISTICS_TARGET}`));
          await tx.execute(sql`analyze ${name}`);
        });
      }
      const maintained = { ...table, ms: Math.round((performance.now() - started) * 10) / 10 };
      this.deps.log.debug(maintained, 'PGlite table maintained');
      done.push(maintained);
    }
    return done;
  }

  private async counters(): Promise<{ tables: TableCounters[]; settings: AutovacuumSettings }> {
    const result = (await this.deps.db.execute(sql`
      select s.relname as "table", c.reltuples::float8 as rows, s.n_mod_since_analyze::float8 as "modifiedSinceAnalyze",
        s.n_dead_tup::float8 as "deadRows", s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
        age(c.relfrozenxid)::float8 as "transactionAge"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()
      order by s.relname`)) as unknown as { rows: TableCounters[] };
    const setting = (name: string) => sql`current_setting(${name})::float8`;
    const settings = (await this.deps.db.execute(sql`
      select ${setting('autovacuum_vacuum_threshold')} as "vacuumThreshold", ${setting('autovacuum_vacuum_scale_factor')} as "vacuumScaleFactor",
        ${setting('autovacuum_vacuum_insert_threshold')} as "insertThreshold", ${setting('autovacuum_vacuum_insert_scale_factor')} as "insertScaleFactor",
        ${setting('autovacuum_analyze_threshold')} as "analyzeThreshold", ${setting('autovacuum_analyze_scale_factor')} as "analyzeScaleFactor",
        ${setting('autovacuum_freeze_max_age')} as "freezeMaxAge"`)) as unknown as { rows: AutovacuumSettings[] };
    const read = settings.rows[0];
    if (!read) throw new Error('current_setting answered no row');
    return { tables: result.rows.map((row) => ({ ...row, table: String(row.table) })), settings: read };
  }
}
