// Login sessions: one row per login, found by the hash of its token. Each method runs on the
// database, or on the transaction it is handed last.
import { and, desc, eq, getTableName, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BatchedRead } from '../../db/batched-read';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { jsonRow, type JsonRow } from '../../db/json-row';
import { insideTransaction } from '../../db/transaction-scope';
import type { SessionJoin } from '../../shared/session-join';
import { player, session } from './account.tables';
import { USER_INFO_COLUMNS, type UserInfoRow } from './user-info';

export type SessionRow = typeof session.$inferSelect;

/** The session columns a request's checks read (revoked, idle, too old; who). */
const SESSION_CHECK_COLUMNS = {
  id: session.id,
  playerId: session.playerId,
  createdAt: session.createdAt,
  lastSeenAt: session.lastSeenAt,
  revokedAt: session.revokedAt,
};
export type SessionCheckRow = Pick<SessionRow, keyof typeof SESSION_CHECK_COLUMNS>;

/** What the session lookup finds: the session, its player as /getInfo shows them, and the joined row. */
export interface SessionLookup {
  session: SessionCheckRow;
  player: UserInfoRow;
  joined?: Record<string, unknown> | null;
}

/** The lookup's key in the prepared statements when no module's row is joined. */
const NO_JOIN = 'none';

/**
 * Session lookups running at once; those of a turn, and those that arrive while it runs, go
 * together in the next (server/db/batched-read.ts). One, as the demo maker's spins: a lookup is
 * one index read that waits for no lock, and with one call running more lookups share the next
 * (two instances on PostgreSQL held 10,000 players with one call at once, 8,000 with two; the
 * machine 156-168 % busy at 8,000 against 165-184 %). On PostgreSQL the pool keeps its other
 * connections for the requests' own queries.
 */
const LOOKUP_CALLS_AT_ONCE = 1;

/** A token hash as the session table holds it: sha256 in hex (session-token.ts). */
const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** Token hashes as one text[] literal: hex needs no quoting, and one parameter keeps one statement text for every count. */
function tokenHashArray(tokenHashes: readonly string[]): string {
  for (const tokenHash of tokenHashes) if (!TOKEN_HASH.test(tokenHash)) throw new Error('a session lookup was given a token hash that is not sha256 hex');
  return `{${tokenHashes.join(',')}}`;
}

type LookupRow = { session: SessionCheckRow; player: UserInfoRow; joined?: Record<string, unknown> | null };
type JoinKey = SessionJoin<Record<string, unknown>> | typeof NO_JOIN;

/** The session's and its player's columns, each as one JSON array (server/db/json-row.ts says why). */
const SESSION_CHECK_ROW = jsonRow(SESSION_CHECK_COLUMNS);
const USER_INFO_ROW = jsonRow(USER_INFO_COLUMNS);
/** Each join's columns as one JSON array, made once per join. */
const joinedRows = new WeakMap<SessionJoin<Record<string, unknown>>, JsonRow<Record<string, unknown>>>();

function joinedRow(join: SessionJoin<Record<string, unknown>>): JsonRow<Record<string, unknown>> {
  let row = joinedRows.get(join);
  if (!row) joinedRows.set(join, (row = jsonRow(join.columns)));
  return row;
}

/** A JSON array column read back as its row (the driver has parsed the JSON). */
function decoded<Row>(row: JsonRow<Row>) {
  return row.expression.mapWith((values: unknown) => row.decode(values as unknown[]));
}

/**
 * The session lookup's query on `executor`: for the token hash given (a value, or the prepared
 * statement's placeholder), or for those `many` matches, each row then naming its token hash.
 */
function lookupQuery(executor: DbExecutor, join: SessionJoin<Record<string, unknown>> | undefined, tokenHash: string | Placeholder | { many: SQL }) {
  const many = typeof tokenHash === 'object' && 'many' in tokenHash;
  const byHash = many ? tokenHash.many : eq(session.tokenHash, tokenHash);
  // The rows are read as LookupRow by the callers; several sessions' rows also name their token hash.
  const fields: Record<string, SQL | PgColumn> = { session: decoded(SESSION_CHECK_ROW), player: decoded(USER_INFO_ROW) };
  if (many) fields.tokenHash = session.tokenHash;
  if (!join) {
    return executor.select(fields).from(session).innerJoin(player, eq(player.id, session.playerId)).where(byHash).$dynamic();
  }
  return executor
    .select({ ...fields, joined: decoded(joinedRow(join)) })
    .from(session)
    .innerJoin(player, eq(player.id, session.playerId))
    .leftJoin(join.table, eq(join.playerId, session.playerId))
    .where(byHash)
    .$dynamic();
}

export class SessionRepository {
  /** The session lookup prepared once per join (outside transactions; see findWithPlayerByTokenHash). */
  private readonly lookups = new Map<JoinKey, { execute(values: { tokenHash: string }): Promise<unknown[]> }>();
  /** The lookup of several sessions at once, prepared once per join. */
  private readonly manyLookups = new Map<JoinKey, { execute(values: { tokenHashes: string }): Promise<unknown[]> }>();
  /** The lookups at the root, made together when they arrive together, per join. */
  private readonly batches = new Map<JoinKey, BatchedRead<string, LookupRow>>();

  constructor(private readonly db: AppDatabase) {}

  async insert(values: Omit<typeof session.$inferInsert, 'id'>, tx: DbExecutor = this.db): Promise<number> {
    const [row] = await tx.insert(session).values(values).returning({ id: session.id });
    if (!row) throw new Error('insert into session returned no row');
    return row.id;
  }

  async findByTokenHash(tokenHash: string, tx: DbExecutor = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx.select().from(session).where(eq(session.tokenHash, tokenHash));
    return row;
  }

  /**
   * The session and its player in one indexed query (token hash, then player id): what every
   * authenticated request costs. With `join`, that module's row of the player comes in the same
   * query (left joined on its player id; null when there is none). No row when the session or its
   * player is gone. Only the columns the request's checks and /getInfo read travel (not the
   * password hash, the token hash or the user agent), each table's as one JSON array (a field each
   * cost the drivers more than the query), and outside a transaction the statement is
   * one prepared once per join: its SQL is not rebuilt per request, and PostgreSQL parses and
   * plans it once per connection. Lookups at the root made in one turn of the event loop, or that
   * arrive while LOOKUP_CALLS_AT_ONCE run, go together as one query (`token_hash = any(...)`), so
   * under load many requests share a round trip; a lookup alone runs the single statement.
   */
  async findWithPlayerByTokenHash(
    tokenHash: string,
    join?: SessionJoin<Record<string, unknown>>,
    tx?: DbExecutor,
  ): Promise<SessionLookup | undefined> {
    let row: LookupRow | undefined;
    if (tx || insideTransaction()) [row] = (await lookupQuery(tx ?? this.db, join, tokenHash)) as LookupRow[];
    else row = await this.batch(join).read(tokenHash);
    if (!row) return undefined;
    return join ? { session: row.session, player: row.player, joined: row.joined ?? null } : { session: row.session, player: row.player };
  }

  private batch(join: SessionJoin<Record<string, unknown>> | undefined): BatchedRead<string, LookupRow> {
    let batch = this.batches.get(join ?? NO_JOIN);
    if (!batch) {
      batch = new BatchedRead<string, LookupRow>(async (tokenHashes) => {
        if (tokenHashes.length === 1) {
          const [tokenHash] = tokenHashes as [string];
          const [row] = (await this.prepared(join).execute({ tokenHash })) as LookupRow[];
          return new Map(row ? [[tokenHash, row]] : []);
        }
        const rows = (await this.preparedMany(join).execute({ tokenHashes: tokenHashArray(tokenHashes) })) as (LookupRow & { tokenHash: string })[];
        return new Map(rows.map((row) => [row.tokenHash, row]));
      }, LOOKUP_CALLS_AT_ONCE);
      this.batches.set(join ?? NO_JOIN, batch);
    }
    return batch;
  }

  private preparedMany(join: SessionJoin<Record<string, unknown>> | undefined) {
    let statement = this.manyLookups.get(join ?? NO_JOIN);
    if (!statement) {
      const name = join ? `session_lookup_many_with_${getTableName(join.table)}` : 'session_lookup_many';
      statement = lookupQuery(this.db, join, { many: sql`${session.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])` }).prepare(name);
      this.manyLookups.set(join ?? NO_JOIN, statement);
    }
    return statement;
  }

  private prepared(join: SessionJoin<Record<string, unknown>> | undefined) {
    let statement = this.lookups.get(join ?? NO_JOIN);
    if (!statement) {
      const name = join ? `session_lookup_with_${getTableName(join.table)}` : 'session_lookup';
      statement = lookupQuery(this.db, join, sql.placeholder('tokenHash')).prepare(name);
      this.lookups.set(join ?? NO_JOIN, statement);
    }
    return statement;
  }

  async touch(id: number, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(session).set({ lastSeenAt: at }).where(eq(session.id, id));
  }

  async revoke(id: number, at: Date, tx: DbExecutor = this.db): Promise<void> {
    await tx.update(session).set({ revokedAt: at }).where(and(eq(session.id, id), isNull(session.revokedAt)));
  }

  /** Every open session of the player, except `keepId` when given. Returns how many it ended. */
  async revokeAllOf(playerId: number, at: Date, keepId: number | null, tx: DbExecutor = this.db): Promise<number> {
    const open = and(eq(session.playerId, playerId), isNull(session.revokedAt));
    const rows = await tx
      .update(session)
      .set({ revokedAt: at })
      .where(keepId === null ? open : and(open, ne(session.id, keepId)))
      .returning({ id: session.id });
    return rows.length;
  }

  /** The player's sessions not revoked (expired ones too: the service judges those), newest first. */
  async openOf(playerId: number, tx: DbExecutor = this.db): Promise<SessionRow[]> {
    return tx
      .select()
      .from(session)
      .where(and(eq(session.playerId, playerId), isNull(session.revokedAt)))
      .orderBy(desc(session.lastSeenAt), desc(session.id));
  }

  /** Ends the session when it is the player's and open; false otherwise. */
  async revokeOwn(playerId: number, id: number, at: Date, tx: DbExecutor = this.db): Promise<boolean> {
    const rows = await tx
      .update(session)
      .set({ revokedAt: at })
      .where(and(eq(session.id, id), eq(session.playerId, playerId), isNull(session.revokedAt)))
      .returning({ id: session.id });
    return rows.length > 0;
  }
}
