// Messages (issue 10 "Messages and notices"): targeted, level and everyone messages, each stored
// once; the unread count (SPEC.md §3: the sum of the records' numbers), read marks, allRead, a
// player registered after a broadcast, and another player's message answering as not found.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { unreadTotal } from '../../../src/domain/message';
import type { MessageItem, UnreadNumber } from '../../../src/domain/message.schema';
import type { Page } from '../../../src/domain/trade';
import { PlayerRepository } from '../../../server/modules/accounts/player.repository';
import { SessionRepository } from '../../../server/modules/accounts/session.repository';
import { SafetyRepository } from '../../../server/modules/safety/safety.repository';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller, getInfo, registerPlayer, setFlags, useTestClock } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('messages ($name)', (target) => {
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { now: clock.now } });
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);

  async function player(username: string, phone: string) {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const token = await registerPlayer(call, ctx().services, { phone, username });
    const id = body<{ user: { id: number } }>(await getInfo(call, token)).data.user.id;
    // Every new player starts with one unread system message, the welcome; each player here reads
    // it first, so the counts below are of what operators send.
    const welcome = (await list(token)).rows;
    expect(welcome.map((row) => [row.category, row.title, row.read])).toEqual([['system', 'Welcome to Lucky Star', false]]);
    expect(body(await open(token, welcome[0]!.id)).code).toBe(200);
    return { token, id };
  }
  async function send(...argv: string[]) {
    const result = await ops('message', 'send', ...argv);
    expect(result.exitCode, result.output).toBe(EXIT_OK);
    clock.advance(1);
    return Number(/Sent message (\d+)/.exec(result.output)?.[1]);
  }
  const numbers = async (token: string) =>
    body<UnreadNumber[]>(await call({ method: 'GET', url: '/user-api/message/messageNumber?page=1&limit=10', headers: bearer(token) })).data;
  const unread = async (token: string) => unreadTotal(await numbers(token));
  const list = async (token: string, query = '') =>
    body<Page<MessageItem>>(await call({ method: 'GET', url: `/user-api/message/list${query}`, headers: bearer(token) })).data;
  const open = (token: string, id: number, lang = 'en_US') =>
    call({ method: 'GET', url: `/user-api/message/info/${id}?lang=${lang}`, headers: bearer(token) });
  const messageRows = async () =>
    ((await ctx().app.db.execute(sql`select count(*)::int as n from message`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

  it('counts targeted, level and everyone messages per category; a broadcast is one row', async () => {
    const liza = await player('liza', '09171234567');
    const marco = await player('marco', '09181234567');
    await ctx().app.db.execute(sql`update player set level = 2 where id = ${marco.id}`);
    clock.advance(1);

    await send('liza', 'system', 'Welcome', 'Hello', 'Liza');
    await send('level:2', 'activity', 'VIP', 'A', 'treat', 'for', 'level', 'two');
    await send('all', 'platform', 'Maintenance', 'Tonight', 'at', '2am');
    await send('all', 'activity', 'Bonus', 'Deposit', 'bonus', 'this', 'weekend');

    expect(await numbers(liza.token)).toEqual([
      { category: 'activity', number: 1 },
      { category: 'platform', number: 1 },
      { category: 'system', number: 1 },
    ]);
    expect(await numbers(marco.token)).toEqual([
      { category: 'activity', number: 2 },
      { category: 'platform', number: 1 },
      { category: 'system', number: 0 },
    ]);
    // The four sent, and each player's welcome.
    expect(await messageRows()).toBe(4 + 2);

    const activity = await list(marco.token, '?category=activity');
    expect(activity.total).toBe(2);
    expect(activity.rows.map((row) => [row.title, row.read])).toEqual([
      ['Bonus', false],
      ['VIP', false],
    ]);
    expect(activity.rows[1]?.content).toBe('A treat for level two');
  });

  it('a player registered after a broadcast does not see it; one registered before does', async () => {
    const early = await player('early', '09171234567');
    clock.advance(1);
    await send('all', 'platform', 'Old', 'news');
    clock.advance(60);
    const late = await player('late', '09181234567');
    clock.advance(1);
    await send('all', 'platform', 'New', 'news');
    expect(await unread(early.token)).toBe(2);
    expect(await unread(late.token)).toBe(1);
    expect((await list(late.token)).rows.map((row) => row.title)).toEqual(['New', 'Welcome to Lucky Star']);
  });

  it('opening marks read, allRead by category then all; another player\'s message is not found', async () => {
    const liza = await player('liza', '09171234567');
    const marco = await player('marco', '09181234567');
    clock.advance(1);
    const own = await send('liza', 'system', 'Yours', 'Only', 'for', 'Liza');
    await send('all', 'activity', 'A1', 'one');
    await send('all', 'activity', 'A2', 'two');
    await send('all', 'platform', 'P1', 'three');
    expect(await unread(liza.token)).toBe(4);

    const opened = body<MessageItem>(await open(liza.token, own));
    expect(opened.data).toMatchObject({ id: own, title: 'Yours', content: 'Only for Liza', category: 'system', read: true });
    expect(await unread(liza.token)).toBe(3);
    // Opening again marks nothing twice.
    await open(liza.token, own);
    expect(await unread(liza.token)).toBe(3);

    const theirs = body(await open(marco.token, own, 'zh_CN'));
    expect(theirs).toMatchObject({ code: 500, msg: '消息不存在', data: null });
    expect(body(await open(marco.token, 999_999))).toMatchObject({ code: 500, msg: 'Message not found' });
    expect(await unread(marco.token)).toBe(3);

    const marked = body<{ marked: number }>(
      await call({ method: 'POST', url: '/user-api/message/allRead', headers: bearer(liza.token), payload: { category: 'activity' } }),
    );
    expect(marked.data.marked).toBe(2);
    expect(await numbers(liza.token)).toEqual([
      { category: 'activity', number: 0 },
      { category: 'platform', number: 1 },
      { category: 'system', number: 0 },
    ]);
    // A broadcast read by Liza stays unread for Marco.
    expect(await unread(marco.token)).toBe(3);

    expect(body<{ marked: number }>(await call({ method: 'POST', url: '/user-api/message/allRead', headers: bearer(liza.token) })).data.marked).toBe(1);
    expect(await unread(liza.token)).toBe(0);
    expect((await list(liza.token)).rows.every((row) => row.read)).toBe(true);
  });

  it("welcomes a new player with a first message in the language they signed up in, and a refused sign-up leaves none", async () => {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const signUp = (username: string, phone: string, lang: string) =>
      call({ method: 'POST', url: `/user-api/v2/register?lang=${lang}`, payload: { phone, code: '', username, password: 'secret12' } });
    const thai = body<{ token: string }>(await signUp('somchai', '09171234567', 'th_TH')).data.token;
    const [welcome] = (await list(thai)).rows;
    expect(welcome).toMatchObject({ category: 'system', title: 'ยินดีต้อนรับสู่ Lucky Star', read: false });
    expect(welcome?.content).toContain('กระเป๋าเงินของฉัน');
    expect(await numbers(thai)).toEqual([
      { category: 'activity', number: 0 },
      { category: 'platform', number: 0 },
      { category: 'system', number: 1 },
    ]);
    // The same username again is refused: no player, so no second welcome.
    expect(body(await signUp('somchai', '09181234567', 'en_US')).code).not.toBe(200);
    expect(await messageRows()).toBe(1);
  });

  it('counts unread messages with one query beyond the session lookup: the player and their break come with the session', async () => {
    const { token } = await player('reader1', '09170000041');
    await send('all', 'activity', 'Bonus', 'Deposit');
    const playerReads = vi.spyOn(PlayerRepository.prototype, 'findById');
    const breakReads = vi.spyOn(SafetyRepository.prototype, 'find');
    const sessionReads = vi.spyOn(SessionRepository.prototype, 'findWithPlayerByTokenHash');
    try {
      expect(await unread(token)).toBe(1);
      expect(sessionReads).toHaveBeenCalledTimes(1);
      // Looked up with the safety module's join, so the break is read in the same query.
      expect(sessionReads).toHaveBeenCalledWith(expect.any(String), expect.anything());
      expect(playerReads).not.toHaveBeenCalled();
      expect(breakReads).not.toHaveBeenCalled();
    } finally {
      playerReads.mockRestore();
      breakReads.mockRestore();
      sessionReads.mockRestore();
    }
  });

  it('needs a token; bad input is refused and changes nothing', async () => {
    expect(body(await call({ method: 'GET', url: '/user-api/message/messageNumber' })).code).toBe(401);
    const liza = await player('liza', '09171234567');
    expect(body(await call({ method: 'GET', url: '/user-api/message/list?category=spam', headers: bearer(liza.token) })).code).toBe(400);
    expect(body(await call({ method: 'GET', url: '/user-api/message/info/abc', headers: bearer(liza.token) })).code).toBe(400);

    expect((await ops('message', 'send', 'nobody', 'system', 'T', 'B')).exitCode).toBe(EXIT_REFUSED);
    expect((await ops('message', 'send', 'all', 'spam', 'T', 'B')).exitCode).toBe(EXIT_REFUSED);
    expect((await ops('message', 'send', 'level:x', 'system', 'T', 'B')).exitCode).toBe(EXIT_REFUSED);
    const noLevel = await ops('message', 'send', 'level:999', 'system', 'T', 'B');
    expect(noLevel.exitCode).toBe(EXIT_REFUSED);
    expect(noLevel.output).toContain('no member level 999');
    // Liza's welcome alone.
    expect(await messageRows()).toBe(1);
  });

  it('help names the message, notice, feedback and contact commands', async () => {
    const help = await ops('help');
    for (const command of ['message send', 'message list', 'notice add', 'notice list', 'notice remove', 'feedback list', 'feedback answer', 'contact list', 'contact add', 'contact remove']) {
      expect(help.output).toContain(command);
    }
  });

  it('lists pages newest first, and the operator sees who sent what and how many read it', async () => {
    const liza = await player('liza', '09171234567');
    clock.advance(1);
    for (let n = 1; n <= 12; n += 1) await send('all', 'platform', `N${n}`, 'body');
    const first = await list(liza.token, '?page=1&limit=10');
    expect(first.total).toBe(12 + 1);
    expect(first.rows.map((row) => row.title)).toEqual(['N12', 'N11', 'N10', 'N9', 'N8', 'N7', 'N6', 'N5', 'N4', 'N3']);
    expect((await list(liza.token, '?page=2&limit=10')).rows.map((row) => row.title)).toEqual(['N2', 'N1', 'Welcome to Lucky Star']);
    await open(liza.token, first.rows[0]?.id ?? 0);
    const listed = await ops('message', 'list');
    expect(listed.exitCode).toBe(EXIT_OK);
    const top = listed.output.split('\n')[0] ?? '';
    expect(top).toContain('everyone');
    expect(top).toContain('read 1');
    expect(top).toMatch(/ops:\S+/);
    expect(top).toContain('N12');
  });
});
