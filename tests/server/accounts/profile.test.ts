// The logged-in player's own calls (SPEC.md §3, §5, §7): user info, profile edit with the
// birthday lock, online time, balance, wallet flags, levels and the next-level schedule, and the
// supported bank list.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller, getInfo, registerPlayer, setFlags, useTestClock } from './accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('player profile and account data ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);

  async function withPlayer(): Promise<string> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    return registerPlayer(call, ctx().services, { phone: '09171234567', username: 'liza' });
  }
  const edit = (token: string, payload: Record<string, unknown>, lang = 'en_US') =>
    call({ method: 'POST', url: `/user-api/edit?lang=${lang}`, headers: bearer(token), payload });
  const user = async (token: string) => body<{ user: Record<string, unknown> }>(await getInfo(call, token)).data.user;

  it('GET /getInfo answers data.user with every profile field', async () => {
    const token = await withPlayer();
    const info = await user(token);
    expect(Object.keys(info).sort()).toEqual(
      ['avatar', 'birthday', 'createdAt', 'email', 'facebook', 'gender', 'id', 'inviteCode', 'lastLoginTime', 'level', 'levelName', 'nickname', 'phone', 'realname', 'username'].sort(),
    );
    expect(info).toMatchObject({ username: 'liza', phone: '09171234567', gender: 'unknown', birthday: null, level: 0, levelName: 'VIP0', createdAt: clock.now().toISOString() });
  });

  it('POST /edit changes what is sent and leaves the rest', async () => {
    const token = await withPlayer();
    const profile = { nickname: 'Liz', realname: 'Liza Soberano', gender: 'female', email: 'liza@example.com', facebook: 'liza.fb', avatar: '/avatars/3.png' };
    expect(body(await edit(token, { ...profile, phone: '0917-123-4567' }))).toEqual({ code: 200, msg: 'success', data: null });
    expect(await user(token)).toMatchObject(profile);
    expect(body(await edit(token, { nickname: 'Lizzy' })).code).toBe(200);
    expect(await user(token)).toMatchObject({ ...profile, nickname: 'Lizzy' });
  });

  it('a birthday is set once and then cannot change (sending the same one is fine)', async () => {
    const token = await withPlayer();
    expect(body(await edit(token, { birthday: '1995-01-17' })).code).toBe(200);
    expect((await user(token)).birthday).toBe('1995-01-17');
    expect(body(await edit(token, { birthday: '1995-01-18' }, 'zh_CN'))).toEqual({ code: 400, msg: '生日一经设置便不能修改', data: null });
    expect(body(await edit(token, { birthday: '1995-01-17', nickname: 'Same' })).code).toBe(200);
    expect((await user(token)).birthday).toBe('1995-01-17');
  });

  it.each([
    [{ birthday: '2999-01-01' }, 'Enter a valid date'],
    [{ birthday: '1995-02-30' }, 'Enter a valid date'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'Enter a valid email address'],
    [{ gender: 'robot' }, 'Choose a gender'],
    [{ nickname: '   ' }, 'This field is required'],
    [{ realname: 'x'.repeat(141) }, 'This is too long'],
    [{ avatar: 'javascript:alert(1)' }, 'The avatar must be a picture address'],
  ])('%j → 400 %s', async (payload, msg) => {
    const token = await withPlayer();
    expect(body(await edit(token, payload))).toEqual({ code: 400, msg, data: null });
  });

  it('does not change the phone here', async () => {
    const token = await withPlayer();
    expect(body(await edit(token, { phone: '09999999999' }))).toMatchObject({ code: 500 });
    expect((await user(token)).phone).toBe('09171234567');
  });

  it('POST /onlineTime stores the unit and the time; 3 when none is sent', async () => {
    const token = await withPlayer();
    for (const payload of [{ onlineTime: 1 }, { onlineTime: 2 }, {}]) {
      expect(body(await call({ method: 'POST', url: '/user-api/onlineTime', headers: bearer(token), payload })).code).toBe(200);
    }
    expect(body(await call({ method: 'POST', url: '/user-api/onlineTime', headers: bearer(token), payload: { onlineTime: 4 } })).code).toBe(400);
    expect(body(await call({ method: 'POST', url: '/user-api/onlineTime', payload: { onlineTime: 1 } })).code).toBe(401);
    const stored = (await ctx().app.db.execute(sql`select unit from online_time order by id`)) as unknown as { rows: { unit: number }[] };
    expect(stored.rows.map((row) => row.unit)).toEqual([1, 2, 3]);
  });

  it('POST /onlineTime from many players at once stores every report, each as its player\'s', async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const liza = await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'liza' });
    const mark = await registerPlayer(call, ctx().services, { phone: '09171234568', username: 'mark' });
    // Forty reports in one turn: under load they go together in few inserts (player.repository.ts).
    const reports = Array.from({ length: 40 }, (_, index) => ({ token: index % 2 === 0 ? liza : mark, unit: index % 4 === 0 ? 1 : 2 }));
    const replies = await Promise.all(reports.map(({ token, unit }) => call({ method: 'POST', url: '/user-api/onlineTime', headers: bearer(token), payload: { onlineTime: unit } })));
    expect(replies.map((reply) => body(reply).code)).toEqual(reports.map(() => 200));
    // And thirty in one turn straight to the service: two inserts go at once, the rest together.
    const { id: markId } = await ctx().services.players.find('mark');
    await Promise.all(Array.from({ length: 30 }, () => ctx().services.profile.recordOnlineTime(markId, 3)));
    const stored = (await ctx().app.db.execute(
      sql`select p.username, o.unit, count(*)::int as n from online_time o join player p on p.id = o.player_id group by p.username, o.unit order by p.username, o.unit`,
    )) as unknown as { rows: { username: string; unit: number; n: number }[] };
    expect(stored.rows).toEqual([
      { username: 'liza', unit: 1, n: 10 },
      { username: 'liza', unit: 2, n: 10 },
      { username: 'mark', unit: 2, n: 20 },
      { username: 'mark', unit: 3, n: 30 },
    ]);
  });

  it('GET /user/getBalanceInfo is a real zero for now, and needs a token', async () => {
    const token = await withPlayer();
    expect(body(await call({ method: 'GET', url: '/user-api/user/getBalanceInfo', headers: bearer(token) }))).toEqual({
      code: 200,
      msg: 'success',
      data: { balance: 0, promotionBalance: 0 },
    });
    expect(body(await call({ method: 'GET', url: '/user-api/user/getBalanceInfo' })).code).toBe(401);
  });

  it('GET /pay/getWalletParams: every flag on by default, each switched by ops', async () => {
    const params = async () => body(await call({ method: 'GET', url: '/user-api/pay/getWalletParams' })).data;
    expect(await params()).toEqual({
      openStatus: true,
      manualDepositOpenStatus: true,
      autoDepositFunctionStatus: true,
      depositAmountListStatus: true,
      withdrawAmountListStatus: true,
    });
    expect((await runOpsCommand(['site', 'set', 'openStatus', 'false'], ctx().services)).output).toBe('openStatus: true -> false');
    expect((await runOpsCommand(['site', 'set', 'manualDepositOpenStatus', '0'], ctx().services)).exitCode).toBe(0);
    expect(await params()).toMatchObject({ openStatus: false, manualDepositOpenStatus: false, autoDepositFunctionStatus: true });
    expect((await runOpsCommand(['site', 'set', 'openStatus', 'maybe'], ctx().services)).exitCode).toBe(1);
  });

  it('GET /gameUserLevel/list: VIP0..VIP5 with thresholds in major units', async () => {
    const { data } = body<{ level: number; levelName: string; depositAmount: number; betAmount: number }[]>(
      await call({ method: 'GET', url: '/user-api/gameUserLevel/list' }),
    );
    expect(data.map((level) => level.levelName)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5']);
    expect(data[1]).toEqual({ id: 1, level: 1, levelName: 'VIP1', depositAmount: 1000, betAmount: 5000, sort: 1 });
  });

  it('GET /user/getNextLevelSchedule: progress towards the next level; null while the site hides it', async () => {
    const token = await withPlayer();
    const schedule = async () => body(await call({ method: 'GET', url: '/user-api/user/getNextLevelSchedule', headers: bearer(token) })).data;
    expect(await schedule()).toEqual({
      currentLevel: 0,
      currentLevelName: 'VIP0',
      nextLevel: 1,
      nextLevelName: 'VIP1',
      depositAmount: 0,
      depositRequired: 1000,
      betAmount: 0,
      betRequired: 5000,
      schedule: 0,
    });
    await setFlags(ctx().services, { levelScheduleStatus: false });
    expect(await schedule()).toBeNull();
  });

  it('GET /pay/supportBank/list: the banks of the site\'s country', async () => {
    const banks = async () => body<{ bankCode: string; bankName: string; icon: string }[]>(await call({ method: 'GET', url: '/user-api/pay/supportBank/list' })).data;
    const ph = await banks();
    expect(ph.map((bank) => bank.bankCode)).toEqual(['GCASH', 'MAYA', 'BDO', 'BPI', 'MBTC', 'LBP']);
    expect(ph[0]).toEqual({ bankCode: 'GCASH', bankName: 'GCash', icon: expect.stringMatching(/^data:image\/svg\+xml,/) });
    await setFlags(ctx().services, { countryCode: 'TH' });
    expect((await banks()).map((bank) => bank.bankCode)).toContain('KBANK');
  });
});
