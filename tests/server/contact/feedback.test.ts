// Feedback and contact (issue 10 "Feedback and contact"): the submit rules answered in the caller's
// language with nothing stored (short text, too many pictures, someone else's upload, a bad
// phone); an operator's answer reaching the player as a system message that raises the unread
// count, once; and the customer-service channels served from memory and changed by ops.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedbackReceipt, ServiceContactItem } from '../../../src/domain/contact.schema';
import { unreadTotal } from '../../../src/domain/message';
import type { MessageItem, UnreadNumber } from '../../../src/domain/message.schema';
import type { Page } from '../../../src/domain/trade';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { newPlayer, uploadPicture } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const TEXT = 'The deposit page froze after I paid.';

describe.each(TEST_DATABASES)('feedback and contact ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);

  const submit = (token: string, payload: Record<string, unknown>, lang = 'en_US') =>
    call({ method: 'POST', url: `/user-api/contact/submit?lang=${lang}`, headers: bearer(token), payload });
  const stored = async () =>
    ((await ctx().app.db.execute(sql`select count(*)::int as n from feedback`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
  const unread = async (token: string) =>
    unreadTotal(body<UnreadNumber[]>(await call({ method: 'GET', url: '/user-api/message/messageNumber?page=1&limit=10', headers: bearer(token) })).data);

  it('takes text, own pictures and a phone; the answer arrives as a system message, once', async () => {
    const token = await newPlayer(call, ctx().services);
    const pictures = [await uploadPicture(call, token), await uploadPicture(call, token)];
    const reply = body<FeedbackReceipt>(await submit(token, { content: `  ${TEXT}  `, pictures, phone: '0917-123-4567' }, 'th_TH'));
    expect(reply.code).toBe(200);
    const id = reply.data.id;

    const open = await ops('feedback', 'list', 'open');
    expect(open.exitCode).toBe(EXIT_OK);
    expect(open.output).toContain(TEXT);
    expect(open.output).toContain('09171234567');
    expect(open.output).toContain('2 picture(s)');
    // Only the welcome every new player starts with.
    expect(await unread(token)).toBe(1);

    const answered = await ops('feedback', 'answer', String(id), 'Fixed,', 'thank', 'you!');
    expect(answered.exitCode, answered.output).toBe(EXIT_OK);
    expect(await unread(token)).toBe(2);
    const system = body<Page<MessageItem>>(await call({ method: 'GET', url: '/user-api/message/list?category=system', headers: bearer(token) })).data;
    // The title in the language the player wrote in; the welcome below it.
    expect(system.rows).toMatchObject([{ category: 'system', title: 'ตอบกลับความคิดเห็นของคุณ', content: 'Fixed, thank you!', read: false }, { title: 'Welcome to Lucky Star' }]);

    // A second answer is refused and sends nothing.
    const again = await ops('feedback', 'answer', String(id), 'Again');
    expect(again.exitCode).toBe(EXIT_REFUSED);
    expect(again.output).toMatch(/already answered by ops:/);
    expect(await unread(token)).toBe(2);
    expect((await ops('feedback', 'list', 'open')).output).toBe('No feedback.');
    expect((await ops('feedback', 'list')).output).toMatch(/answered by ops:\S+: Fixed, thank you!/);
    expect((await ops('feedback', 'answer', '999', 'x')).exitCode).toBe(EXIT_REFUSED);
  });

  it('refuses short text, too many pictures, another player\'s upload and a bad phone, storing nothing', async () => {
    const token = await newPlayer(call, ctx().services);
    const other = await newPlayer(call, ctx().services, '09181234567', 'marco');
    const mine = [await uploadPicture(call, token), await uploadPicture(call, token), await uploadPicture(call, token), await uploadPicture(call, token)];
    const theirs = await uploadPicture(call, other);
    const good = { content: TEXT, pictures: [], phone: '09171234567' };

    expect(body(await submit(token, { ...good, content: ' too short ' }))).toMatchObject({ code: 400, msg: 'Feedback must be at least 10 characters' });
    expect(body(await submit(token, { ...good, content: 'short' }, 'zh_CN')).msg).toBe('反馈内容至少 10 个字符');
    expect(body(await submit(token, { ...good, content: 'x'.repeat(1001) })).msg).toBe('Feedback can be at most 1000 characters');
    expect(body(await submit(token, { ...good, pictures: mine }))).toMatchObject({ code: 400, msg: 'You can attach at most 3 pictures' });
    expect(body(await submit(token, { ...good, pictures: [mine[0], theirs] }))).toMatchObject({
      code: 400,
      msg: 'A picture was not found among your uploads; please upload it again',
    });
    expect(body(await submit(token, { ...good, pictures: ['https://evil.example/x.png'] })).code).toBe(400);
    expect(body(await submit(token, { ...good, phone: '12345' }))).toMatchObject({ code: 400, msg: 'Enter a correct phone number' });
    expect(body(await submit(token, { ...good, phone: '' }, 'ms_MY')).code).toBe(400);
    expect(body(await call({ method: 'POST', url: '/user-api/contact/submit', payload: good })).code).toBe(401);
    expect(body(await submit(token, { ...good, content: `${TEXT}\u0000` })).code).toBe(400);
    expect(await stored()).toBe(0);

    expect(body(await submit(token, { ...good, pictures: mine.slice(0, 3) })).code).toBe(200);
    // Feedback is written in lines.
    expect(body(await submit(token, { ...good, content: `${TEXT}\nSecond line.\r\n\tThird.` })).code).toBe(200);
    expect(await stored()).toBe(2);
  });

  it('serves the seeded channels from memory; ops add and remove show at once', async () => {
    const channels = async () =>
      body<ServiceContactItem[]>(await call({ method: 'GET', url: '/user-api/operation/getServiceContactInformation' })).data;
    const seeded = await channels();
    expect(seeded.map((row) => row.type)).toEqual(['phone', 'email', 'telegram', 'viber', 'facebook']);

    // From memory: a row written behind the cache's back is not seen until a change is announced.
    await ctx().app.db.execute(sql`insert into service_contact (type, label, value, sort, created_by) values ('line', 'LINE', '@hidden', 99, 'psql')`);
    expect(await channels()).toHaveLength(5);

    const added = await ops('contact', 'add', 'whatsapp', 'WhatsApp support', '+639171230002');
    expect(added.exitCode, added.output).toBe(EXIT_OK);
    const after = await channels();
    expect(after).toHaveLength(7);
    expect(after.at(-1)).toEqual({ type: 'whatsapp', label: 'WhatsApp support', value: '+639171230002' });

    const id = /channel (\d+)/.exec(added.output)?.[1] ?? '';
    expect((await ops('contact', 'remove', id)).exitCode).toBe(EXIT_OK);
    expect((await channels()).map((row) => row.type)).not.toContain('whatsapp');
    expect((await ops('contact', 'remove', id)).exitCode).toBe(EXIT_REFUSED);
    const removed = ((await ctx().app.db.execute(sql`select created_by, removed_by from service_contact where id = ${Number(id)}`)) as unknown as {
      rows: { created_by: string; removed_by: string }[];
    }).rows[0];
    expect(removed?.created_by).toMatch(/^ops:/);
    expect(removed?.removed_by).toMatch(/^ops:/);
    expect((await ops('contact', 'add', 'pigeon', 'Bird', 'roof')).exitCode).toBe(EXIT_REFUSED);
    expect((await ops('contact', 'list')).output).toContain('email      Email: support@demo-ph.example');
  });
});
