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

/** A statement is prepared the second time it is run at the root: a one-off is never prepared. */
const PREPARE_ON_RUN = 2;
/** At most this many statements are kept prepared per database; past it, statements run as before. */
const MAX_PREPARED = 200;
/**
 * At most this many statements run once are remembered, waiting for a second run; then the count
 * starts over, so a server that sends many one-off SELECTs (an IN list of every length) holds no
 * growing map of their texts.
 */
const MAX_COUNTED = 1_000;
/** PostgreSQL's "prepared statement does not exist": the statement is prepared again. */
const NO_SUCH_STATEMENT = '26000';

/** A parameter as an SQL literal of unknown type (PostgreSQL casts it to the parameter's type), or undefined for one that is not a plain value. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    text = value.toISOString();
  } else return undefined;
  // A NUL cannot be in a PostgreSQL text value; leave such a value to the driver, which refuses it.
  if (text.includes('\0')) return undefined;
  // An escape string, its backslashes and quotes doubled: the same value whatever
  // standard_conforming_strings says.
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * Runs the SELECTs sent at the root (outside any transaction) as prepared statements from their
 * second run on. PGlite plans every statement it is sent again (drizzle's prepared statements do
 * not reach it); a session lookup joining three tables cost 369 µs planned each time against 178
 * µs run as EXECUTE (2026-11-29). PGlite takes no parameters with EXECUTE, so they go as quoted
 * literals, each cast by PostgreSQL to the type the statement infers for it; a statement with a
 * parameter that is not a plain value (an array, an object, a Buffer) runs as before. The root
 * waits for any open transaction, so a PREPARE never lands inside one.
 */
function preparingQuery(client: PGlite, run: PGlite['query']): PGlite['query'] {
  const runs = new Map<string, number>();
  const prepared = new Map<string, string | null>();
  let made = 0;
  const prepare = async (text: string): Promise<string | null> => {
    made += 1;
    const name = `app_prepared_${made}`;
    try {
      await client.exec(`PREPARE ${name} AS ${text}`);
      prepared.set(text, name);
      return name;
    } catch {
      // A type PostgreSQL cannot infer, or any other refusal: this statement keeps running as it did.
      prepared.set(text, null);
      return null;
    }
  };
  /**
   * An EXECUTE, one statement of our own making with its values as literals, over the simple query
   * protocol: one message in and its rows out, where `query` sends five (parse, bind, describe,
   * execute, sync) and reads their answers. A session lookup's EXECUTE, run 5,000 times each way
   * in one process, cost 108-121 µs of CPU this way against 177-264 µs through `query`, the rows the
   * same (2026-11-30, four runs).
   */
  const runSimple = async (execute: string, options?: QueryOptions) => {
    const [result] = await client.exec(execute, withoutDrizzleParsers(options));
    // Named without its values: they may be a session token's hash.
    if (!result) throw new Error('PGlite answered no result to a prepared statement run');
    return result;
  };
  return (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (!/^\s*select\b/i.test(text)) return run(text, params, options);
    const literals = (params ?? []).map(literal);
    if (literals.some((value) => value === undefined)) return run(text, params, options);
    let name = prepared.get(text);
    if (name === undefined) {
      if (prepared.size >= MAX_PREPARED) return run(text, params, options);
      if (runs.size >= MAX_COUNTED && !runs.has(text)) runs.clear();
      const count = (runs.get(text) ?? 0) + 1;
      runs.set(text, count);
      if (count < PREPARE_ON_RUN) return run(text, params, options);
      runs.delete(text);
      name = await prepare(text);
    }
    if (name === null) return run(text, params, options);
    const execute = literals.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${literals.join(', ')})`;
    try {
      return await runSimple(execute, options);
    } catch (error) {
      if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
      prepared.delete(text);
      return run(text, params, options);
    }
  }) as PGlite['query'];
}

/**
 * The handle to give drizzle for `client`: queries and transactions as PGlite's own, with drizzle's
 * text parsers set once on the instance instead of sent with every query. Everything else (close,
 * dumpDataDir, listen) is the instance's.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  // After PGlite.create: its start-up fills the array types' parsers, which would replace these.
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const query = preparingQuery(client, queryWithoutParsers(client));
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
