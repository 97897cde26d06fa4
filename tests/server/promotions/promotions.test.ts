// Promotions (issue 11): the public lists and details with the player's buttons, joining with an
// amount in range or a code, one active record per player, closed or expired promotions refused,
// the Idempotency-Key making a retry move nothing; playing a record's games with its money until
// it is settlable, then settle, close and unlock each exactly once. The ledger check is clean after
// every money test.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameDetail, GameItem, GameMaker } from '../../../src/domain/game.schema';
import type { ExitReply, GameSession } from '../../../src/domain/game-play.schema';
import type { CanSettleRecord, PromotionBillRow, PromotionDetail, PromotionRecord, PromotionSummary } from '../../../src/domain/promotion.schema';
import type { Page } from '../../../src/domain/trade';
import { EXIT_OK, EXIT_REFUSED } from '../../../server/ops/commands';
import { body, caller } from '../accounts/accounts-helpers';
import { PlayHarness, seededGames } from '../play/play-harness';
import { playCalls } from '../play/play-helpers';
import { promotionCalls, type ActionEnvelope, type JoinEnvelope } from './promotions-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const CLOSED = 'The event has closed or expired and you can no longer participate';

describe.each(TEST_DATABASES)('promotions ($name)', (target) => {
  const harness = new PlayHarness();
  const ctx = useTestApp(target, { services: harness.serviceOptions() });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  const promo = promotionCalls(ctx, call, play.newKey);
  let WELCOME = 0;
  let CODE = 0;
  let LANTERNS = 0;
  let SLOT = 0;
  let ROULETTE = 0;

  beforeEach(async () => {
    harness.reset();
    const games = await seededGames(ctx().services);
    SLOT = games.slot.id;
    ROULETTE = games.roulette.id;
    const activities = body<PromotionSummary[]>(await promo.get('/activity/list')).data;
    WELCOME = activities.find((row) => row.joinMode === 'amount')!.id;
    CODE = activities.find((row) => row.joinMode === 'code')!.id;
    LANTERNS = body<PromotionSummary[]>(await promo.get('/gamePromotion/list')).data[0]!.id;
  });

  it('guests see the lists and details without a button; a player sees confirmAttend, in their language', async () => {
    const activities = body<PromotionSummary[]>(await promo.get('/activity/list')).data;
    expect(activities).toHaveLength(2);
    expect(activities.every((row) => row.kind === 'activity' && row.open && row.button === null && row.recordId === null)).toBe(true);
    const welcome = body<PromotionDetail>(await promo.get(`/activity/info/${WELCOME}`)).data;
    expect(welcome).toMatchObject({ title: 'Welcome bonus 50 %', minAmount: 100, maxAmount: 5000, bonusPercent: 50, turnoverMultiple: 5, maxBet: null, button: null });
    expect(welcome.gameCount).toBeGreaterThan(1);
    expect(welcome.description).toContain('free spins are lost');
    const lanterns = body<PromotionDetail>(await promo.get(`/gamePromotion/info/${LANTERNS}`, null, 'th_TH')).data;
    expect(lanterns).toMatchObject({ kind: 'gamePromotion', maxBet: 5, gameCount: 1, title: 'Lucky Lanterns: เพิ่ม 20%' });
    expect(body<GameItem[]>(await promo.get(`/gamePromotion/game/list/${LANTERNS}`)).data.map((game) => game.id)).toEqual([SLOT]);
    expect(body<GameMaker[]>(await promo.get(`/gamePromotion/game/makerType/${LANTERNS}`)).data.map((maker) => maker.code)).toEqual(['demo']);
    // An activity's info is not a game promotion's, and the other way round.
    expect(body(await promo.get(`/gamePromotion/info/${WELCOME}`)).code).toBe(500);
    const { token } = await play.player();
    expect(body<PromotionSummary[]>(await promo.get('/activity/list', token)).data.every((row) => row.button === 'confirmAttend')).toBe(true);
  });

  it('joins with an amount in range: amount and bonus in the promotion wallet; a retry moves nothing; a second join is refused', async () => {
    const { token, id } = await play.player('liza', '09171234567', '3000');
    for (const amount of [99.99, 5000.01, 0, 100.001]) {
      expect(body(await promo.join(token, 'activity', WELCOME, { amount }))).toMatchObject({ code: 400, msg: 'please enter the correct amount' });
    }
    expect(body(await promo.join(token, 'activity', WELCOME, {}))).toMatchObject({ code: 400, msg: 'please enter the correct amount' });
    expect(await promo.balances(id)).toEqual({ wallet: 300000n, promotion: 0n });
    const key = play.newKey();
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', WELCOME, { amount: 1000 }, key));
    expect(joined.data).toMatchObject({ amount: 1000, bonus: 500, promotionBalance: 1500, wallet: 2000 });
    expect(body<JoinEnvelope['data']>(await promo.join(token, 'activity', WELCOME, { amount: 1000 }, key)).data).toEqual(joined.data);
    expect(body(await promo.join(token, 'activity', WELCOME, { amount: 2000 }, key)).code).toBe(409);
    expect(await promo.balances(id)).toEqual({ wallet: 200000n, promotion: 150000n });
    expect(body(await promo.join(token, 'activity', CODE, { code: 'LUCKY88' }))).toMatchObject({
      code: 500,
      msg: 'You already have a promotion in progress. Settle or close it before joining another one',
    });
    expect(body(await promo.join(token, 'activity', WELCOME, { amount: 100 }, null)).code).toBe(400);
    const listed = body<PromotionSummary[]>(await promo.get('/activity/list', token)).data.find((row) => row.id === WELCOME)!;
    expect(listed).toMatchObject({ button: 'attended', recordId: joined.data.recordId });
    const record = await promo.record(token, joined.data.recordId);
    expect(record).toMatchObject({ state: 'ongoing', amount: 1000, canSettle: false, canClose: true, canUnlock: false });
    expect(record.turnover).toEqual({
      bonusAmount: 500,
      askBetAmount: 7500,
      currentBetAmount: 0,
      askNetwinAmount: 0,
      currentNetwinAmount: 0,
      askBalance: 0,
      currentBalance: 1500,
      releaseConditionsAmount: 10,
    });
    expect(body(await promo.get('/gamePromotion/record/getCanSettlePromotionRecord', token)).data).toBeNull();
    await play.ledgerClean();
  });

  it('a code promotion checks the code and gives its fixed bonus; an insufficient wallet is refused', async () => {
    const { token, id } = await play.player('liza', '09171234567', '150');
    expect(body(await promo.join(token, 'activity', CODE, { code: 'LUCKY77' }))).toMatchObject({ code: 400, msg: 'That promotion code is not valid for this promotion' });
    expect(body(await promo.join(token, 'activity', CODE, {})).code).toBe(400);
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', CODE, { code: ' lucky88 ' }));
    expect(joined.data).toMatchObject({ amount: 0, bonus: 88, promotionBalance: 88, wallet: 150 });
    const other = await play.player('mara', '09171234568', '150');
    expect(body(await promo.join(other.token, 'activity', WELCOME, { amount: 200 }))).toMatchObject({ code: 500, msg: 'Insufficient balance, please Deposit!' });
    expect(await promo.balances(other.id)).toEqual({ wallet: 15000n, promotion: 0n });
    expect(await play.count('promotion_record', `player_id = ${other.id}`)).toBe(0);
    expect(await promo.balances(id)).toEqual({ wallet: 15000n, promotion: 8800n });
    await play.ledgerClean();
  });

  it('an operator closing a promotion shows on the next request, and joining it is refused', async () => {
    const { token } = await play.player();
    expect(body<PromotionSummary[]>(await promo.get('/activity/list')).data.find((row) => row.id === WELCOME)!.open).toBe(true);
    expect((await play.ops('promotion', 'close', String(WELCOME))).exitCode).toBe(EXIT_OK);
    expect(body<PromotionSummary[]>(await promo.get('/activity/list', token)).data.find((row) => row.id === WELCOME)).toMatchObject({ open: false, button: null });
    expect(body(await promo.join(token, 'activity', WELCOME, { amount: 200 }))).toMatchObject({ code: 500, msg: CLOSED });
    // Expired: an end in the past.
    expect((await play.ops('promotion', 'edit', String(CODE), 'starts=2020-01-01', 'ends=2020-02-01')).exitCode).toBe(EXIT_OK);
    expect(body(await promo.join(token, 'activity', CODE, { code: 'LUCKY88' }))).toMatchObject({ code: 500, msg: CLOSED });
  });

  it('plays the game promotion with its money until settlable, then settles the whole balance into the wallet once', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'gamePromotion', LANTERNS, { amount: 200 })).data;
    expect(joined).toMatchObject({ bonus: 40, promotionBalance: 240, wallet: 800 });

    // Another game does not count: it plays wallet money.
    const roulette = body<GameSession>(await play.launch(token, ROULETTE, { amount: 100, all: false })).data;
    expect(roulette).toMatchObject({ makerBalance: 100, wallet: 700, promotion: null });
    // Its game plays the whole promotion balance, whatever amount was asked, with the max bet shown.
    // (With every cached set dropped: a launch and an action must not read through the cache inside their transaction.)
    ctx().app.changes.dropAll();
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 50, all: false })).data;
    expect(session).toMatchObject({ makerBalance: 240, wallet: 800, promotion: { recordId: joined.recordId, title: 'Lucky Lanterns: 20 % more', balance: 240, maxBet: 5 } });
    expect(harness.maker.launches.at(-1)).toMatchObject({ maxBet: 500n });
    expect(await promo.balances(id)).toEqual({ wallet: 80000n, promotion: 0n });
    expect(body(await play.recharge(token, session.sessionId, 10))).toMatchObject({
      code: 500,
      msg: 'You are playing with promotion money: wallet money cannot be added to this game',
    });
    // Money at the maker still counts as the record's balance.
    expect((await promo.record(token, joined.recordId)).turnover.currentBalance).toBe(240);

    // 720 to bet: (200 + 40) x 3. 143 rounds of 5 are not enough ...
    for (let round = 0; round < 143; round += 1) harness.maker.playRound(id, 500n, round % 2 === 0 ? 600n : 400n);
    await ctx().services.roundSync.syncMaker('demo');
    const part = await promo.record(token, joined.recordId);
    expect(part.state).toBe('ongoing');
    expect(part.turnover).toMatchObject({ currentBetAmount: 715, currentNetwinAmount: 1, currentBalance: 241 });
    expect(body(await promo.act(token, 'settle', joined.recordId))).toMatchObject({ code: 500, msg: 'This promotion cannot be settled yet: its conditions are not met' });
    // ... the 144th is, once recorded.
    harness.maker.playRound(id, 500n, 0n);
    const exit = body<ExitReply>(await play.exit(token, session.sessionId)).data;
    expect(exit).toEqual({ returned: 236, wallet: 800 });
    expect(await promo.balances(id)).toEqual({ wallet: 80000n, promotion: 23600n });
    const done = await promo.record(token, joined.recordId);
    expect(done).toMatchObject({ state: 'settlable', canSettle: true, canClose: true });
    expect(done.turnover).toMatchObject({ askBetAmount: 720, currentBetAmount: 720, currentNetwinAmount: -4, currentBalance: 236 });
    expect(body<CanSettleRecord | null>(await promo.get('/gamePromotion/record/getCanSettlePromotionRecord', token)).data).toEqual({ id: joined.recordId, buttonStatus: 1 });
    expect(body<PromotionSummary[]>(await promo.get('/gamePromotion/list', token)).data[0]!.button).toBe('claim');

    // Rounds of the wallet's game are not the record's.
    expect(await play.count('game_round', `promotion_record_id = ${joined.recordId}`)).toBe(144);

    const key = play.newKey();
    ctx().app.changes.dropAll();
    const settled = body<ActionEnvelope['data']>(await promo.act(token, 'settle', joined.recordId, key)).data;
    expect(settled).toEqual({ state: 'settled', wallet: 1036, promotionBalance: 0 });
    expect(body<ActionEnvelope['data']>(await promo.act(token, 'settle', joined.recordId, key)).data).toEqual(settled);
    expect(body(await promo.act(token, 'close', joined.recordId))).toMatchObject({ code: 500, msg: 'This promotion has already ended' });
    expect(await promo.balances(id)).toEqual({ wallet: 103600n, promotion: 0n });
    expect(await play.count('ledger_transfer', `reference = 'promotion-settle:${joined.recordId}'`)).toBe(1);

    const bills = body<PromotionBillRow[]>(await promo.get(`/gamePromotion/bill/list/${joined.recordId}`, token)).data;
    expect(bills.map((row) => [row.type, row.amount, row.gameName])).toEqual([
      ['participate', 200, ''],
      ['bonus', 40, ''],
      ['game', -4, 'Lucky Lanterns'],
      ['settle', -236, ''],
    ]);
    const page = body<Page<PromotionRecord>>(await promo.get('/gamePromotion/record/list?state=settled', token)).data;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: joined.recordId, state: 'settled', canSettle: false, canClose: false, canUnlock: false });
    expect(page.rows[0]!.endedAt).not.toBeNull();
    expect(body<Page<PromotionRecord>>(await promo.get('/gamePromotion/record/list?state=ongoing', token)).data.total).toBe(0);
    await play.ledgerClean();
  });

  it('the game detail tells a signed-in player before launching which games play the promotion balance', async () => {
    const detail = async (gameId: number, token: string | null, lang = 'en_US') => body<GameDetail>(await promo.get(`/game/info/${gameId}`, token, lang)).data.promotionPlay;
    const { token } = await play.player('liza', '09171234567', '1000');
    expect(await detail(SLOT, null)).toBeNull();
    expect(await detail(SLOT, token)).toBeNull();
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'gamePromotion', LANTERNS, { amount: 200 })).data;
    // Only the game promotion's own game, in the player's language.
    expect(await detail(SLOT, token)).toEqual({ recordId: joined.recordId, title: 'Lucky Lanterns: 20 % more', balance: 240, maxBet: 5 });
    expect((await detail(SLOT, token, 'th_TH'))?.title).toBe('Lucky Lanterns: เพิ่ม 20%');
    expect(await detail(ROULETTE, token)).toBeNull();
    expect(await detail(SLOT, null)).toBeNull();
    // It is what the launch then plays; money at the maker is still the record's.
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: true })).data;
    expect(session.promotion).toEqual(await detail(SLOT, token));
    expect((await detail(SLOT, token))?.balance).toBe(240);
    // Once closed, every game plays wallet money again.
    expect(body<ActionEnvelope['data']>(await promo.act(token, 'close', joined.recordId)).data.state).toBe('closed');
    expect(await detail(SLOT, token)).toBeNull();
    // An activity counts every game, with no max bet.
    const other = await play.player('mara', '09171234568', '1000');
    const welcome = body<JoinEnvelope['data']>(await promo.join(other.token, 'activity', WELCOME, { amount: 100 })).data;
    expect(await detail(ROULETTE, other.token)).toEqual({ recordId: welcome.recordId, title: 'Welcome bonus 50 %', balance: 150, maxBet: null });
    await play.ledgerClean();
  });

  it('close while the money is at the maker brings it back first, then voids it; the next launch plays wallet money', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', WELCOME, { amount: 100 })).data;
    // An activity counts every game.
    const session = body<GameSession>(await play.launch(token, ROULETTE, { amount: 1, all: false })).data;
    expect(session).toMatchObject({ makerBalance: 150, promotion: { recordId: joined.recordId, maxBet: null } });
    harness.maker.playRound(id, 2000n, 0n);
    const closed = body<ActionEnvelope['data']>(await promo.act(token, 'close', joined.recordId)).data;
    expect(closed).toEqual({ state: 'closed', wallet: 900, promotionBalance: 0 });
    expect(await play.money(id)).toEqual({ wallet: 90000n, game: 0n, maker: 0n });
    expect(await play.count('game_session', `id = ${session.sessionId} and state = 'closed'`)).toBe(1);
    expect(await play.count('ledger_transfer', `reference = 'promotion-void:${joined.recordId}' and kind = 'promotionVoid'`)).toBe(1);
    const again = body<GameSession>(await play.launch(token, ROULETTE, { amount: 10, all: false })).data;
    expect(again).toMatchObject({ makerBalance: 10, wallet: 890, promotion: null });
    // A closed record lets the player join again.
    expect(body(await promo.join(token, 'activity', CODE, { code: 'LUCKY88' })).code).toBe(200);
    await play.ledgerClean();
  });

  it('a maker that does not answer leaves the record closing; the retry with the same key finishes it', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', WELCOME, { amount: 100 })).data;
    body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: false }));
    harness.maker.failNext('transferOut', 'timeoutBefore');
    const key = play.newKey();
    expect(body<ActionEnvelope['data']>(await promo.act(token, 'close', joined.recordId, key)).data).toMatchObject({ state: 'closing', promotionBalance: 0 });
    expect((await promo.record(token, joined.recordId)).state).toBe('closing');
    expect(body(await promo.join(token, 'activity', CODE, { code: 'LUCKY88' })).code).toBe(500);
    expect(body<ActionEnvelope['data']>(await promo.act(token, 'close', joined.recordId, key)).data).toEqual({ state: 'closed', wallet: 900, promotionBalance: 0 });
    expect(await play.money(id)).toEqual({ wallet: 90000n, game: 0n, maker: 0n });
    await play.ledgerClean();
  });

  it('a record left closing is finished by the recovery pass once the maker answers', async () => {
    const { token, id } = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', WELCOME, { amount: 100 })).data;
    body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: false }));
    // 5 left of 150, under the release amount of 10, and still at the maker.
    harness.maker.playRound(id, 14500n, 0n);
    harness.maker.failNext('transferOut', 'timeoutBefore');
    expect(body<ActionEnvelope['data']>(await promo.act(token, 'unlock', joined.recordId)).data.state).toBe('closing');
    await ctx().services.playBackground.recover(0);
    expect(await play.count('promotion_record', `id = ${joined.recordId} and state = 'unlocked'`)).toBe(1);
    expect(await promo.balances(id)).toEqual({ wallet: 90000n, promotion: 0n });
    expect(await play.count('ledger_transfer', `reference = 'promotion-void:${joined.recordId}' and kind = 'promotionVoid'`)).toBe(1);
    await play.ledgerClean();
  });

  it('settle while still in the game: the rounds are recorded, the money comes back, then it is paid to the wallet', async () => {
    const { token, id } = await play.player('liza', '09171234567', '100');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', CODE, { code: 'LUCKY88' })).data;
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: false })).data;
    for (let round = 0; round < 10; round += 1) harness.maker.playRound(id, 8800n, round === 9 ? 9800n : 8800n);
    const settled = body<ActionEnvelope['data']>(await promo.act(token, 'settle', joined.recordId)).data;
    expect(settled).toEqual({ state: 'settled', wallet: 198, promotionBalance: 0 });
    expect(await play.money(id)).toEqual({ wallet: 19800n, game: 0n, maker: 0n });
    expect(await play.count('game_session', `id = ${session.sessionId} and state = 'closed'`)).toBe(1);
    await play.ledgerClean();
  });

  it('unlock only while the balance is under the release amount, and voids it', async () => {
    const { token, id } = await play.player('liza', '09171234567', '100');
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', CODE, { code: 'LUCKY88' })).data;
    expect(await promo.record(token, joined.recordId)).toMatchObject({ canUnlock: false, canClose: true });
    expect(body(await promo.act(token, 'unlock', joined.recordId))).toMatchObject({
      code: 500,
      msg: 'Unlock is only possible while the promotion balance is under the release amount',
    });
    const session = body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: false })).data;
    harness.maker.playRound(id, 8500n, 0n);
    body<ExitReply>(await play.exit(token, session.sessionId));
    expect(await promo.record(token, joined.recordId)).toMatchObject({ state: 'ongoing', canUnlock: true });
    expect(body<ActionEnvelope['data']>(await promo.act(token, 'unlock', joined.recordId)).data).toEqual({ state: 'unlocked', wallet: 100, promotionBalance: 0 });
    // A spent record's game plays wallet money.
    await play.ledgerClean();
  });

  it("another player's record is not found, and its actions change nothing", async () => {
    const owner = await play.player('liza', '09171234567', '1000');
    const joined = body<JoinEnvelope['data']>(await promo.join(owner.token, 'activity', WELCOME, { amount: 100 })).data;
    const other = await play.player('mara', '09171234568', '0');
    expect(body(await promo.get(`/gamePromotion/record/info/${joined.recordId}`, other.token))).toMatchObject({ code: 500, msg: 'Promotion record not found' });
    expect(body(await promo.get(`/gamePromotion/bill/list/${joined.recordId}`, other.token)).code).toBe(500);
    expect(body(await promo.act(other.token, 'close', joined.recordId)).code).toBe(500);
    expect((await promo.record(owner.token, joined.recordId)).state).toBe('ongoing');
    expect(body(await promo.get('/gamePromotion/record/list')).code).toBe(401);
  });

  it('the seeded promotions carry their artwork; an operator sets a picture, checked, or removes it', async () => {
    const all = [...body<PromotionSummary[]>(await promo.get('/activity/list')).data, ...body<PromotionSummary[]>(await promo.get('/gamePromotion/list')).data];
    expect(all.map((row) => row.picture).sort()).toEqual(['/promotions/lucky-code.svg', '/promotions/lucky-lanterns.svg', '/promotions/welcome-bonus.svg']);
    const pictureOf = async () => body<PromotionDetail>(await promo.get(`/activity/info/${CODE}`)).data.picture;
    expect((await play.ops('promotion', 'edit', String(CODE), 'picture=https://cdn.example.com/art/code-88.webp')).exitCode).toBe(EXIT_OK);
    expect(await pictureOf()).toBe('https://cdn.example.com/art/code-88.webp');
    expect((await play.ops('promotion', 'edit', String(CODE), 'picture=/promotions/welcome-bonus.svg')).exitCode).toBe(EXIT_OK);
    expect(await pictureOf()).toBe('/promotions/welcome-bonus.svg');
    // A script, a data address, a climbing or relative path, plain http, quotes or a non-picture are refused and change nothing.
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '/promotions/../server.ts', 'promotions/a.svg', 'http://cdn.example.com/a.png', 'https://cdn.example.com/a.png" onerror="x', '/promotions/readme.txt', `/${'a'.repeat(300)}.png`]) {
      const refused = await play.ops('promotion', 'edit', String(CODE), `picture=${bad}`);
      expect(refused.exitCode, bad).toBe(EXIT_REFUSED);
      expect(refused.output).toContain('picture must be');
    }
    expect(await pictureOf()).toBe('/promotions/welcome-bonus.svg');
    expect((await play.ops('promotion', 'edit', String(CODE), 'picture=none')).exitCode).toBe(EXIT_OK);
    expect(await pictureOf()).toBe('');
    // The database refuses a script address even from a write that skips the operator command.
    await expect(ctx().app.db.execute(sql`update promotion set picture = 'javascript:alert(1)' where id = ${CODE}`)).rejects.toThrow();
  });

  it('operator commands create, edit, list and show records; bad settings are refused', async () => {
    const created = await play.ops(
      'promotion',
      'create',
      'gamePromotion',
      'title=Roulette nights',
      'title.th_TH=คืนรูเล็ต',
      'summary=Spin for 30 % more',
      'min=50',
      'max=500',
      'percent=30',
      'turnover=4',
      'maxbet=2.5',
      'release=15',
      'games=royal-roulette',
    );
    expect(created.exitCode, created.output).toBe(EXIT_OK);
    const id = Number(/Created promotion (\d+)/.exec(created.output)![1]);
    const shown = body<PromotionDetail>(await promo.get(`/gamePromotion/info/${id}`, null, 'th_TH')).data;
    expect(shown).toMatchObject({ title: 'คืนรูเล็ต', minAmount: 50, maxAmount: 500, bonusPercent: 30, turnoverMultiple: 4, maxBet: 2.5, releaseConditionsAmount: 15, gameCount: 1 });
    expect((await play.ops('promotion', 'edit', String(id), 'maxbet=none', 'max=800')).exitCode).toBe(EXIT_OK);
    expect(body<PromotionDetail>(await promo.get(`/gamePromotion/info/${id}`)).data).toMatchObject({ maxBet: null, maxAmount: 800, title: 'Roulette nights' });
    expect((await play.ops('promotion', 'create', 'activity', 'title=x', 'min=10', 'games=royal-roulette')).exitCode).toBe(EXIT_REFUSED);
    expect((await play.ops('promotion', 'create', 'gamePromotion', 'title=x', 'min=10')).exitCode).toBe(EXIT_REFUSED);
    expect((await play.ops('promotion', 'create', 'activity', 'min=10')).exitCode).toBe(EXIT_REFUSED);
    expect((await play.ops('promotion', 'edit', String(id), 'colour=red')).exitCode).toBe(EXIT_REFUSED);
    const list = await play.ops('promotion', 'list');
    expect(list.output).toContain('Roulette nights');
    expect(list.output).toContain('code LUCKY88');
    const { token } = await play.player();
    const joined = body<JoinEnvelope['data']>(await promo.join(token, 'gamePromotion', id, { amount: 100 })).data;
    const records = await play.ops('promotion', 'records', String(id));
    expect(records.output).toContain(`${joined.recordId}`);
    expect(records.output).toContain('ongoing');
  });

  it.runIf(target.name === 'postgres')('settle and close racing on one record: exactly one wins, the money moves once', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { token, id } = await play.player(`liza${attempt}`, `0917123456${attempt}`, '100');
      const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', CODE, { code: 'LUCKY88' })).data;
      // Meet the turnover with wallet-free bets of the promotion's money.
      const session = body<GameSession>(await play.launch(token, SLOT, { amount: 1, all: false })).data;
      for (let round = 0; round < 10; round += 1) harness.maker.playRound(id, 8800n, 8800n);
      body<ExitReply>(await play.exit(token, session.sessionId));
      expect((await promo.record(token, joined.recordId)).state).toBe('settlable');
      const replies = await Promise.all([promo.act(token, 'settle', joined.recordId), promo.act(token, 'close', joined.recordId), promo.act(token, 'settle', joined.recordId)]);
      const codes = replies.map((reply) => reply.json<{ code: number }>().code);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      const state = (await promo.record(token, joined.recordId)).state;
      expect(['settled', 'closed']).toContain(state);
      const balances = await promo.balances(id);
      expect(balances).toEqual({ wallet: state === 'settled' ? 18800n : 10000n, promotion: 0n });
      expect(await play.count('ledger_transfer', `reference in ('promotion-settle:${joined.recordId}', 'promotion-void:${joined.recordId}')`)).toBe(1);
    }
    await play.ledgerClean();
  });

  it.runIf(target.name === 'postgres')('a launch and a close racing: the record ends closed and no promotion money is left at the maker', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      harness.reset();
      const { token, id } = await play.player(`mara${attempt}`, `0917765432${attempt}`, '500');
      const joined = body<JoinEnvelope['data']>(await promo.join(token, 'activity', WELCOME, { amount: 100 })).data;
      const [launched, closed] = await Promise.all([play.launch(token, SLOT, { amount: 20, all: false }), promo.act(token, 'close', joined.recordId)]);
      expect(body(closed).code).toBe(200);
      const session = body<GameSession | null>(launched).data;
      expect((await promo.record(token, joined.recordId)).state).toBe('closed');
      // The close came first (the launch plays wallet money), or the launch did and its session
      // was closed with the promotion: the money was pulled back and voided, whether the launch had
      // answered by then (a session on promotion money) or not (the launch says the game was closed
      // from another window and its money is back, play.service.ts closedMeanwhile).
      if (session === null) expect(body(launched)).toEqual({ code: 500, msg: 'This game was closed from another window, and its money is back in your wallet', data: null });
      if (session !== null && session.promotion === null) expect(await play.money(id)).toEqual({ wallet: 38000n, game: 2000n, maker: 2000n });
      else expect(await play.money(id)).toEqual({ wallet: 40000n, game: 0n, maker: 0n });
      expect((await promo.balances(id)).promotion).toBe(0n);
      await play.autoExit(token);
    }
    await play.ledgerClean();
  });
});
