// Another module's row of the session's player, read in the session lookup's one indexed query
// (a left join on the player id), so a per-request check of that module costs no query of its
// own. The safety module joins player_safety this way: its hook reads the break a session was
// looked up with. Like the session, the row is never cached: it is as fresh as the request.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthenticatedSession } from './player-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the module that reads the joined row on this route: its session lookup joins it (else the lookup stays one table narrower). */
    sessionJoin?: boolean;
  }
}

export class SessionJoin<Row extends Record<string, unknown>> {
  /** What each session was looked up with (null: the player has no row); gone with the request. */
  private readonly rows = new WeakMap<AuthenticatedSession, Row | null>();

  constructor(
    readonly table: PgTable,
    /** The joined table's player id column; it must be indexed (the primary key, say). */
    readonly playerId: PgColumn,
    readonly columns: { [K in keyof Row]: PgColumn },
  ) {}

  /** Called by the session lookup with the joined columns, or null when the player has no row. */
  remember(session: AuthenticatedSession, row: Record<string, unknown> | null): void {
    this.rows.set(session, row as Row | null);
  }

  /** The row read with this session; undefined when it was not looked up with this join. */
  readWith(session: AuthenticatedSession): Row | null | undefined {
    return this.rows.has(session) ? (this.rows.get(session) ?? null) : undefined;
  }
}
