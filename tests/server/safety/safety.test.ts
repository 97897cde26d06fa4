// Safer play (issue 12 "Limits and breaks") on each database: deposit limits (a cut holds at once,
// a raise or a removal after 24 hours, the lowest applicable limit wins, automatic and manual
// deposits counted when submitted, refused with the limit, what is left and the reset time in the
// site's zone and the caller's language), a time-out (sessions end at once, every login refused
// until it ends), self-exclusion (the token opens only the allow-list, promotional messages hidden,
// lifting needs a request and 24 hours), and the operator's read-only view.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { limitWindow } from '../../../src/domain/safer-play';
import type { SafetyStatus } from '../../../src/domain/safer-play.schema';
import { SessionRepository } from '../../../server/modules/accounts/session.repository';
import { SafetyRepository } from '../../../server/modules/safety/safety.repository';
import { siteInstantText } from '../../../server/modules/safety/safety-rules';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller, getInfo, latestCode, login, PASSWORD, solvedCaptcha, useTestClock, type Call } from '../accounts/accounts-helpers';
import { newPlayer, uploadPicture } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const HOUR = 3600;

describe.each(TEST_DATABASES)('safer play ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now, paySandboxSecret: 'test-sandbox-secret-0123456789' } });
  const call: Call = caller(() => ctx().app);

  const get = (url: string, token: string) => call({ method: 'GET', url: `/user-api${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    call({ method: 'POST', url: `/user-api${url}`, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload });
  const status = async (token: string) => body<SafetyStatus>(await get('/safety/limits', token)).data;
  const setLimits = async (token: string, limits: { day?: number | null; week?: number | null; month?: number | null }) =>
    body<SafetyStatus>(
      await call({ method: 'PUT', url: '/user-api/safety/limits', headers: bearer(token), payload: { day: null, week: null, month: null, ...limits } }),
    );
  const limitOf = (state: SafetyStatus, period: 'day' | 'week' | 'month') => state.limits.find((item) => item.period === period)!;
  const takeBreak = async (token: string, length: string) => body<SafetyStatus>(await post('/safety/break', token, { length }));

  async function charge(token: string, amount: number, lang = 'en_US') {
    // Found as the operator sees it: a self-excluded player's catalogue calls are refused too.
    const qr = (await ctx().services.paymentCatalogue.allChannels()).map(({ channel }) => channel).find((row) => row.channel === 'sandbox-qr')!;
    return body(await post(`/pay/${qr.channel}/charge?lang=${lang}`, token, { channelId: qr.id, amount }));
  }
  async function manualDeposit(token: string, amount: number) {
    const payees = body<{ id: number }[]>(await get('/pay/ManualDeposit/getBanks', token)).data;
    return body(
      await post('/pay/ManualDeposit/submit', token, {
        payeeAccountId: payees[0]!.id,
        memberBankAccount: '0917 123 4567',
        depositTime: clock.now().getTime() - 20 * 60_000,
        amount,
        receiptUrl: await uploadPicture(call, token),
      }),
    );
  }
  const resetText = (period: 'day' | 'week' | 'month') => siteInstantText(limitWindow(period, clock.now().getTime(), 0).end, 0);

  it('cuts a limit at once, makes a raise and a removal wait 24 hours, and keeps a repeated raise\'s time', async () => {
    const token = await newPlayer(call, ctx().services);
    expect((await status(token)).limits.map((item) => item.amount)).toEqual([null, null, null]);
    expect(limitOf((await setLimits(token, { day: 1000 })).data, 'day')).toMatchObject({ amount: 1000, pending: null });
    expect(limitOf((await setLimits(token, { day: 800 })).data, 'day')).toMatchObject({ amount: 800, pending: null });

    const raised = limitOf((await setLimits(token, { day: 5000 })).data, 'day');
    expect(raised).toMatchObject({ amount: 800, pending: { amount: 5000, effectiveAt: clock.now().getTime() + 24 * HOUR * 1000 } });
    clock.advance(HOUR);
    expect(limitOf((await setLimits(token, { day: 5000 })).data, 'day').pending?.effectiveAt).toBe(raised.pending?.effectiveAt);
    expect((await charge(token, 900)).code).toBe(500);
    clock.advance(23 * HOUR);
    expect(limitOf(await status(token), 'day')).toMatchObject({ amount: 5000, pending: null });
    expect((await charge(token, 900)).code).toBe(200);

    const removal = limitOf((await setLimits(token, { day: null })).data, 'day');
    expect(removal).toMatchObject({ amount: 5000, pending: { amount: null } });
    clock.advance(24 * HOUR);
    expect(limitOf(await status(token), 'day')).toMatchObject({ amount: null, pending: null });

    expect((await setLimits(token, { day: 0 })).code).toBe(400);
    expect((await setLimits(token, { week: 10.005 })).code).toBe(400);
  });

  it('refuses a deposit past the lowest applicable limit, naming it, what is left and the reset, in the caller\'s language', async () => {
    const token = await newPlayer(call, ctx().services);
    await setLimits(token, { day: 1000, week: 700, month: 5000 });
    expect((await charge(token, 300)).code).toBe(200);
    const refused = await charge(token, 500);
    expect(refused).toMatchObject({
      code: 500,
      msg: `This deposit would pass your weekly deposit limit of ₱700.00. You can deposit ₱400.00 more until it resets at ${resetText('week')}.`,
    });
    expect((await charge(token, 500, 'th_TH')).msg).toBe(
      `การฝากนี้จะเกินวงเงินฝากรายสัปดาห์ ₱700.00 ของคุณ คุณฝากได้อีก ₱400.00 จนกว่าจะรีเซ็ตเมื่อ ${resetText('week')}`,
    );
    expect((await charge(token, 400)).code).toBe(200);
    expect(limitOf(await status(token), 'week')).toMatchObject({ used: 700 });
  });

  it('names the daily limit when it leaves less than the week and the month', async () => {
    const token = await newPlayer(call, ctx().services);
    await setLimits(token, { day: 300, week: 1000, month: 900 });
    expect((await charge(token, 200)).code).toBe(200);
    expect((await charge(token, 200)).msg).toBe(
      `This deposit would pass your daily deposit limit of ₱300.00. You can deposit ₱100.00 more until it resets at ${resetText('day')}.`,
    );
    expect((await charge(token, 100)).code).toBe(200);
  });

  it('counts manual deposits when submitted, before review', async () => {
    const token = await newPlayer(call, ctx().services);
    await setLimits(token, { day: 3000 });
    expect((await manualDeposit(token, 2500.5)).code).toBe(200);
    expect(limitOf(await status(token), 'day').used).toBe(2500.5);
    expect((await charge(token, 500)).msg).toBe(
      `This deposit would pass your daily deposit limit of ₱3,000.00. You can deposit ₱499.50 more until it resets at ${resetText('day')}.`,
    );
    expect((await manualDeposit(token, 500)).code).toBe(500);
    expect((await charge(token, 499.5)).code).toBe(200);
  });

  it('ends a time-out\'s sessions at once and refuses every login until it ends, saying until when', async () => {
    const token = await newPlayer(call, ctx().services);
    const other = body<{ token?: string }>(await login(call, 'liza')).token!;
    // A code asked for before the break: it no longer opens a session once the break begins.
    await call({ method: 'POST', url: '/user-api/sendPhoneLoginCode', payload: { phone: '09171234567' } });
    const code = await latestCode(call, '09171234567', 'login');
    const until = (await takeBreak(token, '24h')).data.activeBreak?.until;
    expect(until).toBe(clock.now().getTime() + 24 * HOUR * 1000);
    expect(body(await getInfo(call, token)).code).toBe(401);
    expect(body(await getInfo(call, other)).code).toBe(401);

    const refused = body(await login(call, 'liza'));
    expect(refused).toMatchObject({ code: 500, msg: `You are taking a break until ${siteInstantText(until!, 0)}. You can log in again after that.` });
    const thai = body(await call({ method: 'POST', url: '/user-api/login?lang=th_TH', payload: { username: 'liza', password: PASSWORD, ...(await solvedCaptcha(call)) } }));
    expect(thai.msg).toBe(`คุณกำลังพักการเล่นจนถึง ${siteInstantText(until!, 0)} หลังจากนั้นจึงจะเข้าสู่ระบบได้อีกครั้ง`);
    expect(body(await call({ method: 'POST', url: '/user-api/smsLogin', payload: { phone: '09171234567', code } })).code).toBe(500);

    clock.advance(24 * HOUR + 1);
    const back = body<unknown>(await login(call, 'liza'));
    expect(back.code, back.msg).toBe(200);
  });

  it('sends no login or reset code by SMS during a time-out or a self-exclusion, saying why in the caller\'s language', async () => {
    const phone = '09171234567';
    const outbox = async () => body<unknown[]>(await call({ method: 'GET', url: `/user-api/dev/sms-outbox?phone=${phone}` })).data.length;
    const ask = async (url: string, lang = 'en_US') => body(await call({ method: 'POST', url: `/user-api${url}?lang=${lang}`, payload: { phone } }));
    const codeCalls = ['/sendPhoneLoginCode', '/forgetPwd/sendPhoneCode'];

    const timedOut = await newPlayer(call, ctx().services, phone, 'liza');
    const until = (await takeBreak(timedOut, '24h')).data.activeBreak!.until;
    for (const url of codeCalls) {
      expect(await ask(url), url).toMatchObject({ code: 500, msg: `You are taking a break until ${siteInstantText(until, 0)}. You can log in again after that.` });
    }
    expect((await ask('/sendPhoneLoginCode', 'zh_CN')).msg).toBe(`您正在暂停游戏，直至 ${siteInstantText(until, 0)}。届时可再次登录。`);
    expect(await outbox()).toBe(0);
    clock.advance(24 * HOUR + 1);
    expect((await ask('/forgetPwd/sendPhoneCode')).code).toBe(200);
    expect(await outbox()).toBe(1);
    clock.advance(HOUR);

    const excluded = body<{ token?: string }>(await login(call, 'liza')).token!;
    await takeBreak(excluded, '6m');
    for (const url of codeCalls) {
      expect(await ask(url), url).toMatchObject({
        code: 500,
        msg: 'You have excluded yourself from play, so no codes are sent to your phone while it lasts. Log in with your password to withdraw your balance, or contact customer service.',
      });
    }
    expect((await ask('/forgetPwd/sendPhoneCode', 'th_TH')).msg).toBe('คุณได้ระงับตนเองจากการเล่น ระหว่างนี้จึงไม่มีการส่งรหัสไปยังโทรศัพท์ของคุณ เข้าสู่ระบบด้วยรหัสผ่านเพื่อถอนยอดเงิน หรือติดต่อฝ่ายบริการลูกค้า');
    expect(await outbox()).toBe(1);
  });

  it('lets a self-excluded player sign in to withdraw and read, refuses everything else, and hides promotions', async () => {
    const token = await newPlayer(call, ctx().services);
    await runOpsCommand(['message', 'send', 'all', 'activity', 'Bonus', 'Deposit', 'bonus'], ctx().services);
    await runOpsCommand(['message', 'send', 'liza', 'system', 'Hello', 'Welcome'], ctx().services);
    clock.advance(1);
    // The two sent, and the player's welcome.
    expect(body<{ total: number }>(await get('/message/list', token)).data.total).toBe(3);

    const excluded = (await takeBreak(token, '6m')).data.activeBreak!;
    expect(excluded).toMatchObject({ kind: 'selfExclusion', liftsAt: null });
    for (const url of ['/getInfo', '/user/getBalanceInfo', '/pay/getWithdrawRequest', '/bankCard/list', '/safety/limits']) {
      expect(body(await get(url, token)).code, url).toBe(200);
    }
    const list = body<{ total: number; rows: { category: string }[] }>(await get('/message/list', token)).data;
    expect(list.rows.map((item) => item.category)).toEqual(['system', 'system']);
    const selfExcluded = 'You have excluded yourself from play. While the exclusion lasts you can only check your balance, withdraw and read your messages.';
    expect(await charge(token, 500)).toMatchObject({ code: 500, msg: selfExcluded });
    expect(body(await get('/game/favorite/list', token))).toMatchObject({ code: 500, msg: selfExcluded });
    expect(body(await call({ method: 'PUT', url: '/user-api/safety/limits', headers: bearer(token), payload: { day: 1, week: null, month: null } })).code).toBe(500);
    expect((await takeBreak(token, '24h')).code).toBe(500);
    // A public call answers them as a guest.
    expect(body(await get('/game/home', token)).code).toBe(200);
    // They may still sign in.
    expect(body(await login(call, 'liza')).code).toBe(200);
  });

  it('reads the break with the session, in its one query: a call off the allow-list costs no safety query of its own, and still refuses at once', async () => {
    const token = await newPlayer(call, ctx().services);
    const safetyReads = vi.spyOn(SafetyRepository.prototype, 'find');
    const sessionReads = vi.spyOn(SessionRepository.prototype, 'findWithPlayerByTokenHash');
    try {
      expect(body(await get('/game/favorite/list', token)).code).toBe(200);
      expect(body(await get('/game/home', token)).code).toBe(200);
      expect(sessionReads).toHaveBeenCalledTimes(2);
      expect(safetyReads).not.toHaveBeenCalled();
      // An allow-listed read never checks the break, so its lookup joins nothing.
      sessionReads.mockClear();
      expect(body(await get('/getInfo', token)).code).toBe(200);
      expect(sessionReads).toHaveBeenCalledWith(expect.any(String), undefined);

      await takeBreak(token, '6m');
      safetyReads.mockClear();
      sessionReads.mockClear();
      const selfExcluded = 'You have excluded yourself from play. While the exclusion lasts you can only check your balance, withdraw and read your messages.';
      expect(body(await get('/game/favorite/list', token))).toMatchObject({ code: 500, msg: selfExcluded });
      expect(await charge(token, 500)).toMatchObject({ code: 500, msg: selfExcluded });
      expect(body<{ trending: unknown[] }>(await get('/game/home', token)).data.trending).toEqual([]);
      expect(safetyReads).not.toHaveBeenCalled();
    } finally {
      safetyReads.mockRestore();
      sessionReads.mockRestore();
    }
  });

  it('shows a self-excluded player no promotions and no games: the lists answer empty, a promotion\'s or a game\'s page is refused', async () => {
    const token = await newPlayer(call, ctx().services);
    const data = async <T>(url: string, as: string | null = token) => body<T>(await (as ? get(url, as) : call({ method: 'GET', url: `/user-api${url}` }))).data;
    const activity = (await data<{ id: number }[]>('/activity/list'))[0]!.id;
    const gamePromotion = (await data<{ id: number }[]>('/gamePromotion/list'))[0]!.id;
    const category = (await data<{ id: number }[]>('/game/category/list'))[0]!.id;
    const game = (await data<{ id: number }[]>('/game/newGames'))[0]!.id;
    const maker = (await data<{ id: number }[]>('/game/maker/list'))[0]!.id;
    const hidden = ['/activity/list', '/gamePromotion/list', '/game/hotGames', '/game/newGames', '/game/category_maker/gameList', `/game/category_game/${category}`, `/game/maker_game/${maker}`];
    const refusedPages = [`/activity/info/${activity}`, `/gamePromotion/info/${gamePromotion}`, `/gamePromotion/game/list/${gamePromotion}`, `/gamePromotion/game/makerType/${gamePromotion}`, `/game/info/${game}`];
    for (const url of [...hidden.filter((url) => url !== '/game/hotGames'), `/gamePromotion/game/list/${gamePromotion}`]) {
      expect(await data<unknown[]>(url), url).not.toEqual([]);
    }

    await takeBreak(token, '6m');
    for (const url of hidden) expect(body(await get(url, token)), url).toMatchObject({ code: 200, data: [] });
    expect(await data('/game/home')).toEqual({ trending: [], newGames: [], topWinners: [], dayWinners: [], weekWinners: [], monthWinners: [] });
    expect(await data('/game/search?name=a')).toEqual({ rows: [], total: 0 });
    const selfExcluded = 'You have excluded yourself from play. While the exclusion lasts you can only check your balance, withdraw and read your messages.';
    for (const url of refusedPages) expect(body(await get(url, token)), url).toMatchObject({ code: 500, msg: selfExcluded });
    // What names no game and no offer stays, and a guest still sees everything.
    expect(await data<unknown[]>('/game/category/list')).not.toEqual([]);
    expect(await data<unknown[]>('/activity/list', null)).not.toEqual([]);
    expect(body(await call({ method: 'GET', url: `/user-api/game/info/${game}` })).code).toBe(200);
  });

  it('lifts a self-exclusion only after its period, on the player\'s request, 24 hours later', async () => {
    const first = await newPlayer(call, ctx().services);
    const until = (await takeBreak(first, '6m')).data.activeBreak!.until;
    expect(body(await post('/safety/lift', first, {}))).toMatchObject({ code: 500, msg: `Your self-exclusion lasts until ${siteInstantText(until, 0)}. You can ask to lift it after that.` });
    clock.advance((until - clock.now().getTime()) / 1000 + 1);
    // Months later the old session has gone idle; a self-excluded player may sign in again.
    const token = body(await login(call, 'liza')).token!;
    expect((await status(token)).activeBreak).toMatchObject({ kind: 'selfExclusion', liftsAt: null });
    expect((await charge(token, 500)).code).toBe(500);
    const asked = body<SafetyStatus>(await post('/safety/lift', token, {})).data.activeBreak!;
    expect(asked.liftsAt).toBe(clock.now().getTime() + 24 * HOUR * 1000);
    clock.advance(23 * HOUR);
    expect((await charge(token, 500)).code).toBe(500);
    clock.advance(HOUR);
    expect((await status(token)).activeBreak).toBeNull();
    expect((await charge(token, 500)).code).toBe(200);
  });

  it('shows the operator the limits and the break, read-only', async () => {
    const token = await newPlayer(call, ctx().services);
    await setLimits(token, { week: 900 });
    await setLimits(token, { week: 2000 });
    await takeBreak(token, '1y');
    const shown = await runOpsCommand(['player', 'show', 'liza'], ctx().services);
    expect(shown.exitCode, shown.output).toBe(EXIT_OK);
    const saferPlay = (JSON.parse(shown.output) as { saferPlay: { depositLimits: Record<string, unknown>; break: { kind: string } } }).saferPlay;
    expect(saferPlay.depositLimits.week).toMatchObject({ amount: 900, pending: { amount: 2000 } });
    expect(saferPlay.break.kind).toBe('selfExclusion');
  });
});
