// The seamless maker as the platform and a game page see it, against a fake of the platform's wallet
// (seamless-wallet-fake.ts, docs/seamless-wallet.md): its signed launch through the real adapter,
// its frame API over HTTP, and every wallet call it makes, on a real database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set). Outcomes are checked against replayRound from the seeds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replayRound } from '../../../src/domain/fair-games/replay';
import { openDatabase, type Database } from '../../../server/db/client';
import type { MakerPlayer } from '../../../server/makers/maker-adapter';
import { SeamlessMakerHttpAdapter } from '../../../server/makers/seamless/seamless-adapter';
import { startSeamlessMaker, type SeamlessMaker } from '../../../server/makers/seamless/seamless-maker';
import { UNFINISHED_AFTER_SECONDS } from '../../../server/makers/seamless/seamless-maker.service';
import * as tables from '../../../server/makers/seamless/seamless-maker.tables';
import { TEST_DATABASES } from '../test-app';
import { FakeWallet } from './seamless-wallet-fake';

const SECRET = 'test-secret-for-the-seamless-maker-0123';
const PLATFORM_ORIGIN = 'http://127.0.0.1:5999';
const TABLES = (Object.values(tables) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => `"${getTableName(table)}"`);
const BETS = [{ market: 'winner', pick: 'home', amount: 10 }, { market: 'suddenDeath', pick: 'yes', amount: 5 }];
const player = (id: number): MakerPlayer => ({ id, displayName: `pl***${id}`, locale: 'en_US', currencyCode: 'PHP', currencySymbol: '₱' });

describe.each(TEST_DATABASES)('seamless maker ($name)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let maker: SeamlessMaker;
  let adapter: SeamlessMakerHttpAdapter;
  let wallet: FakeWallet;
  let clock = new Date();
  let webDir: string;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    database = await openDatabase(created.options);
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seamless-maker-web-'));
    fs.writeFileSync(path.join(webDir, 'penalty-shootout.html'), '<!doctype html><title>Penalty Shootout</title>');
    wallet = new FakeWallet(SECRET);
    await wallet.start();
    maker = await startSeamlessMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: PLATFORM_ORIGIN, walletOrigin: () => wallet.origin, webDir, now: () => clock, recoveryMs: 0 });
    adapter = new SeamlessMakerHttpAdapter(maker.adapterOptions);
  });

  beforeEach(async () => {
    clock = new Date();
    wallet.reset();
    await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity`));
  });

  afterAll(async () => {
    await maker?.close();
    await wallet?.stop();
    await database?.close();
    await drop?.();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  /** A launch with a wallet token holding `funds` (minor units), and the page's session. */
  async function openFrame(playerId: number, funds: bigint, maxBet: bigint | null = null) {
    const walletToken = `token-${playerId}-${Math.random()}`;
    wallet.balances.set(walletToken, funds);
    const { url } = await adapter.launch({ player: player(playerId), gameCode: 'penalty-shootout', returnUrl: `${PLATFORM_ORIGIN}/`, maxBet, walletToken });
    const reply = await frame('POST', '/api/session', null, { token: new URL(url).searchParams.get('token') });
    expect(reply.status).toBe(200);
    return { walletToken, ...(reply.body as { sessionKey: string; balance: number; maxBet: number | null; wallet: string; fair: { serverSeedHash: string; clientSeed: string; nonce: number } }) };
  }

  async function frame(method: string, pathname: string, key: string | null, body?: unknown) {
    const response = await fetch(`${maker.origin}${pathname}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const rounds = () => database.db.select().from(tables.seamlessMakerRound).orderBy(tables.seamlessMakerRound.id);
  const callsOf = (kind: string) => wallet.calls.filter((call) => call.call === kind);

  it('serves only the games it plays, and its frames show the wallet\'s balance with nothing to recharge', async () => {
    await expect(adapter.launch({ player: player(5), gameCode: 'lucky-lanterns', returnUrl: PLATFORM_ORIGIN, maxBet: null, walletToken: 't' })).rejects.toThrow(/404/);
    const session = await openFrame(5, 12_345n);
    expect(session.balance).toBe(123.45);
    // The page offers no Recharge: each bet is debited from the wallet itself.
    expect(session.wallet).toBe('seamless');
    expect((await frame('GET', '/api/state', session.sessionKey)).body).toMatchObject({ balance: 123.45, open: null });
    expect(callsOf('balance').every((call) => call.body.token === session.walletToken && call.body.playerId === 5)).toBe(true);
  });

  it('debits each bet and credits the win with the round\'s proof, paying exactly what the seeds say', async () => {
    const session = await openFrame(7, 100_000n);
    const [seed] = await database.db.select().from(tables.seamlessMakerSeed).where(eq(tables.seamlessMakerSeed.playerId, 7));
    let balance = 100_000;
    for (let nonce = 0; nonce < 3; nonce += 1) {
      const played = await frame('POST', '/api/round', session.sessionKey, { bets: BETS });
      const expected = replayRound({ gameCode: 'penalty-shootout', serverSeed: seed!.serverSeed, clientSeed: session.fair.clientSeed, nonce, wager: { bets: BETS.map((bet) => ({ ...bet, amount: bet.amount * 100 })) } });
      balance += expected.win - 1_500;
      expect(played.body).toMatchObject({ bet: 15, win: expected.win / 100, balance: balance / 100, outcome: expected.outcome, fair: { nonce } });
    }
    expect(wallet.balances.get(session.walletToken)).toBe(BigInt(balance));
    // Per round one debit then one credit (a loss too, with 0), each under its own id, the credit naming its debit.
    expect(wallet.calls.filter((call) => call.call !== 'balance').map((call) => [call.call, call.body.transactionId, call.body.debitTransactionId ?? null])).toEqual(
      [1, 2, 3].flatMap((id) => [['debit', `debit-${id}`, null], ['credit', `credit-${id}`, `debit-${id}`]]),
    );
    const credit = callsOf('credit')[0]!.body;
    expect(credit).toMatchObject({ token: session.walletToken, playerId: 7, gameCode: 'penalty-shootout', roundId: '1', round: { serverSeedHash: seed!.serverSeedHash, clientSeed: session.fair.clientSeed, nonce: 0 } });
    expect((await rounds()).map((round) => round.state)).toEqual(['settled', 'settled', 'settled']);
  });

  it('tells the player of a debit the wallet refuses, and moves nothing', async () => {
    const short = await openFrame(8, 1_000n);
    const refused = await frame('POST', '/api/round', short.sessionKey, { bets: BETS });
    expect([refused.status, refused.body.error]).toEqual([402, 'Not enough money in your wallet for this bet. Lower the bet or make a deposit.']);
    expect(wallet.balances.get(short.walletToken)).toBe(1_000n);
    expect(callsOf('credit')).toEqual([]);
    // A promotion's limit is held before anything is asked of the wallet.
    const limited = await openFrame(9, 100_000n, 1_000n);
    expect(limited.maxBet).toBe(10);
    expect((await frame('POST', '/api/round', limited.sessionKey, { bets: BETS })).status).toBe(400);
    // The platform closed the session (exit, time-out, self-exclusion): the next debit is refused.
    const closed = await openFrame(10, 100_000n);
    wallet.closed.add(closed.walletToken);
    const ended = await frame('POST', '/api/round', closed.sessionKey, { bets: BETS });
    expect([ended.status, ended.body.error]).toEqual([401, 'Your game session has ended. Please exit and open the game again.']);
    expect((await rounds()).map((round) => round.state)).toEqual(['refused', 'refused']);
  });

  it('rolls back a debit whose answer never came, with the same ids on every try', async () => {
    const session = await openFrame(11, 100_000n);
    wallet.lose.set('debit', 3);
    const played = await frame('POST', '/api/round', session.sessionKey, { bets: BETS });
    expect(played.status).toBe(500);
    expect(wallet.balances.get(session.walletToken)).toBe(100_000n);
    expect(callsOf('debit').map((call) => call.body.transactionId)).toEqual(['debit-1', 'debit-1', 'debit-1']);
    expect(callsOf('rollback').map((call) => [call.body.transactionId, call.body.debitTransactionId])).toEqual([['rollback-1', 'debit-1']]);
    expect((await rounds()).map((round) => round.state)).toEqual(['rolledBack']);
    // The player plays on; the next round takes the next nonce.
    expect((await frame('POST', '/api/round', session.sessionKey, { bets: BETS })).body).toMatchObject({ bet: 15, fair: { nonce: 1 } });
  });

  it('finishes a credit left in doubt on the recovery pass, paying it once', async () => {
    const session = await openFrame(12, 100_000n);
    wallet.lose.set('credit', 3);
    expect((await frame('POST', '/api/round', session.sessionKey, { bets: BETS })).status).toBe(500);
    const [owed] = await rounds();
    expect(owed).toMatchObject({ state: 'debited' });
    // Not yet: a request may still be finishing it.
    expect(await maker.service.finishUnfinished()).toBe(0);
    clock = new Date(clock.getTime() + (UNFINISHED_AFTER_SECONDS + 1) * 1000);
    expect(await maker.service.finishUnfinished()).toBe(1);
    expect(await maker.service.finishUnfinished()).toBe(0);
    const credits = callsOf('credit');
    expect(new Set(credits.map((call) => JSON.stringify(call.body)))).toHaveProperty('size', 1);
    expect(wallet.balances.get(session.walletToken)).toBe(100_000n - 1_500n + owed!.win);
    expect((await rounds()).map((round) => round.state)).toEqual(['settled']);
  });

  it('rolls back on the recovery pass a debit whose rollback was in doubt too', async () => {
    const session = await openFrame(13, 100_000n);
    wallet.lose.set('debit', 3);
    wallet.lose.set('rollback', 3);
    expect((await frame('POST', '/api/round', session.sessionKey, { bets: BETS })).status).toBe(500);
    expect((await rounds()).map((round) => round.state)).toEqual(['debiting']);
    clock = new Date(clock.getTime() + (UNFINISHED_AFTER_SECONDS + 1) * 1000);
    expect(await maker.service.finishUnfinished()).toBe(1);
    expect(wallet.balances.get(session.walletToken)).toBe(100_000n);
    expect((await rounds()).map((round) => round.state)).toEqual(['rolledBack']);
  });

  it('reveals a seed only once it is rotated away, to the platform and the verify page', async () => {
    const session = await openFrame(14, 100_000n);
    expect(await adapter.revealedSeed(session.fair.serverSeedHash)).toBeNull();
    const rotated = await frame('POST', '/api/fair/rotate', session.sessionKey, {});
    expect(await adapter.revealedSeed(session.fair.serverSeedHash)).toBe(rotated.body.revealedServerSeed);
  });
});
