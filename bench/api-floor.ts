// A floor of `npm run bench:api`, served by a process of its own, as an outside measurement runs it:
//   node --import tsx bench/api-floor.ts bare
//     a bare Fastify route answering {hello:'world'};
//   node --import tsx bench/api-floor.ts select '<database options as JSON>' <session token hash>
//     a bare Fastify route running one indexed SELECT (a session by its token hash) through
//     drizzle on the database named (a PGlite directory of its own, or the PostgreSQL database).
// Prints `floor ready on <url>` once listening; SIGTERM closes it.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type Database, type DatabaseOptions } from '../server/db/client';
import { session } from '../server/db/schema';

const [kind, optionsJson, tokenHash] = process.argv.slice(2);
const app = Fastify({ logger: false });
let database: Database | undefined;

if (kind === 'bare') {
  app.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'select' && optionsJson && tokenHash) {
  database = await openDatabase(JSON.parse(optionsJson) as DatabaseOptions);
  const db = database.db;
  app.get('/', async () => {
    const [row] = await db.select({ id: session.id, playerId: session.playerId }).from(session).where(eq(session.tokenHash, tokenHash));
    return { id: row?.id ?? null };
  });
} else {
  process.stderr.write('usage: api-floor.ts bare | select <database options JSON> <token hash>\n');
  process.exit(2);
}

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database?.close())
    .finally(() => process.exit(0));
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`floor ready on ${url}\n`);
