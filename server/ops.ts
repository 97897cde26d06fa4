// `npm run ops -- <command>`: the operator command line. With PGlite, a running server holds the
// data directory, so the command goes to that server through its ops socket; otherwise (server
// stopped, or a PostgreSQL DATABASE_URL) this process opens the database itself, only if a server
// has created it (ops/ops-database.ts), and says on stderr which database it is.
import { loadConfig, opsSocketPath } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/lock-file';
import { seedDatabase } from './db/seed';
import { createServices } from './services';
import { opsMakerRegistry } from './ops/ops-makers';
import { EXIT_OK, EXIT_REFUSED, answerWithoutServices, runOpsCommand } from './ops/commands';
import type { OpsResult } from './shared/ops-command';
import { sendToOpsSocket } from './ops/ops-socket';
import { NoDatabaseError, assertDatabaseExists } from './ops/ops-database';
import { describeDatabase } from './shared/database-label';
import { messageOf } from './shared/error-message';

async function main(argv: string[]): Promise<OpsResult> {
  const early = answerWithoutServices(argv);
  if (early) return early;
  const config = loadConfig();
  // Which database, on stderr so that stdout stays the command's own output (JSON for `site get`).
  process.stderr.write(`ops: ${describeDatabase(config.database)}\n`);
  let database;
  try {
    // Never a new database: only one a server has already created.
    await assertDatabaseExists(config.database, config.dataDir);
    // An operator's check may read the whole ledger: no statement timeout for it.
    database = await openDatabase(config.database.kind === 'postgres' ? { ...config.database, statementTimeoutMs: 0 } : config.database);
  } catch (error) {
    if (error instanceof DatabaseLockedError) return forwardToServer(config.dataDir, argv, error);
    if (error instanceof NoDatabaseError) return { exitCode: EXIT_REFUSED, output: error.message };
    throw error;
  }
  try {
    const services = createServices(database.db, {
    sms: config.sms,
    facebook: config.facebook,
    nodeEnv: config.nodeEnv,
    dataDir: config.dataDir,
    paySandboxSecret: config.paySandboxSecret,
    makers: opsMakerRegistry(database.db, process.env, { host: config.host, port: config.port, nodeEnv: config.nodeEnv }),
  });
    // As a server start does: fills only tables still empty (banks, levels from an older version).
    await seedDatabase(services);
    return await runOpsCommand(argv, services);
  } finally {
    await database.close();
  }
}

async function forwardToServer(dataDir: string, argv: string[], locked: DatabaseLockedError): Promise<OpsResult> {
  const socketPath = opsSocketPath(dataDir);
  try {
    return await sendToOpsSocket(socketPath, argv);
  } catch (error) {
    return {
      exitCode: EXIT_REFUSED,
      output: `${locked.message}\nIts ops socket ${socketPath} did not answer (${(error as Error).message}).`,
    };
  }
}

try {
  const result = await main(process.argv.slice(2));
  (result.exitCode === EXIT_OK ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exitCode = result.exitCode;
} catch (error) {
  process.stderr.write(`ops failed: ${messageOf(error)}\n`);
  process.exitCode = EXIT_REFUSED;
}
