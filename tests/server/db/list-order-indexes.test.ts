// The lists that read "the first rows in some order" have an index in exactly that order, so the
// database reads those rows and stops instead of reading and sorting every candidate, which grows
// with play: the home's biggest wins (recomputed every second on every instance), a player's
// rounds, promotion records and system bonuses newest first, the round sync's cursor, and a
// player's latest session at a maker (whose money each round of a batch staked). The
// queries are written as the repositories send them (drizzle's desc() is PostgreSQL's DESC, nulls
// first). Sorting is priced out of the planner here, so a plan that still sorts, or reaches the
// order through another index and a filter, has no index in the list's order (migrations 0039 and 0040).
import { is, sql } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { TEST_DATABASES } from '../test-app';

const LISTS: { what: string; query: string; index: string }[] = [
  {
    what: 'the biggest wins of a period',
    query: `select player_id, game_id, win, finished_at from game_round where (win > 0 and finished_at >= now() - interval '7 days') order by win desc, finished_at, id limit 20`,
    index: 'game_round_win_order_idx',
  },
  {
    what: 'the biggest wins of all time',
    query: 'select player_id, game_id, win, finished_at from game_round where win > 0 order by win desc, finished_at, id limit 20',
    index: 'game_round_win_order_idx',
  },
  { what: "a player's rounds, newest first", query: 'select * from game_round where player_id = 7 order by id desc limit 20 offset 0', index: 'game_round_player_idx' },
  { what: "a maker's last recorded round", query: "select maker_round_id from game_round where maker_code = 'demo' order by id desc limit 1", index: 'game_round_maker_idx' },
  {
    what: "a player's latest session at a maker",
    query: "select * from game_session where player_id = 7 and maker_code = 'demo' order by id desc limit 1",
    index: 'game_session_player_maker_idx',
  },
  {
    what: "each batch's players' latest sessions at a maker",
    query: `select p.player_id, s.promotion_record_id from (select distinct value::bigint as player_id from jsonb_array_elements_text('[7, 8, 9]'::jsonb)) p
      cross join lateral (select promotion_record_id from game_session where player_id = p.player_id and maker_code = 'demo' order by id desc limit 1) s`,
    index: 'game_session_player_maker_idx',
  },
  { what: "a player's promotion records, newest first", query: 'select * from promotion_record where player_id = 7 order by id desc limit 20 offset 0', index: 'promotion_record_player_idx' },
  { what: "a player's system bonuses, newest first", query: 'select * from system_bonus where player_id = 7 order by id desc limit 20 offset 0', index: 'system_bonus_player_idx' },
];

it('no index of the schema is in an order no query asks for (DESC NULLS LAST)', () => {
  const nullsLast = Object.values(schema as Record<string, unknown>)
    .filter((table): table is PgTable => is(table, PgTable))
    .flatMap((table) => getTableConfig(table).indexes)
    .filter((index) => index.config.columns.some((column) => is(column, IndexedColumn) && column.indexConfig.order === 'desc' && column.indexConfig.nulls !== 'first'))
    .map((index) => index.config.name);
  expect(nullsLast).toEqual([]);
});

describe.each(TEST_DATABASES)('lists read in their index order ($name)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    database = await openDatabase(created.options);
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it.each(LISTS)('$what reads $index in order, with no sort', async ({ query, index }) => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_incremental_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index} on`));
    expect(plan).not.toMatch(/Sort/);
  });
});
