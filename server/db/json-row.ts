// A hot query's row as one column: a JSON array of the columns it needs, built by PostgreSQL and
// parsed once by the driver, instead of one field per column. Each field a row carries costs the
// driver on every execution: PGlite's protocol reader decodes its name, type and value from the
// wire, pg makes a parser for each, and drizzle maps each. The session lookup (twenty-three columns
// over three tables) cost 410-440 µs of PGlite's CPU a query read as fields, and 270-300 µs read as
// one JSON array; on PostgreSQL the Node process spent 125-150 µs against 105-110 (2026-11-29,
// bench/api-rate.ts's getInfo). Only the column types below are read back; any other is refused
// when the query is built, not guessed at.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Columns by the names the decoded row gives them. */
export type JsonRowColumns = Record<string, PgColumn>;

/** What drizzle would have read from each column (a Date from a timestamp, null for NULL). */
export type JsonRowOf<Columns extends JsonRowColumns> = { [K in keyof Columns]: Columns[K]['_']['data'] | (Columns[K]['_']['notNull'] extends true ? never : null) };

/** JSON carries these as drizzle reads them: numbers (within 2^53), strings, booleans, 'YYYY-MM-DD' dates. */
const AS_IS = new Set(['PgInteger', 'PgSmallInt', 'PgBigInt53', 'PgSerial', 'PgBigSerial53', 'PgText', 'PgVarchar', 'PgBoolean', 'PgDateString']);
/** A timestamp comes as ISO 8601 with its offset, which Date reads to the millisecond, as drizzle does from text. */
const TIMESTAMP = 'PgTimestamp';

/** A list of columns read as one JSON array: the SQL expression, and the row back from the parsed array. */
export interface JsonRow<Row> {
  /** json_build_array(...) of the columns, in order. */
  readonly expression: SQL;
  /** The columns' values by name; all null (a left join that found nothing) reads as null. */
  decode(values: readonly unknown[]): Row | null;
}

export function jsonRow<Columns extends JsonRowColumns>(columns: Columns): JsonRow<JsonRowOf<Columns>> {
  const names = Object.keys(columns);
  const dates = names.map((name) => {
    const type = columns[name]!.columnType;
    if (type === TIMESTAMP) return true;
    if (AS_IS.has(type)) return false;
    throw new Error(`jsonRow: column ${name} (${type}) is not read back from JSON`);
  });
  const expression = sql`json_build_array(${sql.join(
    names.map((name) => columns[name]!),
    sql`, `,
  )})`;
  return {
    expression,
    decode(values) {
      if (values.every((value) => value === null)) return null;
      const row: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index += 1) {
        const value = values[index] ?? null;
        row[names[index]!] = dates[index] && value !== null ? new Date(value as string) : value;
      }
      return row as JsonRowOf<Columns>;
    },
  };
}
