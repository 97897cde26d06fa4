// PGlite as drizzle's driver (server/db/pglite-driver.ts): drizzle's text parsers are set once on
// the instance instead of sent with each query, so dates, times and intervals still read exactly as
// drizzle reads them, outside a transaction and inside one, and prepared, and PGlite's own parsing
// of other types is untouched. A SELECT run again at the root is run as a prepared statement, with the same
// rows for every kind of parameter, and as before where it cannot be prepared.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { player, session } from '../../../server/modules/accounts/account.tables';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplateFile'))]) });
});
afterAll(() => database.close());

const RAW = sql`select
  '2026-11-28 10:00:00'::timestamp as at_local,
  '2026-11-28 10:00:00+00'::timestamptz as at_zoned,
  '2026-11-28'::date as day,
  '90 minutes'::interval as span,
  array['2026-11-28 10:00:00'::timestamp] as moments,
  array[1.5]::numeric[] as amounts,
  42::int as count,
  true as flag,
  '{"a":1}'::jsonb as doc`;

/** Both drivers answer raw SQL with { rows }; the common PgDatabase type cannot say so. */
type Raw = { rows: Record<string, unknown>[] };

describe('PGlite read through drizzle', () => {
  it('keeps dates, times, intervals and their arrays as text, as drizzle asks, and parses the rest as PGlite does', async () => {
    const expected = {
      at_local: '2026-11-28 10:00:00',
      at_zoned: '2026-11-28 10:00:00+00',
      day: '2026-11-28',
      span: '01:30:00',
      moments: '{"2026-11-28 10:00:00"}',
      amounts: '{1.5}',
      count: 42,
      flag: true,
      doc: { a: 1 },
    };
    const outside = (await database.db.execute(RAW)) as unknown as Raw;
    expect(outside.rows[0]).toEqual(expected);
    const inside = await database.db.transaction(async (tx) => (await tx.execute(RAW)) as unknown as Raw);
    expect(inside.rows[0]).toEqual(expected);
    // Run again at the root, it runs prepared (an EXECUTE over the simple query protocol): the same values.
    for (let run = 0; run < 2; run += 1) expect(((await database.db.execute(RAW)) as unknown as Raw).rows[0]).toEqual(expected);
    const held = (await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like '%at_local%'`)) as unknown as Raw;
    expect(held.rows).toEqual([{ n: 1 }]);
  });

  it('gives typed columns their types: a timestamp is a Date at the instant stored, a date column its text', async () => {
    const at = new Date('2026-11-28T10:00:00.123Z');
    const [row] = await database.db
      .insert(player)
      .values({ username: 'driver_check', phone: '09170000999', passwordHash: 'x', inviteCode: 'DRVCHK', birthday: '1990-02-03', createdAt: at })
      .returning({ id: player.id });
    const [read] = await database.db.select({ createdAt: player.createdAt, birthday: player.birthday }).from(player).where(sql`${player.id} = ${row!.id}`);
    expect(read).toEqual({ createdAt: at, birthday: '1990-02-03' });
    const inTransaction = await database.db.transaction((tx) => tx.select({ createdAt: player.createdAt }).from(player).where(sql`${player.id} = ${row!.id}`));
    expect(inTransaction).toEqual([{ createdAt: at }]);
    // A prepared statement (the session lookup's kind) reads the same way.
    await database.db.insert(session).values({ playerId: row!.id, tokenHash: 'driver-check', createdAt: at, lastSeenAt: at, ip: '127.0.0.1', userAgent: 'test' });
    const prepared = database.db.select({ lastSeenAt: session.lastSeenAt }).from(session).where(sql`${session.tokenHash} = ${sql.placeholder('hash')}`).prepare('driver_check');
    expect(await prepared.execute({ hash: 'driver-check' })).toEqual([{ lastSeenAt: at }]);
  });
});

describe('PGlite SELECTs prepared from their second run', () => {
  /** How many statements PGlite holds prepared whose text has `part`. */
  async function prepared(part: string): Promise<number> {
    const { rows } = (await database.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as Raw;
    return rows.filter((row) => String(row.statement).includes(part)).length;
  }

  it('answers a repeated SELECT with the same rows, prepared, for quotes, backslashes, nulls, numbers, booleans and dates alike', async () => {
    const at = new Date('2026-11-29T01:02:03.456Z');
    const [row] = await database.db
      .insert(player)
      .values({ username: "o'brien\\check", phone: '09170000998', passwordHash: 'x', inviteCode: 'OBRCHK', createdAt: at })
      .returning({ id: player.id });
    const read = (name: string, since: Date, minimum: number, active: boolean) =>
      database.db
        .select({ id: player.id, username: player.username, createdAt: player.createdAt, birthday: player.birthday })
        .from(player)
        .where(sql`${player.username} = ${name} and ${player.createdAt} >= ${since} and ${player.id} >= ${minimum} and ${active} = true`);
    const expected = [{ id: row!.id, username: "o'brien\\check", createdAt: at, birthday: null }];
    expect(await prepared('"username" = $1')).toBe(0);
    expect(await read("o'brien\\check", new Date(at.getTime() - 1000), 1, true)).toEqual(expected);
    expect(await read("o'brien\\check", new Date(at.getTime() - 1000), 1, true)).toEqual(expected);
    expect(await read("o'brien\\check", new Date(at.getTime() - 1000), 1, true)).toEqual(expected);
    expect(await read("nobody' or '1'='1", new Date(0), 1, true)).toEqual([]);
    expect(await read("o'brien\\check", new Date(at.getTime() - 1000), 1, false)).toEqual([]);
    expect(await prepared('"username" = $1')).toBe(1);
  });

  it('runs a statement with a parameter that is not a plain value (bytes) as before, and a write is never prepared', async () => {
    const bytes = async () => (await database.db.execute(sql`select length(${Buffer.from('abc')}::bytea) as n`)) as unknown as Raw;
    for (let run = 0; run < 3; run += 1) expect((await bytes()).rows).toEqual([{ n: 3 }]);
    for (let run = 0; run < 3; run += 1) await database.db.execute(sql`update player set last_login_at = last_login_at where id = -1`);
    expect(await prepared('length(')).toBe(0);
    expect(await prepared('last_login_at')).toBe(0);
  });

  it('prepares a statement again when the database has forgotten it, and never inside a transaction', async () => {
    const one = () => database.db.execute(sql`select ${'still here'}::text as answer`) as unknown as Promise<Raw>;
    await one();
    await one();
    await database.db.execute(sql`deallocate all`);
    expect((await one()).rows).toEqual([{ answer: 'still here' }]);
    expect((await one()).rows).toEqual([{ answer: 'still here' }]);
    const inside = await database.db.transaction(async (tx) => {
      for (let run = 0; run < 3; run += 1) await tx.execute(sql`select ${'in a transaction'}::text as answer`);
      return (await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like '%in a transaction%'`)) as unknown as Raw;
    });
    expect(inside.rows).toEqual([{ n: 0 }]);
  });
});
