// PGlite as drizzle's driver, without the per-query parser map. drizzle hands PGlite, with every
// query, parsers that keep date and time values as text (it makes its own Date from them); PGlite
// then merges them into its own map of about 320 types by spreading it, on every query. A CPU
// profile of npm start's server under GET /getInfo spent 11 % of the process there, and a query
// alone took about 1.0 ms with the map against 0.6 ms without (2026-11-28). So the same parsers
// are set once on the instance, and the handle drizzle gets drops the per-query copy: every row
// reads exactly as before, at one query's cost.
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

const asText = (value: string): string => value;

/**
 * The types drizzle's PGlite session reads as text (drizzle-orm/pglite/session.js, queryConfig and
 * rawQueryConfig): dates, times, intervals and their arrays, and numeric arrays.
 */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182] as const;

/** The parts of PGlite and of its transactions that drizzle's session calls. */
type Queryable = Pick<PGlite, 'query'>;

/** Drops a query's parser map when it only says what the instance already does. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const types = Object.keys(parsers).map(Number);
  if (types.length !== DRIZZLE_TEXT_TYPES.length || !types.every((type) => (DRIZZLE_TEXT_TYPES as readonly number[]).includes(type))) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function queryWithoutParsers<T extends Queryable>(target: T): T['query'] {
  return ((query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, withoutDrizzleParsers(options))) as T['query'];
}

/**
 * The handle to give drizzle for `client`: queries and transactions as PGlite's own, with drizzle's
 * text parsers set once on the instance instead of sent with every query. Everything else (close,
 * dumpDataDir, listen) is the instance's.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  // After PGlite.create: its start-up fills the array types' parsers, which would replace these.
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const query = queryWithoutParsers(client);
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx: Transaction) => callback(Object.assign(Object.create(tx) as Transaction, { query: queryWithoutParsers(tx) })));
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
