// Reads served from memory (issue 6): site settings, wallet flags, the block list, banks and levels
// are read from the database once, not per request, and a change made through an operator
// command is on the next request: in place on PGlite (one process), and on PostgreSQL on every
// instance, which hears it through LISTEN/NOTIFY. The services' clock is frozen here, so the
// safety-net expiry never explains a change being seen.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { BankRepository } from '../../../server/modules/banks/bank.repository';
import { LevelRepository } from '../../../server/modules/levels/level.repository';
import { SiteRepository } from '../../../server/modules/site/site.repository';
import { AccessRepository } from '../../../server/modules/access/access.repository';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import { createServices, type Services } from '../../../server/services';
import { TEST_DATABASES, useTestApp } from '../test-app';

const BLOCKED = '203.0.113.7';
const FROZEN = new Date('2026-11-23T12:00:00Z');
const frozenClock = () => FROZEN;

const siteInfo = (app: FastifyInstance, remoteAddress = '192.0.2.1') =>
  app.inject({ method: 'GET', url: '/user-api/game/getWebsiteInfo', remoteAddress });
const walletParams = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/user-api/pay/getWalletParams' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reads from memory (pglite, one process)', () => {
  const target = TEST_DATABASES.find((candidate) => candidate.name === 'pglite')!;
  const ctx = useTestApp(target, { services: { now: frozenClock } });
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);

  it('reads site settings, the block list, banks and levels once, then serves them from memory', async () => {
    const { app } = ctx();
    // Warm every set once.
    expect((await siteInfo(app)).statusCode).toBe(200);
    expect((await walletParams(app)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/user-api/pay/supportBank/list' })).json().data.length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/user-api/gameUserLevel/list' })).json().data.length).toBeGreaterThan(0);

    const reads = [
      vi.spyOn(SiteRepository.prototype, 'findAll'),
      vi.spyOn(AccessRepository.prototype, 'findAll'),
      vi.spyOn(BankRepository.prototype, 'listAll'),
      vi.spyOn(LevelRepository.prototype, 'list'),
    ];
    for (let i = 0; i < 5; i += 1) {
      expect((await siteInfo(app)).json().data.websiteName).toBe('Lucky Star');
      expect((await walletParams(app)).json().data.openStatus).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/user-api/pay/supportBank/list' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/user-api/gameUserLevel/list' })).statusCode).toBe(200);
    }
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });

  it('shows a setting changed through the ops command on the next request', async () => {
    const { app } = ctx();
    expect((await siteInfo(app)).json().data.websiteName).toBe('Lucky Star');
    expect((await walletParams(app)).json().data.openStatus).toBe(true);

    expect(await ops('site', 'set', 'websiteName', 'Lucky Moon')).toMatchObject({ exitCode: EXIT_OK });
    expect((await siteInfo(app)).json().data.websiteName).toBe('Lucky Moon');
    expect((await ops('site', 'set', 'openStatus', 'false')).exitCode).toBe(EXIT_OK);
    expect((await walletParams(app)).json().data.openStatus).toBe(false);
  });

  it('refuses an address blocked through the ops command on the next request, and lets it back when unblocked', async () => {
    const { app } = ctx();
    expect((await siteInfo(app, BLOCKED)).statusCode).toBe(200);
    expect((await ops('address', 'block', BLOCKED)).exitCode).toBe(EXIT_OK);
    expect((await siteInfo(app, BLOCKED)).statusCode).toBe(403);
    expect((await ops('address', 'unblock', BLOCKED)).exitCode).toBe(EXIT_OK);
    expect((await siteInfo(app, BLOCKED)).statusCode).toBe(200);
  });

  it('a bank list follows the site country changed through the ops command', async () => {
    const { app } = ctx();
    const bankCountries = async () => {
      const codes = (await app.inject({ method: 'GET', url: '/user-api/pay/supportBank/list' })).json().data.map((bank: { bankCode: string }) => bank.bankCode);
      return codes as string[];
    };
    const before = await bankCountries();
    expect((await ops('site', 'set', 'countryCode', 'TH')).exitCode).toBe(EXIT_OK);
    const after = await bankCountries();
    expect(after).not.toEqual(before);
    expect(after.length).toBeGreaterThan(0);
  });
});

const postgres = TEST_DATABASES.find((candidate) => candidate.name === 'postgres');

// Two servers on one PostgreSQL, as behind a load balancer; skipped without TEST_DATABASE_URL.
describe.skipIf(!postgres)('reads from memory (postgres, two instances on one database)', () => {
  let drop: (() => Promise<void>) | undefined;
  let url = '';
  const databases: Database[] = [];
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;

  beforeAll(async () => {
    const created = await postgres!.create();
    drop = created.drop;
    if (created.options.kind !== 'postgres') throw new Error('expected a PostgreSQL target');
    url = created.options.url;
    const open = async () => {
      const database = await openDatabase(created.options);
      databases.push(database);
      return buildApp({ database, services: { now: frozenClock } });
    };
    instanceA = await open();
    instanceB = await open();
    await seedDatabase(instanceA.services);
    // The seed announced its writes; B hears notifications in commit order, so once it hears
    // this one it has heard them all, and none can drop a copy in the middle of a test.
    const settled = heard(instanceB, 'test-settled');
    await instanceA.changes.publish('test-settled');
    await settled;
  });

  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await drop?.();
  });

  /** Resolves when `app` hears `topic` announced (by anyone) from now on. */
  const heard = (app: FastifyInstance, topic: string) => new Promise<void>((resolve) => app.changes.subscribe(topic, resolve));

  /** The operator command line on PostgreSQL: its own process, its own services over the database. */
  async function opsCommandLine(...argv: string[]) {
    // As `npm run ops` opens it (server/ops.ts): its own pool, which migrates first.
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      const services: Services = createServices(database.db);
      return await runOpsCommand(argv, services);
    } finally {
      await database.close();
    }
  }

  it('a setting changed through instance A\'s ops command is on instance B\'s next request', async () => {
    expect((await siteInfo(instanceB)).json().data.websiteName).toBe('Lucky Star');
    const read = vi.spyOn(SiteRepository.prototype, 'findAll');
    expect((await siteInfo(instanceB)).json().data.websiteName).toBe('Lucky Star');
    expect(read).not.toHaveBeenCalled(); // B serves it from memory

    const notified = heard(instanceB, 'site');
    expect((await runOpsCommand(['site', 'set', 'websiteName', 'Lucky Moon'], instanceA.services)).exitCode).toBe(EXIT_OK);
    await notified;
    expect((await siteInfo(instanceB)).json().data.websiteName).toBe('Lucky Moon');
    expect((await siteInfo(instanceA)).json().data.websiteName).toBe('Lucky Moon');
  });

  it('an address blocked through instance A\'s ops command gets 403 from instance B on the next request', async () => {
    expect((await siteInfo(instanceB, BLOCKED)).statusCode).toBe(200);
    const blocked = heard(instanceB, 'access');
    expect((await runOpsCommand(['address', 'block', BLOCKED], instanceA.services)).exitCode).toBe(EXIT_OK);
    await blocked;
    expect((await siteInfo(instanceB, BLOCKED)).statusCode).toBe(403);

    const unblocked = heard(instanceB, 'access');
    expect((await runOpsCommand(['address', 'unblock', BLOCKED], instanceA.services)).exitCode).toBe(EXIT_OK);
    await unblocked;
    expect((await siteInfo(instanceB, BLOCKED)).statusCode).toBe(200);
  });

  it("a game put in maintenance through instance A's ops command shows on instance B's next lists and home", async () => {
    const lanterns = async (app: FastifyInstance) => {
      const home = (await app.inject({ method: 'GET', url: '/user-api/game/home' })).json().data as { trending: { name: string; maintenance: boolean }[] };
      const demo = (await app.inject({ method: 'GET', url: '/user-api/game/maker/list' })).json().data.find((maker: { code: string }) => maker.code === 'demo');
      const games = (await app.inject({ method: 'GET', url: `/user-api/game/maker_game/${demo.id}` })).json().data as { name: string; maintenance: boolean }[];
      return [home.trending.find((item) => item.name === 'Lucky Lanterns')?.maintenance, games.find((item) => item.name === 'Lucky Lanterns')?.maintenance];
    };
    expect(await lanterns(instanceB)).toEqual([false, false]);
    const on = heard(instanceB, 'game-catalogue');
    expect((await runOpsCommand(['game', 'maintenance', 'on', 'lucky-lanterns'], instanceA.services)).exitCode).toBe(EXIT_OK);
    await on;
    expect(await lanterns(instanceB)).toEqual([true, true]);
    const off = heard(instanceB, 'game-catalogue');
    expect((await runOpsCommand(['game', 'maintenance', 'off', 'lucky-lanterns'], instanceA.services)).exitCode).toBe(EXIT_OK);
    await off;
    expect(await lanterns(instanceB)).toEqual([false, false]);
  });

  it('the ops command line, a process of its own, reaches both instances', async () => {
    expect((await walletParams(instanceA)).json().data.openStatus).toBe(true);
    expect((await walletParams(instanceB)).json().data.openStatus).toBe(true);
    const onA = heard(instanceA, 'site');
    const onB = heard(instanceB, 'site');
    expect(await opsCommandLine('site', 'set', 'openStatus', 'false')).toMatchObject({ exitCode: EXIT_OK });
    await Promise.all([onA, onB]);
    expect((await walletParams(instanceA)).json().data.openStatus).toBe(false);
    expect((await walletParams(instanceB)).json().data.openStatus).toBe(false);
  });

  it('when B\'s listening connection drops, B reads through until it is back, then drops everything', async () => {
    expect((await siteInfo(instanceB)).json().data.documentTitle).toBe('Lucky Star');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const listeners = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      );
      expect(listeners.rows.length).toBe(2); // one per instance
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike $1', ['listen %']);
      // Written behind every service's back (no NOTIFY), while nothing listens.
      await admin.query(`update site_setting set value = '"Lucky Comet"'::jsonb where key = 'documentTitle'`);
    } finally {
      await admin.end();
    }
    // The clock is frozen, so no expiry: B sees the row because it lost and regained its listener.
    await vi.waitFor(async () => expect((await siteInfo(instanceB)).json().data.documentTitle).toBe('Lucky Comet'), { timeout: 5_000, interval: 50 });
    await vi.waitFor(() => expect(instanceB.changes.trusted).toBe(true), { timeout: 5_000, interval: 50 });
    // Listening again: a change through A reaches B.
    const notified = heard(instanceB, 'site');
    expect((await runOpsCommand(['site', 'set', 'documentTitle', 'Lucky Star'], instanceA.services)).exitCode).toBe(EXIT_OK);
    await notified;
    expect((await siteInfo(instanceB)).json().data.documentTitle).toBe('Lucky Star');
  });

  it('a logout on A holds on B at once: sessions are never cached', async () => {
    await instanceA.services.site.setSiteSetting('gameAccountRegisterSMS', 'false');
    await instanceA.services.site.setSiteSetting('gameAccountRegisterBank', 'false');
    const token = await instanceA.services.registration.register(
      { phone: '09170000001', username: 'two_instances', password: 'secret_pw1' },
      { ip: '192.0.2.9', userAgent: 'test' },
    );
    const getInfo = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/user-api/getInfo', headers: { authorization: `Bearer ${token}` } });
    expect((await getInfo(instanceB)).json()).toMatchObject({ code: 200, data: { user: { username: 'two_instances' } } });
    expect((await instanceA.inject({ method: 'GET', url: '/user-api/logout', headers: { authorization: `Bearer ${token}` } })).json().code).toBe(200);
    expect((await getInfo(instanceB)).json().code).toBe(401);
  });
});
