// A database state kept inside the test database, so the reset before each server test restores
// rows instead of truncating every table and seeding through the services again. Measured on
// this machine class, a reset took 1.0-1.5 s on PGlite and 0.3-1.4 s on PostgreSQL (the truncate
// of sixty tables alone 0.4 s and 1.2 s while the machine was busy); the restore takes 30-70 ms.
//
// A snapshot is copies of the tables that have rows, in a schema of its own, and a plpgsql
// function, written when the snapshot is taken, that puts them back in one round trip on either
// database: delete every table's rows, copy the snapshot's rows back, set every sequence to where
// it stood (those of the tables left empty too, as `truncate ... restart identity` did). It
// deletes rather than truncates: on tables of a few rows a truncate costs far more (a new file
// for each table and index). It deletes as a replica session, which fires no triggers: no
// foreign-key check (every table is emptied and filled together, referenced tables first) and
// no refusal from the ledger's immutability triggers, which a truncate does not meet either. That
// setting needs a superuser, as the test databases' user is on both.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../server/db/client';

/** Names of the snapshots; each is a schema `test_snapshot_<name>`. */
export type SnapshotName = 'seeded' | 'empty';

const schemaOf = (name: SnapshotName) => `test_snapshot_${name}`;

/**
 * The tables' names ordered so that every table comes after the tables it references: the
 * restore's inserts then put each foreign key's target in place first.
 */
export function referencedFirst(tables: readonly PgTable[]): string[] {
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const ordered = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.has(name) || visiting.has(name)) return;
    visiting.add(name);
    const table = byName.get(name);
    for (const key of table ? getTableConfig(table).foreignKeys : []) visit(getTableConfig(key.reference().foreignTable).name);
    ordered.add(name);
  };
  for (const name of byName.keys()) visit(name);
  return [...ordered];
}

/**
 * Copies the rows of the given tables (referenced first) and every sequence's value, and writes
 * the function that puts them back. Taking a snapshot of a name again replaces it.
 */
export async function takeSnapshot(db: AppDatabase, name: SnapshotName, tables: readonly string[]): Promise<void> {
  const schema = schemaOf(name);
  // One statement (PGlite's query takes no more): the block finds which tables have rows and
  // writes the restore function's body from that.
  await db.execute(
    sql.raw(`do $snapshot$
declare
  all_tables text[] := ${textArray(tables)};
  t text;
  has_rows boolean;
  s record;
  inserts text := '';
  sequences text := '';
begin
  drop schema if exists ${schema} cascade;
  create schema ${schema};
  foreach t in array all_tables loop
    execute format('select exists (select 1 from public.%I)', t) into has_rows;
    if has_rows then
      execute format('create table ${schema}.%I as table public.%I', t, t);
      inserts := inserts || format('insert into public.%I overriding system value select * from ${schema}.%I; ', t, t);
    end if;
  end loop;
  for s in select sequencename, start_value, last_value from pg_sequences where schemaname = 'public' loop
    sequences := sequences || format('perform setval(%L, %s, %L); ', 'public.' || quote_ident(s.sequencename),
      coalesce(s.last_value, s.start_value), s.last_value is not null);
  end loop;
  execute format('create function ${schema}.restore() returns void language plpgsql as %L',
    'begin set local session_replication_role = replica; '
      || (select string_agg(format('delete from public.%I;', table_name), ' ') from unnest(all_tables) as table_name)
      || ' ' || inserts || sequences || 'end');
end
$snapshot$`),
  );
}

/** Puts back what takeSnapshot copied, in one round trip. */
export async function restoreSnapshot(db: AppDatabase, name: SnapshotName): Promise<void> {
  await db.execute(sql.raw(`select ${schemaOf(name)}.restore()`));
}

function textArray(names: readonly string[]): string {
  return `array[${names.map((name) => `'${name.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}
