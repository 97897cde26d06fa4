// A game promotion's max bet, held by the real demo maker (issue 11): the platform passes the
// record's limit at launch through the maker adapter, the maker's frame learns it with the
// session, and a larger stake is refused at the maker in the player's language while one within
// it plays; the rounds are the record's, its money goes back to the promotion wallet on exit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExitReply, GameSession } from '../../../src/domain/game-play.schema';
import type { PromotionSummary } from '../../../src/domain/promotion.schema';
import { DemoMakerAdapter } from '../../../server/makers/demo/demo-adapter';
import { startDemoMaker, type DemoMaker } from '../../../server/makers/demo/demo-maker';
import { MakerRegistry } from '../../../server/makers/maker-registry';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { CapturedLog } from '../play/play-harness';
import { playCalls } from '../play/play-helpers';
import { promotionCalls, type JoinEnvelope } from './promotions-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const SECRET = 'test-secret-for-the-demo-maker-0123456789';

describe.each(TEST_DATABASES)('a promotion max bet at the demo maker ($name)', (target) => {
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
  const promo = promotionCalls(ctx, call, play.newKey);

  async function frame(pathname: string, key: string | null, payload: unknown) {
    const response = await fetch(`${maker.origin}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(payload),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  it('refuses a stake over the max bet at the maker, in the player language; plays one within it for the record', async () => {
    const { token, id } = await play.player();
    const lanterns = body<PromotionSummary[]>(await promo.get('/gamePromotion/list')).data[0]!;
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'gamePromotion', lanterns.id, { amount: 200 })).data;
    const slot = (await ctx().services.catalogue.gameByMakerAndCode('demo', 'lucky-lanterns'))!.id;
    // Launched in Thai: the maker answers in the language the player launched with.
    const launched = body<GameSession>(
      await call({
        method: 'POST',
        url: `/user-api/game/launch/${slot}?lang=th_TH`,
        headers: { ...bearer(token), origin: 'http://127.0.0.1:8080', 'idempotency-key': play.newKey() },
        payload: { amount: 1, all: false },
      }),
    ).data;
    expect(launched).toMatchObject({ makerBalance: 240, promotion: { recordId: joined.recordId, title: 'Lucky Lanterns: เพิ่ม 20%', maxBet: 5, balance: 240 } });

    const opened = await frame('/api/session', null, { token: new URL(launched.url).searchParams.get('token') });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ balance: 240, maxBet: 5 });
    const key = String(opened.json.sessionKey);
    // 20 lines x 0.30 = 6.00 > 5.00: refused by the maker, nothing taken.
    const over = await frame('/api/round', key, { stake: 0.3 });
    expect(over).toEqual({ status: 400, json: { error: 'โปรโมชันนี้เดิมพันได้ไม่เกิน 5.00 ต่อรอบ กรุณาลดเดิมพัน' } });
    expect(await makers.get('demo')!.balance(id)).toBe(24000n);
    // 20 x 0.25 = 5.00: played.
    const spin = await frame('/api/round', key, { stake: 0.25 });
    expect(spin.status).toBe(200);
    expect(spin.json.bet).toBe(5);

    const exit = body<ExitReply>(await play.exit(token, launched.sessionId)).data;
    expect(exit.wallet).toBe(800);
    expect(await play.count('game_round', `promotion_record_id = ${joined.recordId}`)).toBe(1);
    const record = await promo.record(token, joined.recordId);
    expect(record.turnover.currentBetAmount).toBe(5);
    expect(record.turnover.currentBalance).toBe(exit.returned);
    expect((await promo.balances(id)).promotion).toBe(BigInt(Math.round(exit.returned * 100)));

    // A wallet session of the same game has no limit but the game's own.
    body(await promo.act(token, 'close', joined.recordId));
    const free = body<GameSession>(await play.launch(token, slot, { amount: 100, all: false })).data;
    expect(free.promotion).toBeNull();
    const freeFrame = await frame('/api/session', null, { token: new URL(free.url).searchParams.get('token') });
    expect(freeFrame.json.maxBet).toBeNull();
    expect((await frame('/api/round', String(freeFrame.json.sessionKey), { stake: 0.3 })).status).toBe(200);
    await play.ledgerClean();
    expect(log.lines).toEqual([]);
  });
});
