// The embedded database can never freeze the server (issue 17), on each database: the login that
// froze the whole API (2FA on, a time-out taken, the settings cache expired while the challenge
// waited) now answers and the API keeps answering; a root-handle query inside a transaction
// throws at once naming both places, while a cache reload joins the transaction; /health says
// when a transaction holds the database; a request past its time limit answers an envelope.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { whileHoldingLock } from '../../../server/db/advisory-lock';
import { openDatabase } from '../../../server/db/client';
import { RootQueryInTransactionError } from '../../../server/db/transaction-scope';
import { TRANSACTION_STUCK_MS } from '../../../server/modules/health/database-health';
import { siteInstantText } from '../../../server/modules/safety/safety-rules';
import { bearer, body, caller, getInfo, login, useTestClock, type Call } from '../accounts/accounts-helpers';
import { newPlayer } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';
import { enrolTwoFactor, totpAt } from '../accounts/two-factor-helpers';

/** Any advisory lock key no server pass uses. */
const LOCK = 720_999;

const TIMED_OUT = /^You are taking a break until .+\. You can log in again after that\.$/;

describe.each(TEST_DATABASES)('the database never freezes the server ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call: Call = caller(() => ctx().app);

  const takeBreak = (token: string) =>
    call({ method: 'POST', url: '/user-api/safety/break', headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: { length: '24h' } });
  const health = () => call({ method: 'GET', url: '/health' });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers a 2FA login completed after a time-out began and the settings cache expired, and keeps answering', async () => {
    const token = await newPlayer(call, ctx().services);
    const { secret } = await enrolTwoFactor(call, token, clock.now);
    const challenge = body<{ twoFactorChallenge?: string }>(await login(call, 'liza')).data.twoFactorChallenge;
    expect(challenge).toBeTruthy();
    expect(body(await takeBreak(token)).code).toBe(200);
    // Past the settings cache's 10 s, and into the authenticator's next 30 s step.
    clock.advance(31);

    const completed = body(
      await call({ method: 'POST', url: '/user-api/twoFactor/login?lang=en_US', payload: { challenge, code: await totpAt(secret, clock.now()) } }),
    );
    expect(completed.code).toBe(500);
    expect(completed.msg).toMatch(TIMED_OUT);
    expect((await health()).statusCode).toBe(200);
    expect(body(await call({ method: 'GET', url: '/user-api/game/getWebsiteInfo' })).code).toBe(200);
  });

  it('answers a timed-out player\'s password login with the time-out, not a 2FA challenge', async () => {
    const token = await newPlayer(call, ctx().services);
    await enrolTwoFactor(call, token, clock.now);
    const until = body<{ activeBreak: { until: number } }>(await takeBreak(token)).data.activeBreak.until;
    clock.advance(12);

    const refused = body<{ twoFactorChallenge?: string } | null>(await login(call, 'liza'));
    expect(refused).toMatchObject({ code: 500, msg: `You are taking a break until ${siteInstantText(until, 0)}. You can log in again after that.` });
    expect(refused.data?.twoFactorChallenge).toBeUndefined();
    expect(body(await getInfo(call, token)).code).toBe(401);
  });

  it('throws at once, naming both places, when a query starts on the root handle inside a transaction', async () => {
    const { db } = ctx().app;
    const started = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return db.execute(sql`select 2`);
    });
    await expect(started).rejects.toThrow(RootQueryInTransactionError);
    await expect(started).rejects.toThrow(/transaction opened at:\n[^\n]*transaction-guard\.test\.ts[\s\S]*query started at:\n[^\n]*transaction-guard\.test\.ts/);
    // Recorded too, for a caller that swallows it; taken here so this test's own check passes.
    expect(ctx().database.takeViolations()).toHaveLength(1);
    // The database is not held: the next query answers.
    await expect(db.execute(sql`select 3`)).resolves.toBeDefined();
  });

  // Only PostgreSQL runs two transactions at once (PGlite queues the second behind the first).
  it.skipIf(target.name !== 'postgres')('still guards a transaction that outlives another one opened beside it', async () => {
    const { db } = ctx().app;
    let letFirstEnd = () => {};
    const firstMayEnd = new Promise<void>((resolve) => (letFirstEnd = resolve));
    let secondOpened = () => {};
    const secondIsOpen = new Promise<void>((resolve) => (secondOpened = resolve));
    const first = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await firstMayEnd;
    });
    const second = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      secondOpened();
      await first;
      return db.execute(sql`select 2`);
    });
    await secondIsOpen;
    letFirstEnd();
    await first;
    await expect(second).rejects.toThrow(RootQueryInTransactionError);
    expect(ctx().database.takeViolations()).toHaveLength(1);
  });

  it('reloads an expired cached set through the open transaction instead of queueing behind it', async () => {
    const { services, app } = ctx();
    await services.site.getSiteSetting('countryTimezone');
    clock.advance(60);
    const read = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return services.site.getSiteSetting('countryTimezone');
    });
    expect(read).toBeDefined();
    expect(ctx().database.takeViolations()).toHaveLength(0);
  });

  it('reports on /health, with the reason, a transaction that holds the database', async () => {
    const { db } = ctx().app;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      opened();
      await held;
    });
    await isOpen;
    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(realNow + TRANSACTION_STUCK_MS + 1_000);
    const reply = await health();
    vi.restoreAllMocks();
    release();
    await transaction;
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: 'error', reason: expect.stringMatching(/^a transaction has been open for \d+ s$/) });
    expect((await health()).statusCode).toBe(200);
  });

  it.skipIf(target.name !== 'postgres')('runs a shared pass beside the advisory lock that holds it: its own writes neither trip the guard nor join the lock, and /health does not count the lock', async () => {
    const { db } = ctx().app;
    const realNow = Date.now();
    const first = await whileHoldingLock(db, sql`${LOCK}`, async () => {
      // Another server (another connection) finds the lock taken while this one holds it.
      const other = await whileHoldingLock(db, sql`${LOCK}`, async () => 'ran');
      await db.transaction(async (tx) => tx.execute(sql`select 1`));
      vi.spyOn(Date, 'now').mockReturnValue(realNow + TRANSACTION_STUCK_MS + 1_000);
      const reply = await health();
      vi.restoreAllMocks();
      await db.execute(sql`select 1`);
      return { other, status: reply.statusCode };
    });
    expect(first).toMatchObject({ got: true, value: { other: { got: false }, status: 200 } });
    expect(ctx().database.takeViolations()).toHaveLength(0);
    expect(await whileHoldingLock(db, sql`${LOCK}`, async () => 'again')).toEqual({ got: true, value: 'again' });
  });

  it.skipIf(target.name !== 'postgres')('still guards a transaction that a pass beside the lock opens', async () => {
    const { db } = ctx().app;
    const held = await whileHoldingLock(db, sql`${LOCK}`, async () => {
      const guarded = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        return db.execute(sql`select 2`);
      });
      await expect(guarded).rejects.toThrow(RootQueryInTransactionError);
      return 'ran';
    });
    expect(held).toEqual({ got: true, value: 'ran' });
    expect(ctx().database.takeViolations()).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('a request past its time limit ($name)', (target) => {
  it('answers an envelope error and the API keeps answering', async () => {
    const created = await target.create();
    const database = await openDatabase(created.options);
    const hang: FastifyPluginAsync = async (api) => {
      api.get('/test/hang', () => new Promise(() => undefined));
    };
    const app = await buildApp({ database, requestTimeLimitMs: 300, extraUserApiRoutes: [hang] });
    try {
      const reply = await app.inject({ method: 'GET', url: '/user-api/test/hang?lang=en_US' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ code: 503, msg: 'The server took too long to answer. Please check your records before trying again', data: null });
      expect(body(await app.inject({ method: 'GET', url: '/user-api/game/getWebsiteInfo' })).code).toBe(200);
      if (target.name === 'postgres') {
        const timeout = (await app.db.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] };
        expect(timeout.rows[0]).toEqual({ statement_timeout: '15s' });
      }
    } finally {
      await app.close();
      await created.drop();
    }
  });

  it('refuses only the requests past it: answered ones before a slow one, and a later one in time, keep their answers', async () => {
    const created = await target.create();
    const database = await openDatabase(created.options);
    const routes: FastifyPluginAsync = async (api) => {
      api.get('/test/hang', () => new Promise(() => undefined));
      // Answered after 200 ms: in time for itself, past the limit if it were counted from an earlier arrival.
      api.get('/test/slowish', () => new Promise((resolve) => setTimeout(() => resolve({ code: 200, msg: 'success', data: 'late but in time' }), 200)));
    };
    const app = await buildApp({ database, requestTimeLimitMs: 300, extraUserApiRoutes: [routes] });
    try {
      const before = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/user-api/game/getWebsiteInfo' })));
      expect(before.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
      const hanging = app.inject({ method: 'GET', url: '/user-api/test/hang?lang=en_US' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Arrives 200 ms after the hanging one and takes 200 ms: 400 ms after it, in time for itself.
      const later = await app.inject({ method: 'GET', url: '/user-api/test/slowish' });
      expect(later.statusCode).toBe(200);
      expect(later.json()).toEqual({ code: 200, msg: 'success', data: 'late but in time' });
      expect((await hanging).statusCode).toBe(503);
    } finally {
      await app.close();
      await created.drop();
    }
  });
});
