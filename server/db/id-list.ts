// Many ids as one parameter: a jsonb list, read back as a subquery of bigints. `inArray` and
// `sql.join` give each id a parameter of its own, so every length of list is another statement:
// planned afresh on PGlite, whose driver keeps a prepared statement per text, and about 6 KB of
// drizzle's building a round at the round sync's batch sizes (bench:rounds, 2026-12-01). One
// parameter keeps the text the same however many ids it carries.
import { sql, type SQL } from 'drizzle-orm';

/** `(select value::bigint from jsonb_array_elements_text($1::jsonb))` of the ids, for `column in ${idList(ids)}`. */
export function idList(ids: readonly number[]): SQL {
  return sql`(select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}
