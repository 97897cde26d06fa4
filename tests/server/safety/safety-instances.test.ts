// Safer play across instances (PostgreSQL only: PGlite is one connection): two apps on one
// database, as two servers behind a load balancer. Deposits sent at once to both cannot pass a
// limit together (each locks the player's limits row), and a self-exclusion taken on one instance
// refuses the player's token on the other at the very next call; one ended in the database serves
// them again at the next call (the break is read with the session, never cached).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { newPlayer, uploadPicture } from '../payments/payments-helpers';
import { TEST_DATABASES } from '../test-app';

const postgres = TEST_DATABASES.find((target) => target.name === 'postgres');
const SECRET = 'test-sandbox-secret-0123456789';

describe.runIf(postgres)('safer play on two instances (postgres)', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await postgres!.create();
    drop = created.drop;
    one = await buildApp({ database: await openDatabase(created.options), services: { paySandboxSecret: SECRET } });
    two = await buildApp({ database: await openDatabase(created.options), services: { paySandboxSecret: SECRET } });
    await seedDatabase(one.services);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
  });

  const onOne = caller(() => one);
  const onTwo = caller(() => two);

  it('lets concurrent deposits on both instances fill a limit and never pass it', async () => {
    const token = await newPlayer(onOne, one.services, '09171234567', 'liza');
    const limits = await onTwo({ method: 'PUT', url: '/user-api/safety/limits', headers: bearer(token), payload: { day: 1000, week: null, month: null } });
    expect(body(limits).code).toBe(200);
    const qr = (await one.services.paymentCatalogue.allChannels()).map(({ channel }) => channel).find((row) => row.channel === 'sandbox-qr')!;
    const payee = body<{ id: number }[]>(await onOne({ method: 'GET', url: '/user-api/pay/ManualDeposit/getBanks', headers: bearer(token) })).data[0]!;
    const receipts = await Promise.all(Array.from({ length: 6 }, () => uploadPicture(onOne, token)));
    // Automatic orders already queue on their own per-player lock; manual ones only on the limits row.
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? onOne : onTwo)({
          method: 'POST',
          url: index < 6 ? `/user-api/pay/${qr.channel}/charge` : '/user-api/pay/ManualDeposit/submit',
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
          payload:
            index < 6
              ? { channelId: qr.id, amount: 300 }
              : { payeeAccountId: payee.id, memberBankAccount: '0917 123 4567', depositTime: Date.now() - 60_000, amount: 300, receiptUrl: receipts[index - 6]! },
        }),
      ),
    );
    const codes = replies.map((reply) => body(reply).code);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 500)).toHaveLength(9);
    const status = body<{ limits: { period: string; used: number }[] }>(await onOne({ method: 'GET', url: '/user-api/safety/limits', headers: bearer(token) }));
    expect(status.data.limits.find((item) => item.period === 'day')?.used).toBe(900);
    const check = await runOpsCommand(['ledger', 'check'], one.services);
    expect(check.exitCode, check.output).toBe(EXIT_OK);
  });

  it('refuses a self-excluded player\'s token on the other instance at once', async () => {
    const token = await newPlayer(onOne, one.services, '09181234567', 'marco');
    expect(body(await onTwo({ method: 'GET', url: '/user-api/game/favorite/list', headers: bearer(token) })).code).toBe(200);
    expect(body(await onOne({ method: 'POST', url: '/user-api/safety/break', headers: bearer(token), payload: { length: '1y' } })).code).toBe(200);
    const refused = body(await onTwo({ method: 'GET', url: '/user-api/game/favorite/list', headers: bearer(token) }));
    expect(refused.code).toBe(500);
    expect(refused.msg).toMatch(/excluded yourself/);
    expect(body(await onTwo({ method: 'GET', url: '/user-api/user/getBalanceInfo', headers: bearer(token) })).code).toBe(200);

    const other = await newPlayer(onOne, one.services, '09191234567', 'nina');
    expect(body(await onOne({ method: 'POST', url: '/user-api/safety/break', headers: bearer(other), payload: { length: '7d' } })).code).toBe(200);
    expect(body(await onTwo({ method: 'GET', url: '/user-api/getInfo', headers: bearer(other) })).code).toBe(401);
  });

  it('serves a player again on the other instance at the next call once their break ends in the database', async () => {
    const token = await newPlayer(onOne, one.services, '09201234567', 'oscar');
    const favourites = () => onTwo({ method: 'GET', url: '/user-api/game/favorite/list', headers: bearer(token) });
    expect(body(await favourites()).code).toBe(200);
    expect(body(await onOne({ method: 'POST', url: '/user-api/safety/break', headers: bearer(token), payload: { length: '1y' } })).code).toBe(200);
    expect(body(await favourites()).code).toBe(500);
    // As an operator's correction made on the database (or by any other instance): no notice is sent.
    const { id } = await one.services.players.find('oscar');
    await one.db.execute(sql`update player_safety set break_kind = null, break_started_at = null, break_until = null where player_id = ${id}`);
    expect(body(await favourites()).code).toBe(200);
  });
});
