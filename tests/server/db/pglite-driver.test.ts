// PGlite as drizzle's driver (server/db/pglite-driver.ts): drizzle's text parsers are set once on
// the instance instead of sent with each query, so dates, times and intervals still read exactly as
// drizzle reads them, outside a transaction and inside one, and PGlite's own parsing of other
// types is untouched.
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
