// A row read as one JSON array (server/db/json-row.ts) reads exactly as drizzle reads the same
// columns as fields, on both databases, inside a transaction and out: timestamps as the same Date
// (to the millisecond, whatever the session's time zone), dates as their text, NULL as null, and a
// left join that found nothing as null. A column type it cannot read back (a bigint kept as bigint) is refused when built.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { jsonRow } from '../../../server/db/json-row';
import { player, session } from '../../../server/modules/accounts/account.tables';
import { playerSafety } from '../../../server/modules/safety/safety.tables';
import { TEST_DATABASES } from '../test-app';

const PLAYER_COLUMNS = {
  id: player.id,
  username: player.username,
  birthday: player.birthday,
  nickname: player.nickname,
  level: player.level,
  createdAt: player.createdAt,
  previousLoginAt: player.previousLoginAt,
};
const SAFETY_COLUMNS = { breakKind: playerSafety.breakKind, breakUntil: playerSafety.breakUntil };

describe.each(TEST_DATABASES)('a row as one JSON array ($name)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let playerId: number;
  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    database = await openDatabase(created.options);
    // Microseconds in the stored instant: drizzle's Date and the JSON one both keep the milliseconds.
    const [row] = await database.db
      .insert(player)
      .values({ username: 'json_row', phone: '09170000998', passwordHash: 'x', inviteCode: 'JSONRW', birthday: '1990-02-03', level: 3 })
      .returning({ id: player.id });
    playerId = row!.id;
    await database.db.execute(sql`update ${player} set created_at = '2026-11-28 10:00:00.123456+00' where ${player.id} = ${playerId}`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const asJson = jsonRow(PLAYER_COLUMNS);
  const safetyAsJson = jsonRow(SAFETY_COLUMNS);

  it('reads the columns as drizzle reads them as fields, with NULL as null', async () => {
    const [fields] = await database.db.select(PLAYER_COLUMNS).from(player).where(eq(player.id, playerId));
    const [json] = await database.db.select({ row: asJson.expression.mapWith((values: unknown) => asJson.decode(values as unknown[])) }).from(player).where(eq(player.id, playerId));
    expect(fields!.createdAt).toEqual(new Date('2026-11-28T10:00:00.123Z'));
    expect(fields!.previousLoginAt).toBeNull();
    expect(json!.row).toEqual(fields);
  });

  it('reads timestamps at the same instant whatever time zone the session is in, inside a transaction too', async () => {
    const read = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Manila'`);
      return tx.select({ row: asJson.expression.mapWith((values: unknown) => asJson.decode(values as unknown[])) }).from(player).where(eq(player.id, playerId));
    });
    expect(read[0]!.row!.createdAt).toEqual(new Date('2026-11-28T10:00:00.123Z'));
  });

  it('reads a left join that found nothing as null, and a row it found with its values', async () => {
    const joined = () =>
      database.db
        .select({ safety: safetyAsJson.expression.mapWith((values: unknown) => safetyAsJson.decode(values as unknown[])) })
        .from(player)
        .leftJoin(playerSafety, eq(playerSafety.playerId, player.id))
        .where(eq(player.id, playerId));
    expect(await joined()).toEqual([{ safety: null }]);
    const until = new Date('2026-12-01T00:00:00.000Z');
    await database.db.insert(playerSafety).values({ playerId, breakKind: 'timeOut', breakStartedAt: new Date(), breakUntil: until });
    expect(await joined()).toEqual([{ safety: { breakKind: 'timeOut', breakUntil: until } }]);
  });
});

describe('a row as one JSON array, built', () => {
  it('refuses a column type it would not read back as drizzle does', () => {
    expect(() => jsonRow({ tokenHash: session.tokenHash, ip: session.ip })).not.toThrow();
    // A bigint read as bigint would lose its digits past 2^53 as a JSON number.
    expect(() => jsonRow({ dayLimit: playerSafety.dayLimit })).toThrow(/dayLimit \(PgBigInt64\)/);
  });
});
