// A floor of `npm run bench:api`, served by a process of its own, as an outside measurement runs it:
//   node scripts/run-ts.mjs bench/api-floor.ts bare
//     a bare Fastify route answering {hello:'world'};
//   node scripts/run-ts.mjs bench/api-floor.ts select '<database options as JSON>' <session token hash>
//     a bare Fastify route running one indexed SELECT (a session by its token hash) on the
//     database named (a PGlite directory of its own, or the PostgreSQL database), sent as it is to
//     the driver (PGlite's own query, pg's pool), as an outside floor runs it: the floor of the
//     issue's goal (docs/performance.md, 2026-11-30, thirteenth session).
//     Until 2026-11-28 it was built by drizzle on every request, which cost about 2.8 times the
//     driver's CPU per request on PGlite (1,091 against 391 µs, same run) and 1.6 times on
//     PostgreSQL (191 against 123 µs): the floor was slow, so the app's ratio to it read about
//     twice what an outside measurement of the same app found (getInfo 0.45 against 0.25).
//     From 2026-11-29 to 2026-11-30 it asked PGlite through the app's own driver handle without
//     meaning to: that handle runs a SELECT seen twice as a prepared statement over the simple
//     protocol (server/db/pglite-driver.ts), about half what PGlite's query costs, so on PGlite
//     the floor was faster than any outside floor and the two disagreed the other way.
//   node scripts/run-ts.mjs bench/api-floor.ts select-prepared '<database options as JSON>' <token hash>
//     the same SELECT through the app's driver handle (on PGlite: prepared, over the simple
//     protocol, as the app runs its session lookup; on PostgreSQL: the same pool as above). Not
//     what an outside floor does: printed beside the goal, as the floor of the app's own way.
// Prints `floor ready on <url>` once listening; SIGTERM closes it.
import { getTableName } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { openDatabase, type Database, type DatabaseOptions } from '../server/db/client';
import { session } from '../server/db/schema';

interface Driver {
  query(text: string, values: unknown[]): Promise<{ rows: { id?: number }[] }>;
}

const [kind, optionsJson, tokenHash] = process.argv.slice(2);
const app = Fastify({ logger: false });
let database: Database | undefined;
let pglite: PGlite | undefined;

if (kind === 'bare') {
  app.get('/', async () => ({ hello: 'world' }));
} else if ((kind === 'select' || kind === 'select-prepared') && optionsJson && tokenHash) {
  const options = JSON.parse(optionsJson) as DatabaseOptions;
  let driver: Driver;
  if (kind === 'select' && options.kind === 'pglite') {
    // PGlite itself, as an outside floor opens it (the directory is already migrated).
    pglite = await PGlite.create({ dataDir: options.directory });
    driver = pglite;
  } else {
    database = await openDatabase(options);
    // The driver under drizzle: the app's PGlite handle, or pg's pool; both answer query(text, values) with rows.
    driver = (database.db as unknown as { $client: Driver }).$client;
  }
  const text = `select ${session.id.name} as id, ${session.playerId.name} as player_id from ${getTableName(session)} where ${session.tokenHash.name} = $1`;
  app.get('/', async () => {
    const { rows } = await driver.query(text, [tokenHash]);
    return { id: rows[0]?.id ?? null };
  });
} else {
  process.stderr.write('usage: api-floor.ts bare | select <database options JSON> <token hash> | select-prepared <database options JSON> <token hash>\n');
  process.exit(2);
}

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database?.close())
    .then(() => pglite?.close())
    .finally(() => process.exit(0));
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`floor ready on ${url}\n`);
