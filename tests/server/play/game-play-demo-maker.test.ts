// Playing the real demo maker end to end (issue 9): the maker started in-process on 127.0.0.1:0
// over the test database, reached only through its HTTP adapter; a player launches Lucky Lanterns,
// plays rounds through the maker's frame API as the game page does (POST /api/session with the
// token from the launch URL, then /api/round), exits, and the wallet equals what the ledger says;
// every round is recorded with its proof, and after a seed rotation each one recomputes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayRound } from '../../../src/domain/fair-games/replay';
import type { RoundRecord } from '../../../src/domain/game-play.schema';
import type { ExitReply, GameSession } from '../../../src/domain/game-play.schema';
import { hashServerSeed } from '../../../src/domain/provably-fair';
import { toMinorUnits } from '../../../src/domain/money';
import type { Page } from '../../../src/domain/trade';
import { DemoMakerAdapter } from '../../../server/makers/demo/demo-adapter';
import { startDemoMaker, type DemoMaker } from '../../../server/makers/demo/demo-maker';
import { MakerRegistry } from '../../../server/makers/maker-registry';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { CapturedLog } from './play-harness';
import { playCalls } from './play-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const SECRET = 'test-secret-for-the-demo-maker-0123456789';
const ROUNDS = 12;
const STAKE = 0.05; // per line: a spin bets 20 lines, 1.00

describe.each(TEST_DATABASES)('playing the demo maker ($name)', (target) => {
  // The maker needs the test database, which exists once the app is built: registered then.
  const makers = new MakerRegistry();
  const log = new CapturedLog();
  const ctx = useTestApp(target, { services: { makers, playLog: log } });
  const call = caller(() => ctx().app);
  let maker: DemoMaker;
  let webDir: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-maker-web-'));
    fs.writeFileSync(path.join(webDir, 'lucky-lanterns.html'), '<!doctype html><title>Lucky Lanterns</title>');
    maker = await startDemoMaker({ db: ctx().database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: 'http://127.0.0.1:8080', webDir });
    makers.register(new DemoMakerAdapter(maker.adapterOptions));
  });

  afterAll(async () => {
    await maker?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const play = playCalls(ctx, call, (playerId) => makers.get('demo')!.balance(playerId));

  async function frame<T>(pathname: string, key: string | null, payload: unknown): Promise<T> {
    const response = await fetch(`${maker.origin}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(payload),
    });
    const json = (await response.json()) as T & { error?: string };
    expect(response.status, json.error).toBe(200);
    return json;
  }

  it('launch, play rounds in the frame, exit: the wallet is what the ledger says and every round is proven', async () => {
    const { token, id } = await play.player();
    const launched = body<GameSession>(await play.launch(token, (await ctx().services.catalogue.gameByMakerAndCode('demo', 'lucky-lanterns'))!.id, { amount: 50, all: false }));
    expect(launched.code, launched.msg).toBe(200);
    expect(launched.data).toMatchObject({ makerCode: 'demo', origin: maker.origin, makerBalance: 50, wallet: 950 });
    const url = new URL(launched.data.url);
    expect(url.origin).toBe(maker.origin);
    // The frame gets a launch token of the maker's, never the player's session token.
    expect(launched.data.url).not.toContain(token);

    const session = await frame<{ sessionKey: string; balance: number; fair: { serverSeedHash: string } }>('/api/session', null, { token: url.searchParams.get('token') });
    expect(session.balance).toBe(50);
    let balance = session.balance;
    let bets = 0;
    let wins = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const spin = await frame<{ bet: number; win: number; balance: number }>('/api/round', session.sessionKey, { stake: STAKE });
      bets += spin.bet;
      wins += spin.win;
      balance = spin.balance;
    }
    expect(Math.round((50 - bets + wins) * 100)).toBe(Math.round(balance * 100));

    const exit = body<ExitReply>(await play.exit(token, launched.data.sessionId));
    expect(exit.code, exit.msg).toBe(200);
    expect(exit.data.returned).toBe(balance);
    const ledger = await ctx().services.ledger.balances(id);
    // Read as the wire carries it (1029.9 * 100 is 102990.00000000001 in floats).
    expect(toMinorUnits(exit.data.wallet)).toBe(ledger.wallet);
    expect(ledger.wallet).toBe(95000n + BigInt(Math.round(balance * 100)));
    expect(await play.money(id)).toEqual({ wallet: ledger.wallet, game: 0n, maker: 0n });

    const list = body<Page<RoundRecord>>(await call({ method: 'GET', url: `/user-api/game/round/list?page=1&limit=50`, headers: bearer(token) })).data;
    expect(list.total).toBe(ROUNDS);
    expect(list.rows.every((row) => row.serverSeedHash === session.fair.serverSeedHash && row.serverSeed === null)).toBe(true);

    // The player rotates the seed pair in the game; the old seed is revealed and every round recomputes.
    const launchedAgain = body<GameSession>(await play.launch(token, launched.data.gameId, { amount: 1, all: false })).data;
    const again = await frame<{ sessionKey: string }>('/api/session', null, { token: new URL(launchedAgain.url).searchParams.get('token') });
    const rotated = await frame<{ revealedServerSeed: string }>('/api/fair/rotate', again.sessionKey, {});
    expect(hashServerSeed(rotated.revealedServerSeed)).toBe(session.fair.serverSeedHash);
    // The list shows the revealed seed at once, before any round is opened.
    const listed = body<Page<RoundRecord>>(await call({ method: 'GET', url: `/user-api/game/round/list?page=1&limit=50`, headers: bearer(token) })).data;
    expect(listed.rows.filter((row) => row.serverSeedHash === session.fair.serverSeedHash).map((row) => row.serverSeed)).toEqual(list.rows.map(() => rotated.revealedServerSeed));
    for (const row of list.rows) {
      const info = body<RoundRecord>(await call({ method: 'GET', url: `/user-api/game/round/info/${row.id}`, headers: bearer(token) })).data;
      expect(info.serverSeed).toBe(rotated.revealedServerSeed);
      const replayed = replayRound({ gameCode: info.gameCode, serverSeed: info.serverSeed!, clientSeed: info.clientSeed, nonce: info.nonce, wager: info.wager });
      expect(replayed.win / 100).toBe(info.win);
    }
    await play.ledgerClean();
    expect(log.lines).toEqual([]);
  });

  it("an exited game's frame key plays nothing with the next game's money", async () => {
    const { token } = await play.player();
    const gameId = async (code: string) => (await ctx().services.catalogue.gameByMakerAndCode('demo', code))!.id;
    const poker = body<GameSession>(await play.launch(token, await gameId('jacks-or-better'), { amount: 20, all: false })).data;
    const old = await frame<{ sessionKey: string }>('/api/session', null, { token: new URL(poker.url).searchParams.get('token') });
    expect(body(await play.exit(token, poker.sessionId)).code).toBe(200);
    const lanterns = body<GameSession>(await play.launch(token, await gameId('lucky-lanterns'), { amount: 30, all: false })).data;
    for (const [method, pathname, payload] of [
      ['POST', '/api/round', { action: 'deal', stake: 1 }],
      ['GET', '/api/state', undefined],
      ['POST', '/api/fair/rotate', {}],
    ] as const) {
      const response = await fetch(`${maker.origin}${pathname}`, {
        method,
        headers: { authorization: `Bearer ${old.sessionKey}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      expect([pathname, response.status]).toEqual([pathname, 401]);
    }
    expect(body(await call({ method: 'GET', url: `/user-api/game/round/list?page=1&limit=50`, headers: bearer(token) })).data).toMatchObject({ total: 0 });
    expect(body<ExitReply>(await play.exit(token, lanterns.sessionId)).data).toEqual({ returned: 30, wallet: 1000 });
    await play.ledgerClean();
  });
});
