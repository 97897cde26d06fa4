// The demo maker as the platform and a game page see it: its signed server-to-server API through
// the real adapter, and its frame API over HTTP, on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set). Outcomes are checked against replayRound from the seeds.
import fs from 'node:fs';
import pg from 'pg';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashServerSeed } from '../../../src/domain/provably-fair';
import { replayRound } from '../../../src/domain/fair-games/replay';
import { PAYTABLE, type PokerOutcome } from '../../../src/domain/fair-games/jacks-or-better';
import { LINES } from '../../../src/domain/fair-games/lucky-lanterns';
import { openDatabase, type Database, type DatabaseOptions } from '../../../server/db/client';
import { MakerRefused, MakerUnavailable, type MakerPlayer } from '../../../server/makers/maker-adapter';
import { DemoMakerAdapter } from '../../../server/makers/demo/demo-adapter';
import { startDemoMaker, type DemoMaker } from '../../../server/makers/demo/demo-maker';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signRequest } from '../../../server/makers/demo/demo-maker-signature';
import * as tables from '../../../server/makers/demo/demo-maker.tables';
import { TEST_DATABASES } from '../test-app';

const SECRET = 'test-secret-for-the-demo-maker-0123456789';
const PLATFORM_ORIGIN = 'http://127.0.0.1:5999';
const TABLES = (Object.values(tables) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

const player = (id: number, locale = 'en_US'): MakerPlayer => ({ id, displayName: `pl***${id}`, locale, currencyCode: 'PHP', currencySymbol: '₱' });

describe.each(TEST_DATABASES)('demo maker ($name)', (target) => {
  let database: Database;
  let databaseOptions: DatabaseOptions;
  let drop: () => Promise<void>;
  let maker: DemoMaker;
  let adapter: DemoMakerAdapter;
  let clock = new Date();
  let webDir: string;
  let distDir: string;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    databaseOptions = created.options;
    database = await openDatabase(created.options);
    // As scripts/build-demo-maker-web.ts leaves dist/: the served folder links to the newest of the builds kept.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-maker-web-'));
    const build = (name: string) => path.join(distDir, 'demo-maker-web-builds', name);
    fs.mkdirSync(path.join(build('a-old'), 'assets'), { recursive: true });
    fs.writeFileSync(path.join(build('a-old'), 'assets', 'lanterns-old111.js'), 'console.log("old")');
    fs.mkdirSync(path.join(build('b-new'), 'assets'), { recursive: true });
    fs.writeFileSync(path.join(build('b-new'), 'lucky-lanterns.html'), '<!doctype html><title>Lucky Lanterns</title>');
    fs.writeFileSync(path.join(build('b-new'), 'assets', 'reel.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    webDir = path.join(distDir, 'demo-maker-web');
    fs.symlinkSync(path.join('demo-maker-web-builds', 'b-new'), webDir);
    maker = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: PLATFORM_ORIGIN, webDir, now: () => clock });
    adapter = new DemoMakerAdapter(maker.adapterOptions);
  });

  beforeEach(async () => {
    clock = new Date();
    await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity`));
  });

  afterAll(async () => {
    await maker?.close();
    await database?.close();
    await drop?.();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  /** A frame session for a fresh launch: what the game page does first. */
  async function openFrame(playerId: number, gameCode = 'lucky-lanterns', locale = 'en_US') {
    const { url } = await adapter.launch({ player: player(playerId, locale), gameCode, returnUrl: `${PLATFORM_ORIGIN}/` });
    const token = new URL(url).searchParams.get('token') ?? '';
    const reply = await frame('POST', '/api/session', null, { token });
    expect(reply.status).toBe(200);
    return reply.body as { sessionKey: string; balance: number; wallet: string; fair: { serverSeedHash: string; clientSeed: string; nonce: number }; game: { code: string; rtp: number } };
  }

  async function frame(method: string, pathname: string, key: string | null, body?: unknown) {
    const response = await fetch(`${maker.origin}${pathname}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function activeServerSeed(playerId: number): Promise<string> {
    const rows = await database.db.select().from(tables.demoMakerSeed).where(eq(tables.demoMakerSeed.playerId, playerId));
    const active = rows.find((row) => row.revealedAt === null);
    if (!active) throw new Error('no active seed');
    return active.serverSeed;
  }

  /**
   * Each Lucky Lanterns round (all at one stake per line) shows and pays what its seeds say, from
   * the balance the one before left; answers the balance after the last.
   */
  function expectLanternsPaidBySeeds(rounds: { outcome: unknown; win: bigint; balanceAfter: bigint; nonce: number }[], seeds: { serverSeed: string; clientSeed: string; stake: number; startedWith: bigint }): bigint {
    let balance = seeds.startedWith;
    for (const round of rounds) {
      const replayed = replayRound({ gameCode: 'lucky-lanterns', serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: round.nonce, wager: { stake: seeds.stake } });
      expect(round.outcome).toEqual(replayed.outcome);
      expect(round.win).toBe(BigInt(replayed.win));
      balance += BigInt(replayed.win) - BigInt(seeds.stake * LINES);
      expect(round.balanceAfter).toBe(balance);
    }
    return balance;
  }

  it('refuses a server-to-server call with a wrong or an old signature', async () => {
    const call = async (timestamp: number, secret: string) => {
      const pathWithQuery = '/platform/balance?playerId=7';
      const signature = signRequest(secret, { timestamp: String(timestamp), method: 'GET', pathWithQuery, body: '' });
      return fetch(`${maker.adapterOptions.apiOrigin}${pathWithQuery}`, { headers: { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature } });
    };
    expect((await call(Date.now(), SECRET)).status).toBe(200);
    expect((await call(Date.now(), 'another-secret-of-enough-length')).status).toBe(401);
    expect((await call(Date.now() - 120_000, SECRET)).status).toBe(401);
    expect((await call(Date.now() + 120_000, SECRET)).status).toBe(401);
    expect((await fetch(`${maker.adapterOptions.apiOrigin}/platform/balance?playerId=7`)).status).toBe(401);
    // A body changed after signing is refused too.
    const timestamp = String(Date.now());
    const signature = signRequest(SECRET, { timestamp, method: 'POST', pathWithQuery: '/platform/transfer-in', body: JSON.stringify({ playerId: 7, transferId: 't1', amount: '100' }) });
    const forged = await fetch(`${maker.adapterOptions.apiOrigin}/platform/transfer-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signature },
      body: JSON.stringify({ playerId: 7, transferId: 't1', amount: '100000' }),
    });
    expect(forged.status).toBe(401);
    await expect(new DemoMakerAdapter({ ...maker.adapterOptions, secret: 'another-secret-of-enough-length' }).balance(7)).rejects.toBeInstanceOf(MakerRefused);
    expect(await adapter.balance(7)).toBe(0n);
  });

  it('moves money in and out once per transfer id', async () => {
    expect(await adapter.transferIn({ playerId: 1, transferId: 'in-1', amount: 10_000n })).toEqual({ balance: 10_000n });
    expect(await adapter.transferIn({ playerId: 1, transferId: 'in-1', amount: 10_000n })).toEqual({ balance: 10_000n });
    await expect(adapter.transferIn({ playerId: 1, transferId: 'in-1', amount: 5_000n })).rejects.toBeInstanceOf(MakerRefused);
    await expect(adapter.transferIn({ playerId: 2, transferId: 'in-1', amount: 10_000n })).rejects.toBeInstanceOf(MakerRefused);
    expect(await adapter.transferIn({ playerId: 1, transferId: 'in-2', amount: 250n })).toEqual({ balance: 10_250n });
    expect(await adapter.balance(1)).toBe(10_250n);
    expect(await adapter.transferOut({ playerId: 1, transferId: 'out-1' })).toEqual({ amount: 10_250n, lastRoundId: null });
    expect(await adapter.balance(1)).toBe(0n);
    await adapter.transferIn({ playerId: 1, transferId: 'in-3', amount: 700n });
    // The repeat answers what the first answered, and moves nothing.
    expect(await adapter.transferOut({ playerId: 1, transferId: 'out-1' })).toEqual({ amount: 10_250n, lastRoundId: null });
    expect(await adapter.balance(1)).toBe(700n);
    await expect(adapter.transferOut({ playerId: 2, transferId: 'out-1' })).rejects.toBeInstanceOf(MakerRefused);
    // Concurrent first attempts of one transfer: one credit.
    const results = await Promise.all(Array.from({ length: 8 }, () => adapter.transferIn({ playerId: 3, transferId: 'in-race', amount: 100n })));
    expect(results.every((result) => result.balance === 100n)).toBe(true);
    expect(await adapter.balance(3)).toBe(100n);
  });

  it('pays a spin exactly what the paytable says for its seeds, and counts the nonce', async () => {
    await adapter.transferIn({ playerId: 5, transferId: 'in-5', amount: 100_000n });
    const session = await openFrame(5);
    expect(session.balance).toBe(1000);
    // Money was brought in: the page may ask the platform for more (Recharge).
    expect(session.wallet).toBe('transfer');
    expect(session.fair.nonce).toBe(0);
    expect(session.game).toMatchObject({ code: 'lucky-lanterns', rtp: expect.closeTo(0.9679, 4) });
    const serverSeed = await activeServerSeed(5);
    expect(hashServerSeed(serverSeed)).toBe(session.fair.serverSeedHash);
    let balance = 100_000;
    for (let nonce = 0; nonce < 5; nonce += 1) {
      const expected = replayRound({ gameCode: 'lucky-lanterns', serverSeed, clientSeed: session.fair.clientSeed, nonce, wager: { stake: 10 } });
      const reply = await frame('POST', '/api/round', session.sessionKey, { stake: 0.1 });
      expect(reply.status).toBe(200);
      balance += expected.win - 200;
      expect(reply.body).toMatchObject({ bet: 2, win: expected.win / 100, balance: balance / 100, outcome: expected.outcome, fair: { ...session.fair, nonce } });
    }
    const state = await frame('GET', '/api/state', session.sessionKey);
    expect(state.body).toMatchObject({ balance: balance / 100, fair: { ...session.fair, nonce: 5 }, open: null });
    expect(await adapter.balance(5)).toBe(BigInt(balance));
    const rounds = await adapter.rounds(null, 100);
    expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(rounds.at(-1)?.balanceAfter).toBe(BigInt(balance));
    expect(await adapter.rounds(rounds[2]?.makerRoundId ?? null, 100)).toEqual(rounds.slice(3));
  });

  it('plays a spin in one database call, and in two where another instance moved the nonce on, each paying what its seeds say', async () => {
    await adapter.transferIn({ playerId: 8, transferId: 'in-8', amount: 100_000n });
    const session = await openFrame(8);
    const serverSeed = await activeServerSeed(8);
    // Every way a query starts on the handle: the spin is one call of demo_maker_spin and nothing
    // else (the frame's key is checked in that call, under the player's lock).
    const methods = ['transaction', 'execute', 'select', 'insert', 'update', 'delete'] as const;
    const starts = methods.map((method) => vi.spyOn(database.db, method));
    const calls = () => starts.map((spy, index) => `${methods[index]}:${spy.mock.calls.length}`);
    const one = (execute: number) => ['transaction:0', `execute:${execute}`, 'select:0', 'insert:0', 'update:0', 'delete:0'];
    try {
      expect((await frame('POST', '/api/round', session.sessionKey, { stake: 0.1 })).status).toBe(200);
      expect(calls()).toEqual(one(1));
      // A second instance of the maker on the same tables has seen neither the key nor the seed
      // pair: it asks for the key once, then one call answers the pair in use and the next plays it.
      const other = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: PLATFORM_ORIGIN, webDir, now: () => clock });
      try {
        for (const spy of starts) spy.mockClear();
        const round = await fetch(`${other.origin}/api/round`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.sessionKey}` }, body: '{"stake":0.1}' });
        expect(round.status).toBe(200);
        expect(calls()).toEqual(['transaction:0', 'execute:2', 'select:1', 'insert:0', 'update:0', 'delete:0']);
      } finally {
        await other.close();
      }
      // This one then meets a pair whose nonce moved on: two calls, and it plays the nonce in use.
      for (const spy of starts) spy.mockClear();
      expect((await frame('POST', '/api/round', session.sessionKey, { stake: 0.1 })).status).toBe(200);
      expect(calls()).toEqual(one(2));
      for (const spy of starts) spy.mockClear();
      for (let spin = 0; spin < 2; spin += 1) expect((await frame('POST', '/api/round', session.sessionKey, { stake: 0.1 })).status).toBe(200);
      expect(calls()).toEqual(one(2));
    } finally {
      for (const spy of starts) spy.mockRestore();
    }
    const rounds = await adapter.rounds(null, 100);
    expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(await adapter.balance(8)).toBe(expectLanternsPaidBySeeds(rounds, { serverSeed, clientSeed: session.fair.clientSeed, stake: 10, startedWith: 100_000n }));
  });

  it('plays the spins of one turn in one call, each player answered with their own round; a stale or ended key is answered alone', async () => {
    // 41 (whose nonce another instance moved on) and 42 (whose key ended) go with the rest.
    const ids = [40, 43, 41, 42, 44, 45, 46, 47, 48, 49];
    const frames = new Map<number, Awaited<ReturnType<typeof openFrame>>>();
    const serverSeeds = new Map<number, string>();
    for (const id of ids) {
      await adapter.transferIn({ playerId: id, transferId: `in-${id}`, amount: 100_000n });
      frames.set(id, await openFrame(id));
      serverSeeds.set(id, await activeServerSeed(id));
    }
    const sessions = new Map<number, NonNullable<Awaited<ReturnType<DemoMaker['service']['session']>>>>();
    for (const id of ids) sessions.set(id, (await maker.service.session(frames.get(id)!.sessionKey))!);
    // This process's first spin of each (it then knows every seed pair)...
    for (const id of ids) await maker.service.play(sessions.get(id)!, { stake: 0.1 });
    // ...then another instance spins player 41 (this one's nonce is stale), and player 42's money leaves.
    const other = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: PLATFORM_ORIGIN, webDir, now: () => clock });
    try {
      const round = await fetch(`${other.origin}/api/round`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${frames.get(41)!.sessionKey}` }, body: '{"stake":0.1}' });
      expect(round.status).toBe(200);
    } finally {
      await other.close();
    }
    await adapter.transferOut({ playerId: 42, transferId: 'out-42' });

    const execute = vi.spyOn(database.db, 'execute');
    try {
      // All asked in one turn: one call for the ten.
      const spins = await Promise.allSettled(ids.map((id) => maker.service.play(sessions.get(id)!, { stake: 0.1 })));
      expect(spins.map((spin) => spin.status)).toEqual(ids.map((id) => (id === 42 ? 'rejected' : 'fulfilled')));
      expect((spins[ids.indexOf(42)] as PromiseRejectedResult).reason).toMatchObject({ key: 'sessionExpired', status: 401 });
      const sent = execute.mock.calls.map(([query]) => (new PgDialect().sqlToQuery(query as SQL).sql.includes('demo_maker_spin_many') ? 'many' : 'one'));
      // One call for the ten, and player 41's spin once more for the nonce in use.
      expect(sent).toEqual(['many', 'one']);
      const rounds = await adapter.rounds(null, 500);
      ids.forEach((id, index) => {
        const spin = spins[index]!;
        if (spin.status !== 'fulfilled') return;
        // The round answered is this player's, and its balance is the one the maker keeps for them.
        const mine = rounds.filter((round) => round.playerId === id);
        expect(mine.at(-1)!.makerRoundId).toBe(spin.value.roundId);
        expect(mine.at(-1)!.balanceAfter).toBe(spin.value.balance);
      });
      for (const id of ids.filter((id) => id !== 42)) {
        const mine = rounds.filter((round) => round.playerId === id);
        expect(mine.map((round) => round.nonce)).toEqual(id === 41 ? [0, 1, 2] : [0, 1]);
        const paid = expectLanternsPaidBySeeds(mine, { serverSeed: serverSeeds.get(id)!, clientSeed: frames.get(id)!.fair.clientSeed, stake: 10, startedWith: 100_000n });
        expect(await adapter.balance(id)).toBe(paid);
      }
      expect(rounds.filter((round) => round.playerId === 42)).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('reveals the old seed on rotation, and every past round replays to what was recorded', async () => {
    await adapter.transferIn({ playerId: 6, transferId: 'in-6', amount: 100_000n });
    const session = await openFrame(6, 'royal-roulette');
    const bets = [{ kind: 'straight', numbers: [17], amount: 1 }, { kind: 'red', numbers: [], amount: 2 }, { kind: 'column', numbers: [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36], amount: 0.5 }];
    for (let round = 0; round < 4; round += 1) expect((await frame('POST', '/api/round', session.sessionKey, { bets })).status).toBe(200);
    expect(await adapter.revealedSeed(session.fair.serverSeedHash)).toBeNull();
    const rotated = await frame('POST', '/api/fair/rotate', session.sessionKey, {});
    const revealed = rotated.body.revealedServerSeed as string;
    expect(hashServerSeed(revealed)).toBe(session.fair.serverSeedHash);
    expect(rotated.body.serverSeedHash).not.toBe(session.fair.serverSeedHash);
    expect(rotated.body).toMatchObject({ clientSeed: session.fair.clientSeed, nonce: 0 });
    expect(await adapter.revealedSeed(session.fair.serverSeedHash)).toBe(revealed);
    for (const round of await adapter.rounds(null, 100)) {
      const replayed = replayRound({ gameCode: round.gameCode, serverSeed: revealed, clientSeed: round.clientSeed, nonce: round.nonce, wager: round.wager });
      expect(replayed.outcome).toEqual(round.outcome);
      expect(BigInt(replayed.win)).toBe(round.win);
      expect(round.bet).toBe(350n);
    }
    // A new client seed starts another pair, revealing the one just committed.
    const changed = await frame('POST', '/api/fair/client-seed', session.sessionKey, { clientSeed: 'my-lucky-seed' });
    expect(hashServerSeed(changed.body.revealedServerSeed as string)).toBe(rotated.body.serverSeedHash);
    expect(changed.body).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect((await frame('POST', '/api/fair/client-seed', session.sessionKey, { clientSeed: 'no spaces' })).status).toBe(400);
  });

  it('plays a penalty shootout with several markets in one round, pays it at the posted odds, and refuses bets off the board', async () => {
    await adapter.transferIn({ playerId: 9, transferId: 'in-9', amount: 100_000n });
    const session = await openFrame(9, 'penalty-shootout');
    expect(session.game).toMatchObject({ code: 'penalty-shootout' });
    const serverSeed = await activeServerSeed(9);
    const bets = [{ market: 'winner', pick: 'away', amount: 10 }, { market: 'suddenDeath', pick: 'yes', amount: 5 }, { market: 'score', pick: '4-3', amount: 1 }, { market: 'kick', pick: '2:save', amount: 2 }];
    let balance = 100_000;
    for (let nonce = 0; nonce < 3; nonce += 1) {
      const played = await frame('POST', '/api/round', session.sessionKey, { bets });
      const expected = replayRound({ gameCode: 'penalty-shootout', serverSeed, clientSeed: session.fair.clientSeed, nonce, wager: { bets: bets.map((bet) => ({ ...bet, amount: bet.amount * 100 })) } });
      balance += expected.win - 1_800;
      expect(played.body).toMatchObject({ bet: 18, win: expected.win / 100, balance: balance / 100, outcome: expected.outcome });
    }
    const rounds = await adapter.rounds(null, 100);
    expect(rounds.map((round) => [round.gameCode, round.nonce, round.bet])).toEqual([0, 1, 2].map((nonce) => ['penalty-shootout', nonce, 1_800n]));
    // Whole units only, picks the board offers, at most 20 bets: nothing is taken from the balance.
    for (const wrong of [[{ market: 'winner', pick: 'home', amount: 1.5 }], [{ market: 'winner', pick: 'draw', amount: 1 }], [{ market: 'suddenDeath', pick: 'no', amount: 1 }], Array.from({ length: 21 }, () => bets[0]), []]) {
      const refused = await frame('POST', '/api/round', session.sessionKey, { bets: wrong });
      // The shootout's own words, not roulette's chips.
      expect([refused.status, refused.body.error]).toEqual([400, 'Those bets are not on the board. Pick odds from the markets (whole stakes within the limits, at most 20 bets) and try again.']);
    }
    expect(await adapter.balance(9)).toBe(BigInt(balance));
  });

  it('deals and draws video poker on one nonce, and a transfer out stands on an open hand', async () => {
    await adapter.transferIn({ playerId: 8, transferId: 'in-8', amount: 10_000n });
    const session = await openFrame(8, 'jacks-or-better');
    const serverSeed = await activeServerSeed(8);
    const dealt = await frame('POST', '/api/round', session.sessionKey, { action: 'deal', stake: 5 });
    expect(dealt.body).toMatchObject({ bet: 5, win: 0, balance: 95 });
    expect((await frame('POST', '/api/round', session.sessionKey, { action: 'deal', stake: 5 })).status).toBe(409);
    expect((await frame('POST', '/api/fair/rotate', session.sessionKey, {})).status).toBe(409);
    const state = await frame('GET', '/api/state', session.sessionKey);
    expect((state.body.open as { cards: string[] }).cards).toEqual((dealt.body.outcome as { dealt: string[] }).dealt);
    const hold = [true, false, true, false, false];
    const drawn = await frame('POST', '/api/round', session.sessionKey, { action: 'draw', hold });
    const expected = replayRound({ gameCode: 'jacks-or-better', serverSeed, clientSeed: session.fair.clientSeed, nonce: 0, wager: { stake: 500, hold } });
    expect(drawn.body).toMatchObject({ bet: 5, win: expected.win / 100, balance: (9_500 + expected.win) / 100, outcome: expected.outcome });
    expect((await frame('POST', '/api/round', session.sessionKey, { action: 'draw', hold })).status).toBe(409);
    // Deal again and leave: the hand stands as dealt, is paid and recorded before the money goes.
    const second = await frame('POST', '/api/round', session.sessionKey, { action: 'deal', stake: 1 });
    const cards = (second.body.outcome as { dealt: string[]; hand: keyof typeof PAYTABLE | null }).dealt;
    const handPays = BigInt(((second.body.outcome as { hand: keyof typeof PAYTABLE | null }).hand ? PAYTABLE[(second.body.outcome as { hand: keyof typeof PAYTABLE }).hand] : 0) * 100);
    const out = await adapter.transferOut({ playerId: 8, transferId: 'out-8' });
    const rounds = await adapter.rounds(null, 100);
    expect(rounds).toHaveLength(2);
    expect((rounds[1]?.outcome as PokerOutcome).final).toEqual(cards);
    expect(out).toEqual({ amount: BigInt(9_500 + expected.win) - 100n + handPays, lastRoundId: rounds[1]?.makerRoundId });
    expect(rounds[1]?.balanceAfter).toBe(out.amount);
  });

  it("ends a frame's key when its session's money leaves: no round, state or rotation with it after", async () => {
    await adapter.transferIn({ playerId: 20, transferId: 'in-20a', amount: 1_000n });
    const poker = await openFrame(20, 'jacks-or-better');
    expect((await frame('POST', '/api/round', poker.sessionKey, { action: 'deal', stake: 1 })).status).toBe(200);
    // The exit (or autoExitGame, or a pull-back) takes the balance: that is the session's end.
    await adapter.transferOut({ playerId: 20, transferId: 'out-20a' });
    // New money for a Lucky Lanterns session, as the platform's next launch brings it.
    await adapter.transferIn({ playerId: 20, transferId: 'in-20b', amount: 2_000n });
    const lanterns = await openFrame(20, 'lucky-lanterns');
    const roundsBefore = (await adapter.rounds(null, 100)).length;
    const expired = 'Your game session has ended. Please exit and open the game again.';
    for (const [method, pathname, payload] of [
      ['POST', '/api/round', { action: 'deal', stake: 1 }],
      ['GET', '/api/state', undefined],
      ['POST', '/api/fair/rotate', {}],
      ['POST', '/api/fair/client-seed', { clientSeed: 'mine' }],
    ] as const) {
      const reply = await frame(method, pathname, poker.sessionKey, payload);
      expect([pathname, reply.status, reply.body.error]).toEqual([pathname, 401, expired]);
    }
    expect(await adapter.balance(20)).toBe(2_000n);
    expect(await adapter.rounds(null, 100)).toHaveLength(roundsBefore);
    // The new session's key plays its own game.
    expect((await frame('POST', '/api/round', lanterns.sessionKey, { stake: 1 })).status).toBe(200);
    // A repeat of the old transfer out (a late retry) answers again and ends nothing of the new session.
    await adapter.transferOut({ playerId: 20, transferId: 'out-20a' });
    expect((await frame('GET', '/api/state', lanterns.sessionKey)).status).toBe(200);
  });

  it("binds a key to its game: launching another game ends the other game's frames", async () => {
    await adapter.transferIn({ playerId: 21, transferId: 'in-21', amount: 5_000n });
    const poker = await openFrame(21, 'jacks-or-better');
    const lanterns = await openFrame(21, 'lucky-lanterns');
    for (const [method, pathname, payload] of [
      ['POST', '/api/round', { action: 'deal', stake: 1 }],
      ['GET', '/api/state', undefined],
      ['POST', '/api/fair/rotate', {}],
    ] as const) {
      expect([pathname, (await frame(method, pathname, poker.sessionKey, payload)).status]).toEqual([pathname, 401]);
    }
    expect(await adapter.balance(21)).toBe(5_000n);
    expect((await frame('POST', '/api/round', lanterns.sessionKey, { stake: 1 })).status).toBe(200);
    // Opening the same game again (a reload of the page) keeps the frame that is already open.
    const again = await openFrame(21, 'lucky-lanterns');
    expect((await frame('GET', '/api/state', lanterns.sessionKey)).status).toBe(200);
    expect((await frame('GET', '/api/state', again.sessionKey)).status).toBe(200);
  });

  it('plays no spin with a key that died after this process had seen it', async () => {
    await adapter.transferIn({ playerId: 23, transferId: 'in-23a', amount: 1_000n });
    const lanterns = await openFrame(23);
    expect((await frame('POST', '/api/round', lanterns.sessionKey, { stake: 0.01 })).status).toBe(200);
    await adapter.transferOut({ playerId: 23, transferId: 'out-23a' });
    await adapter.transferIn({ playerId: 23, transferId: 'in-23b', amount: 500n });
    const reply = await frame('POST', '/api/round', lanterns.sessionKey, { stake: 0.01 });
    expect([reply.status, reply.body.error]).toEqual([401, 'Your game session has ended. Please exit and open the game again.']);
    expect(await adapter.balance(23)).toBe(500n);
    expect(await adapter.rounds(null, 100)).toHaveLength(1);
  });

  it('checks the key again under the player lock: a round that waited behind the transfer out plays nothing', async () => {
    await adapter.transferIn({ playerId: 22, transferId: 'in-22a', amount: 1_000n });
    const poker = await openFrame(22, 'jacks-or-better');
    // What the frame route found before the round's transaction began...
    const found = await maker.service.session(poker.sessionKey);
    expect(found).not.toBeNull();
    // ...then the session ended and new money came in before the round took the lock.
    await adapter.transferOut({ playerId: 22, transferId: 'out-22a' });
    await adapter.transferIn({ playerId: 22, transferId: 'in-22b', amount: 500n });
    await expect(maker.service.play(found!, { action: 'deal', stake: 1 })).rejects.toMatchObject({ key: 'sessionExpired', status: 401 });
    await expect(maker.service.state(found!)).rejects.toMatchObject({ key: 'sessionExpired' });
    await expect(maker.service.rotate(found!)).rejects.toMatchObject({ key: 'sessionExpired' });
    expect(await adapter.balance(22)).toBe(500n);
  });

  it('never lets 200 concurrent spins take the balance below zero', async () => {
    // Every spin stakes the same, so the outcomes in nonce order are fixed by the seeds whatever
    // order the requests arrive in: the balance can be followed spin by spin in advance. A seed
    // pair is taken on which the balance runs out within the 200 (rotating until one does).
    await adapter.transferIn({ playerId: 9, transferId: 'in-9', amount: 300n });
    const session = await openFrame(9);
    const wager = { stake: 5 };
    const bet = 100;
    const follow = (serverSeed: string, clientSeed: string) => {
      let balance = 300;
      let played = 0;
      while (played < 200 && balance >= bet) balance += replayRound({ gameCode: 'lucky-lanterns', serverSeed, clientSeed, nonce: played++, wager }).win - bet;
      return { played, balance };
    };
    let expected = follow(await activeServerSeed(9), session.fair.clientSeed);
    while (expected.played === 200) {
      await frame('POST', '/api/fair/rotate', session.sessionKey, {});
      expected = follow(await activeServerSeed(9), session.fair.clientSeed);
    }
    const replies = await Promise.all(Array.from({ length: 200 }, () => frame('POST', '/api/round', session.sessionKey, { stake: 0.05 })));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(expected.played);
    expect(statuses.filter((status) => status === 402)).toHaveLength(200 - expected.played);
    const rounds = await adapter.rounds(null, 500);
    expect(rounds).toHaveLength(expected.played);
    // Each round starts from the balance the one before left, and never from less than its bet.
    let balance = 300n;
    for (const round of rounds) {
      expect(balance).toBeGreaterThanOrEqual(round.bet);
      balance = balance - round.bet + round.win;
      expect(round.balanceAfter).toBe(balance);
    }
    expect(balance).toBe(BigInt(expected.balance));
    expect(await adapter.balance(9)).toBe(balance);
    expect(rounds.map((round) => round.nonce)).toEqual(rounds.map((_, index) => index));
  });

  it('spends every nonce once when two instances spin one player at once, each round paying what its seeds say', async () => {
    await adapter.transferIn({ playerId: 10, transferId: 'in-10', amount: 1_000_000n });
    const session = await openFrame(10);
    const serverSeed = await activeServerSeed(10);
    const other = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: PLATFORM_ORIGIN, webDir, now: () => clock });
    try {
      const spin = (origin: string) => fetch(`${origin}/api/round`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.sessionKey}` }, body: '{"stake":0.05}' });
      const replies = await Promise.all(Array.from({ length: 60 }, (_, index) => spin(index % 2 === 0 ? maker.origin : other.origin)));
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    } finally {
      await other.close();
    }
    const rounds = await adapter.rounds(null, 500);
    expect(rounds.map((round) => round.nonce)).toEqual(rounds.map((_, index) => index));
    expect(rounds).toHaveLength(60);
    expect(await adapter.balance(10)).toBe(expectLanternsPaidBySeeds(rounds, { serverSeed, clientSeed: session.fair.clientSeed, stake: 5, startedWith: 1_000_000n }));
  });

  // Spins commit in any order (none waits for another's commit), so a page of rounds must not show
  // one while a round with a lower id is still committing: the platform's cursor would pass it.
  it.runIf(target.name === 'postgres')('shows no round past one still committing: the page waits for it, then shows both in id order', async () => {
    await adapter.transferIn({ playerId: 13, transferId: 'in-13', amount: 100_000n });
    await adapter.transferIn({ playerId: 14, transferId: 'in-14', amount: 100_000n });
    const later = await openFrame(14);
    // A writer of a round as every one writes it (the lock shared, then the row), not yet committed.
    const slow = new pg.Client({ connectionString: (databaseOptions as { url: string }).url });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query('select pg_advisory_xact_lock_shared(720125)');
      const held = await slow.query(`insert into demo_maker_round (player_id, game_code, bet, win, balance_after, server_seed_hash, client_seed, nonce, wager, outcome, started_at, finished_at)
        values (13, 'lucky-lanterns', 100, 0, 99900, 'held', 'held', 0, '{}', '{}', now(), now()) returning id`);
      const spin = await frame('POST', '/api/round', later.sessionKey, { stake: 0.05 });
      expect(spin.status).toBe(200);
      expect(Number(spin.body.roundId)).toBeGreaterThan(Number(held.rows[0].id));
      let answered = false;
      const reading = adapter.rounds(null, 500).finally(() => (answered = true));
      // Commit the held round once the page waits on the lock its writer shares (or has answered without it).
      const waiting = async () =>
        ((await database.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`)) as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
      while (!answered && !(await waiting())) await new Promise((resolve) => setTimeout(resolve, 5));
      await slow.query('commit');
      const page = await reading;
      expect(page.map((round) => [round.makerRoundId, round.playerId])).toEqual([
        [String(held.rows[0].id), 13],
        [String(spin.body.roundId), 14],
      ]);
    } finally {
      await slow.end();
    }
  });

  it('plays Deep Sea Blaster shots fired faster than they answer: each aimed kind caught by its seeds, nonces once, bad aims refused', async () => {
    await adapter.transferIn({ playerId: 12, transferId: 'in-12', amount: 100_000n });
    const session = await openFrame(12, 'deep-sea-blaster', 'my_MM');
    expect(session.game).toMatchObject({ code: 'deep-sea-blaster', rtp: 0.96 });
    const serverSeed = await activeServerSeed(12);
    // An aim the maker does not know, or a cost off its steps, plays nothing and spends no nonce.
    const whale = await frame('POST', '/api/round', session.sessionKey, { fish: 'whale', bet: 1 });
    expect(whale.status).toBe(400);
    expect(whale.body.error).toBe('ပင်လယ်ထဲရှိ ငါးတစ်ကောင်ကို ချိန်ပါ။');
    for (const bet of [0.05, 100.01, 'x']) expect((await frame('POST', '/api/round', session.sessionKey, { fish: 'shark', bet })).status, String(bet)).toBe(400);
    // A burst as a player's taps send it, all at once, on every kind: each shot spends its own nonce.
    const kinds = ['lanternfish', 'pufferfish', 'angelfish', 'jellyfish', 'turtle', 'manta', 'shark', 'giantSquid'];
    const replies = await Promise.all(Array.from({ length: 40 }, (_, index) => frame('POST', '/api/round', session.sessionKey, { fish: kinds[index % kinds.length], bet: 0.5 })));
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const rounds = await adapter.rounds(null, 100);
    expect(rounds.map((round) => round.nonce)).toEqual(rounds.map((_, index) => index));
    expect(rounds).toHaveLength(40);
    let balance = 100_000n;
    for (const round of rounds) {
      const replayed = replayRound({ gameCode: 'deep-sea-blaster', serverSeed, clientSeed: session.fair.clientSeed, nonce: round.nonce, wager: round.wager });
      expect(round.outcome).toEqual(replayed.outcome);
      expect(round.win).toBe(BigInt(replayed.win));
      expect(round.bet).toBe(50n);
      balance += round.win - round.bet;
      expect(round.balanceAfter).toBe(balance);
      // Each reply answered the shot it played: its kind, its nonce, its record.
      const reply = replies.find((entry) => (entry.body.fair as { nonce: number }).nonce === round.nonce)!;
      expect(reply.body).toMatchObject({ bet: 0.5, win: Number(round.win) / 100, outcome: round.outcome });
    }
    expect(await adapter.balance(12)).toBe(balance);
  });

  it('takes a launch token once, and not after its minute', async () => {
    const { url } = await adapter.launch({ player: player(10), gameCode: 'lucky-lanterns', returnUrl: `${PLATFORM_ORIGIN}/` });
    const launched = new URL(url);
    expect(launched.origin).toBe(maker.origin);
    expect(launched.pathname).toBe('/play/lucky-lanterns');
    expect(launched.searchParams.get('lang')).toBe('en_US');
    expect(launched.searchParams.get('parent')).toBe(PLATFORM_ORIGIN);
    const token = launched.searchParams.get('token');
    expect((await frame('POST', '/api/session', null, { token })).status).toBe(200);
    const again = await frame('POST', '/api/session', null, { token });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('This game link has expired. Please exit and open the game again.');
    const late = new URL((await adapter.launch({ player: player(10), gameCode: 'lucky-lanterns', returnUrl: '' })).url).searchParams.get('token');
    clock = new Date(clock.getTime() + 61_000);
    expect((await frame('POST', '/api/session', null, { token: late })).status).toBe(401);
    expect((await frame('GET', '/api/state', 'not-a-session-key')).status).toBe(401);
    await expect(adapter.launch({ player: player(10), gameCode: 'no-such-game', returnUrl: '' })).rejects.toBeInstanceOf(MakerRefused);
  });

  it('answers too little balance with 402 in the player language, and bad bets with 400, changing nothing', async () => {
    await adapter.transferIn({ playerId: 11, transferId: 'in-11', amount: 100n });
    const session = await openFrame(11, 'lucky-lanterns', 'th_TH');
    const short = await frame('POST', '/api/round', session.sessionKey, { stake: 0.1 });
    expect(short.status).toBe(402);
    expect(short.body.error).toBe('ยอดเงินในเกมไม่พอสำหรับเดิมพันนี้ กรุณาลดเดิมพันหรือเติมเงิน');
    for (const stake of [0, 5.01, 0.001, 'x', -1]) expect((await frame('POST', '/api/round', session.sessionKey, { stake })).status, String(stake)).toBe(400);
    expect((await frame('GET', '/api/state', session.sessionKey)).body).toMatchObject({ balance: 1, fair: { nonce: 0 } });
    // (Launching roulette ends the lanterns frame: a key is bound to its game.)
    const roulette = await openFrame(11, 'royal-roulette', 'zh_CN');
    const wrong = await frame('POST', '/api/round', roulette.sessionKey, { bets: [{ kind: 'split', numbers: [1, 5], amount: 0.1 }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('这些投注不在本桌上。请在桌面上放置筹码后重试。');
    expect(await adapter.balance(11)).toBe(100n);
    expect((await frame('GET', '/api/state', roulette.sessionKey)).body).toMatchObject({ balance: 1, fair: { nonce: 0 } });
    expect(await adapter.rounds(null, 10)).toEqual([]);
  });

  it('refuses a body nested too deep, or with a __proto__ key, with 400 before any handler', async () => {
    await adapter.transferIn({ playerId: 12, transferId: 'in-12', amount: 10_000n });
    const session = await openFrame(12);
    const post = async (text: string) =>
      (await fetch(`${maker.origin}/api/round`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.sessionKey}` }, body: text })).status;
    expect(await post(`{"stake":0.1,"x":${'['.repeat(40)}${']'.repeat(40)}}`)).toBe(400);
    expect(await post('{"stake":0.1,"__proto__":{"admin":true}}')).toBe(400);
    expect(await post('{"stake":0.1,"x":[[[1]]]}')).toBe(200);
    expect((await frame('GET', '/api/state', session.sessionKey)).body).toMatchObject({ fair: { nonce: 1 } });
  });

  it('serves the game pages framed only by the platform, and their assets', async () => {
    const page = await fetch(`${maker.origin}/play/lucky-lanterns?token=x&lang=en_US`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${PLATFORM_ORIGIN}`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Its API's replies are JSON: nothing may load from them or frame them.
    const api = await fetch(`${maker.origin}/api/state`);
    expect(api.status).toBe(401);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('Lucky Lanterns');
    expect((await fetch(`${maker.origin}/assets/reel.svg`)).status).toBe(200);
    // A page loaded before the last build was swapped in still gets its own build's script.
    const kept = await fetch(`${maker.origin}/assets/lanterns-old111.js`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe('console.log("old")');
    expect(kept.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${maker.origin}/assets/lanterns-gone222.js`)).status).toBe(404);
    expect((await fetch(`${maker.origin}/play/royal-roulette`)).status).toBe(404);
    expect((await fetch(`${maker.origin}/play/..%2Fsecret`)).status).toBe(404);
  });

  it('reports a maker that does not answer in time, or fails, as unavailable', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const slow = new DemoMakerAdapter({ ...maker.adapterOptions, apiOrigin: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(slow.transferIn({ playerId: 1, transferId: 'slow', amount: 1n })).rejects.toBeInstanceOf(MakerUnavailable);
    } finally {
      silent.close();
    }
    const failing = new DemoMakerAdapter({ ...maker.adapterOptions, fetch: async () => new Response('{"error":"internal"}', { status: 503 }) });
    await expect(failing.balance(1)).rejects.toBeInstanceOf(MakerUnavailable);
    const closed = new DemoMakerAdapter({ ...maker.adapterOptions, apiOrigin: 'http://127.0.0.1:1' });
    await expect(closed.balance(1)).rejects.toBeInstanceOf(MakerUnavailable);
  });
});
