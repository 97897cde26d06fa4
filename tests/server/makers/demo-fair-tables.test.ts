// The demo maker publishes every table a round is recomputed with (GET /fair/<game>.json and the
// page /fair/<game>), from the constants the games pay by, to anyone without a session: checked
// here against those constants directly, through the real maker's routes (app.inject), on a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fishing from '../../../src/domain/fair-games/deep-sea-blaster';
import * as poker from '../../../src/domain/fair-games/jacks-or-better';
import * as slot from '../../../src/domain/fair-games/lucky-lanterns';
import * as roulette from '../../../src/domain/fair-games/royal-roulette';
import * as shootout from '../../../src/domain/fair-games/penalty-shootout';
import type { PenaltyShootoutTables } from '../../../src/domain/fair-games/published-tables';
import { FAIR_GAME_CODES } from '../../../src/domain/fair-games/replay';
import { openDatabase, type Database } from '../../../server/db/client';
import { startDemoMaker, type DemoMaker } from '../../../server/makers/demo/demo-maker';
import { TEST_DATABASES } from '../test-app';

const SECRET = 'test-secret-for-the-demo-maker-0123456789';

describe.each(TEST_DATABASES)('the demo maker\'s published tables ($name)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let maker: DemoMaker;
  let webDir: string;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    database = await openDatabase(created.options);
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-maker-web-'));
    maker = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: 'http://127.0.0.1:5999', webDir });
  });

  afterAll(async () => {
    await maker?.close();
    await database?.close();
    await drop?.();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const getJson = async (url: string) => {
    const reply = await maker.app.inject({ method: 'GET', url });
    expect(reply.statusCode, url).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    return reply.json() as Record<string, unknown>;
  };

  it('serves Lucky Lanterns\' reel strips, paylines numbered 1 to 20, line and scatter pays as the game pays by them', async () => {
    const tables = await getJson('/fair/lucky-lanterns.json');
    expect(tables.reelStrips).toEqual(slot.REEL_STRIPS);
    expect(tables.paylines).toEqual(slot.PAYLINES.map((rows, index) => ({ payline: index + 1, rows })));
    expect(tables.linePays).toEqual(Object.fromEntries(Object.entries(slot.LINE_PAYS).map(([symbol, [three, four, five]]) => [symbol, { 3: three, 4: four, 5: five }])));
    expect(tables.scatterPays).toEqual({ 3: slot.SCATTER_PAYS[0], 4: slot.SCATTER_PAYS[1], 5: slot.SCATTER_PAYS[2] });
    expect(tables).toMatchObject({ game: 'lucky-lanterns', wild: slot.WILD, scatter: slot.SCATTER, floats: 5, reels: 5, rows: 3, lines: 20, stake: { min: slot.MIN_STAKE, max: slot.MAX_STAKE }, rtp: slot.RTP });
    expect(tables.derivation).toMatchObject({ nonce: expect.stringContaining('carries over from one game to the next') });
  });

  it('serves Royal Roulette\'s colours and every legal bet the game accepts, with what it returns', async () => {
    const tables = (await getJson('/fair/royal-roulette.json')) as { red: number[]; black: number[]; green: number[]; bets: Record<string, { sets: number[][]; returns: number }> };
    expect(tables.red).toEqual(roulette.RED_NUMBERS);
    expect(tables.green).toEqual([0]);
    expect([...tables.red, ...tables.black, ...tables.green].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, pocket) => pocket));
    expect(Object.keys(tables.bets)).toEqual(roulette.BET_KINDS);
    for (const [kind, { sets, returns }] of Object.entries(tables.bets)) {
      for (const numbers of sets) {
        expect(roulette.isValidWager({ bets: [{ kind, numbers, amount: roulette.MIN_BET }] }), `${kind} ${numbers.join('-')}`).toBe(true);
        expect(returns).toBe(roulette.returnMultiple(numbers.length));
      }
    }
    expect(tables.bets.split?.sets).toHaveLength(60);
    expect(tables.bets.corner?.sets).toContainEqual([0, 1, 2, 3]);
  });

  it('serves Jacks or Better\'s deck order and its hands under the names records store, with their pays', async () => {
    const tables = await getJson('/fair/jacks-or-better.json');
    expect(tables).toMatchObject({ deck: poker.DECK, hands: poker.HAND_RANKS, paytable: poker.PAYTABLE, floats: 10, handSize: 5 });
  });

  it('serves Deep Sea Blaster\'s every kind of fish as records name it, with its multiplier and chance', async () => {
    const tables = await getJson('/fair/deep-sea-blaster.json');
    expect(tables).toMatchObject({ floats: 1, rollRange: 10_000, rtp: 0.96, bet: { min: fishing.MIN_BET, max: fishing.MAX_BET } });
    expect(tables.fish).toEqual(fishing.FISH_KINDS.map((fish) => ({ fish, ...fishing.FISH[fish] })));
    const page = (await maker.app.inject({ method: 'GET', url: '/fair/deep-sea-blaster?lang=zh_CN' })).body;
    for (const fish of fishing.FISH_KINDS) expect(page).toContain(`<th scope="row">${fish}</th><td>${fishing.FISH[fish].multiplier}</td><td>${fishing.FISH[fish].chance} / 10000</td>`);
    expect(page).toContain('鱼种');
  });


  it('serves Penalty Shootout\'s kick table and every pick\'s odds, exact chance and return, on a page in Thai too', async () => {
    const tables = (await getJson('/fair/penalty-shootout.json')) as unknown as PenaltyShootoutTables;
    expect(tables).toMatchObject({ floats: 71, rounds: 5, suddenDeathRounds: 30, kickBuckets: 16, aims: ['left', 'centre', 'right'] });
    expect(tables.kickTable.map((row) => [row.result, row.from, row.to, row.chance.fraction])).toEqual([['goal', 0, 11, '3/4'], ['save', 12, 14, '3/16'], ['miss', 15, 15, '1/16']]);
    expect(tables.prices).toHaveLength(69);
    for (const price of tables.prices) expect(Math.round(Number(price.odds) * 100), `${price.market} ${price.pick}`).toBe(shootout.oddsOf(price.market, price.pick));
    expect(tables.marketRtp).toMatchObject({ winner: { fraction: '24/25' }, kick: { fraction: '24/25' }, suddenDeath: { fraction: '502095/524288' }, score: { fraction: '1003833/1048576' } });
    const page = (await maker.app.inject({ method: 'GET', url: '/fair/penalty-shootout?lang=th_TH' })).body;
    expect(page).toContain('ตารางการยิง');
    expect(page).toContain('<td>1003833.00</td>');
  });

  it('serves each game\'s tables as a page in the player\'s language, and lists the games at /fair', async () => {
    for (const game of FAIR_GAME_CODES) {
      const english = await maker.app.inject({ method: 'GET', url: `/fair/${game}` });
      expect(english.statusCode).toBe(200);
      expect(english.headers['content-type']).toMatch(/^text\/html/);
      expect(english.body).toContain(`href="/fair/${game}.json"`);
      expect(english.body).toContain('One seed pair serves all your games here');
    }
    const page = (await maker.app.inject({ method: 'GET', url: '/fair/lucky-lanterns?lang=th_TH' })).body;
    expect(page).toContain('<html lang="th-TH">');
    expect(page).toContain('แถบวงล้อ');
    // Every stop of every strip, and payline 20 by its number.
    for (const strip of slot.REEL_STRIPS) for (const symbol of strip) expect(page).toContain(`<td>${symbol}</td>`);
    expect(page).toContain('<th scope="row">20</th>');
    const poker = (await maker.app.inject({ method: 'GET', url: '/fair/jacks-or-better?lang=my_MM' })).body;
    for (const hand of ['royalFlush', 'jacksOrBetter', 'null']) expect(poker).toContain(`<th scope="row">${hand}</th>`);
    // The Burmese page brings its script's font, served by the maker itself.
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(poker)?.[1];
    expect(stylesheet).toBe('/fair/fonts/noto-sans-myanmar.css');
    const css = await maker.app.inject({ method: 'GET', url: stylesheet! });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const fontFile = /url\((\/fair\/fonts\/files\/noto-sans-myanmar-myanmar-400-normal\.woff2)\)/.exec(css.body)?.[1];
    expect(fontFile).toBeTruthy();
    const font = await maker.app.inject({ method: 'GET', url: fontFile! });
    expect(font.statusCode).toBe(200);
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(page).toContain('/fair/fonts/noto-sans-thai.css');
    expect((await maker.app.inject({ method: 'GET', url: '/fair/lucky-lanterns' })).body).not.toContain('/fair/fonts/');
    const index = await maker.app.inject({ method: 'GET', url: '/fair' });
    for (const game of FAIR_GAME_CODES) expect(index.body).toContain(`href="/fair/${game}.json"`);
  });

  it('answers an unknown game 404 in the player\'s language', async () => {
    const reply = await maker.app.inject({ method: 'GET', url: '/fair/reef-hunter.json?lang=zh_CN' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: '此游戏暂不可用。' });
  });
});
