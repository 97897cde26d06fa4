// Starts the server: config, database (migrated, seeded on first start), the demo game maker and
// the seamless maker each on its own port, the app, the operator socket, then listen and the play
// module's background passes (round sync, recovery of maker transfers). SIGINT/SIGTERM close
// everything in order so PGlite flushes and unlocks.
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, opsSocketPath } from './config';
import type { DemoMaker } from './makers/demo/demo-maker';
import type { SeamlessMaker } from './makers/seamless/seamless-maker';
import type { PlayLog } from './modules/play/play.module';
import type { OpsSocket } from './ops/ops-socket';
import { messageOf } from './shared/error-message';

/** A shutdown that takes longer than this is stuck; exit anyway rather than hang the deploy. */
const SHUTDOWN_GRACE_MS = 10_000;

function exitBeforeStart(what: string, error: unknown): never {
  process.stderr.write(`${what}: ${messageOf(error)}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  exitBeforeStart('Invalid configuration', error);
}

// Everything else loads once the configuration holds: a refused start (a misspelt NODE_ENV, the
// outbox SMS provider in production) says why at once, not after seconds of loading the app.
const [
  { DemoMakerAdapter },
  { DEMO_MAKER_CODE, startDemoMaker },
  { readDemoMakerConfig, readMakerConfig },
  { MakerRegistry },
  { SeamlessMakerHttpAdapter },
  { DEFAULT_SEAMLESS_MAKER_PORT, startSeamlessMaker },
  { BONUS_PASS_MS },
  { MakerEndpoints, PENDING_TRANSFER_STALE_MS, readSeamlessWalletConfig },
  { openDatabase },
  { PgliteMaintenance },
  { seedDatabase },
  { buildApp },
  { startOpsSocket },
  { describeDatabase },
  { lazyRequestLogger, RequestLogAtDebug },
  { devRoutesAllowed },
] = await Promise.all([
  import('./makers/demo/demo-adapter'),
  import('./makers/demo/demo-maker'),
  import('./makers/demo/demo-maker-config'),
  import('./makers/maker-registry'),
  import('./makers/seamless/seamless-adapter'),
  import('./makers/seamless/seamless-maker'),
  import('./modules/bonuses/bonuses.module'),
  import('./modules/play/play.module'),
  import('./db/client'),
  import('./db/pglite-maintenance'),
  import('./db/seed'),
  import('./app'),
  import('./ops/ops-socket'),
  import('./shared/database-label'),
  import('./shared/request-log'),
  import('./shared/node-env'),
]);

let demoMakerConfig;
try {
  // A server on a free port (PORT=0: tests, several at once) gets its maker on a free port too,
  // unless one is named.
  const makerEnv = { ...process.env, DEMO_MAKER_PORT: process.env.DEMO_MAKER_PORT ?? (config.port === 0 ? '0' : undefined) };
  demoMakerConfig = readDemoMakerConfig(makerEnv, { host: config.host, port: config.port, nodeEnv: config.nodeEnv });
} catch (error) {
  exitBeforeStart('Invalid configuration', error);
}

let seamlessWallet;
let seamlessMakerConfig;
try {
  // Read once: the seamless maker started in this process signs with the same secret the callbacks check.
  seamlessWallet = readSeamlessWalletConfig(process.env, config.nodeEnv);
  // SEAMLESS_MAKER_PORT, _HOST, _PUBLIC_ORIGIN, _PLATFORM_ORIGIN as the demo maker's (free when PORT=0).
  const makerEnv = { ...process.env, SEAMLESS_MAKER_PORT: process.env.SEAMLESS_MAKER_PORT ?? (config.port === 0 ? '0' : undefined) };
  const read = readMakerConfig({ prefix: 'SEAMLESS_MAKER', defaultPort: DEFAULT_SEAMLESS_MAKER_PORT }, makerEnv, { host: config.host, port: config.port, nodeEnv: config.nodeEnv });
  seamlessMakerConfig = { ...read, secret: seamlessWallet.secret };
} catch (error) {
  exitBeforeStart('Invalid configuration', error);
}

const database = await openDatabase(config.database).catch((error: unknown) =>
  exitBeforeStart('Cannot open the database', error),
);

// The demo maker is its own HTTP service on its own port (its frames are another origin), in this
// process, over its own tables; the platform reaches it only through its adapter, as a real maker.
const demoMaker: DemoMaker = await startDemoMaker({ db: database.db, ...demoMakerConfig }).catch(async (error: unknown) => {
  await database.close();
  return exitBeforeStart(`Cannot start the demo game maker on ${demoMakerConfig.host}:${demoMakerConfig.port}`, error);
});

// The seamless maker holds no money: it calls this server's wallet callbacks, at the address this
// server listens on (known once it does; no bet can come before, as no game can be launched).
let walletOrigin = '';
const seamlessMaker: SeamlessMaker = await startSeamlessMaker({ db: database.db, ...seamlessMakerConfig, walletOrigin: () => walletOrigin }).catch(async (error: unknown) => {
  await demoMaker.close();
  await database.close();
  return exitBeforeStart(`Cannot start the seamless game maker on ${seamlessMakerConfig.host}:${seamlessMakerConfig.port}`, error);
});

// Play logs through the app's logger once there is one.
const appLog: { current?: FastifyBaseLogger } = {};
const playLog: PlayLog = {
  warn: (details, message) => appLog.current?.warn(details, message),
  error: (details, message) => appLog.current?.error(details, message),
};

const app = await buildApp({
  database,
  webDir: config.webDir,
  services: {
    sms: config.sms,
    facebook: config.facebook,
    nodeEnv: config.nodeEnv,
    dataDir: config.dataDir,
    paySandboxSecret: config.paySandboxSecret,
    makers: new MakerRegistry([new DemoMakerAdapter(demoMaker.adapterOptions), new SeamlessMakerHttpAdapter(seamlessMaker.adapterOptions)]),
    playLog,
    seamlessWallet,
  },
  server: {
    trustProxy: config.trustProxy,
    // A log line per request only when asked for (LOG_LEVEL=debug or trace).
    logController: new RequestLogAtDebug(),
    childLoggerFactory: lazyRequestLogger,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // Idle sockets close after 2 minutes; a request must arrive whole within 1 minute (slow
    // clients cannot hold connections open forever).
    connectionTimeout: 120_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 72_000,
  },
}).catch(async (error: unknown) => {
  await demoMaker.close();
  await seamlessMaker.close();
  await database.close(); // release the PGlite lock so the next start is not refused
  return exitBeforeStart('Cannot build the app', error);
});
appLog.current = app.log;

const makerEndpoints = new MakerEndpoints(database.db);
// PGlite runs no autovacuum: the server analyzes and vacuums its tables (db/pglite-maintenance.ts).
const pgliteMaintenance = database.kind === 'pglite' ? new PgliteMaintenance({ db: database.db, log: app.log }) : undefined;
let opsSocket: OpsSocket | undefined;
let shuttingDown = false;

async function shutdown(reason: string, exitCode: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ reason }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await app.services.playBackground.stop();
    await app.services.bonusBackground.stop();
    await pgliteMaintenance?.stop();
    await opsSocket?.close();
    // Operator commands stop looking for this maker here (a crash leaves the row; they try the newest first).
    await makerEndpoints.remove(DEMO_MAKER_CODE, demoMaker.adapterOptions.apiOrigin ?? demoMaker.origin).catch(() => undefined);
    await demoMaker.close();
    await seamlessMaker.close();
    await app.close(); // closes the database too (plugins/database.ts)
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    exitCode = 1;
  }
  process.exit(exitCode);
}

process.once('SIGINT', () => void shutdown('SIGINT', 0));
process.once('SIGTERM', () => void shutdown('SIGTERM', 0));
process.on('unhandledRejection', (error) => {
  app.log.fatal({ err: error }, 'unhandled rejection');
  void shutdown('unhandledRejection', 1);
});

try {
  const seeded = await seedDatabase(app.services);
  if (database.kind === 'pglite') {
    const socketPath = opsSocketPath(config.dataDir);
    // Without the socket the server still serves players; only `npm run ops` must wait for a stop.
    opsSocket = await startOpsSocket({ socketPath, services: app.services, log: app.log }).catch((error: unknown) => {
      app.log.warn({ err: error, socketPath }, 'ops socket not started: npm run ops works only while the server is stopped');
      return undefined;
    });
  }
  await app.listen({ host: config.host, port: config.port });
  // Where this server's maker answers, for `npm run ops -- game reconcile` run with only the database's address.
  await makerEndpoints.record(DEMO_MAKER_CODE, demoMaker.adapterOptions.apiOrigin ?? demoMaker.origin);
  app.services.playBackground.start({ ...config.play, staleMs: PENDING_TRANSFER_STALE_MS, shared: database.kind === 'postgres' });
  app.services.bonusBackground.start({ everyMs: BONUS_PASS_MS, shared: database.kind === 'postgres' });
  pgliteMaintenance?.start(config.pgliteMaintenanceMs);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host; // IPv6 in a URL
  walletOrigin = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  const url = `http://${host}:${port}/`;
  app.log.debug({ url, database: database.kind, dataDir: config.dataDir }, `player API and web app ready at ${url}`);
  // One plain line for the person who started it: where, on which database, and what is only
  // fit for development. Everything else is in the log, at LOG_LEVEL=info or debug.
  const siteName = String(await app.services.site.getSiteSetting('websiteName'));
  const notes = [describeDatabase(config.database), `demo game maker on ${demoMaker.origin}`, `seamless game maker on ${seamlessMaker.origin}`, ...(seeded ? ['demo site created'] : [])];
  if (devRoutesAllowed(config.nodeEnv, config.sms.kind)) {
    notes.push('development: SMS codes stay in the outbox, see npm run ops -- sms outbox; SMS_PROVIDER=webhook sends real ones');
  }
  process.stdout.write(`${siteName} is ready on ${url} (${notes.join('; ')})\n`);
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await shutdown('start failed', 1);
}
