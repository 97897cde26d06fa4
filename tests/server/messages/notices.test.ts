// Notices (issue 10 "Messages and notices"): operators add and remove them; the HTML is sanitised
// before it is stored and when it is loaded (a <script>, on* attributes and javascript: urls are
// gone, the formatting stays); the list is served from memory and refreshed by the commands.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NoticeItem } from '../../../src/domain/message.schema';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { body, caller } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const UNSAFE = [
  '<h2>Holiday hours</h2>',
  '<p onclick="steal()" style="color:red">Open <b>24/7</b> <a href="javascript:alert(1)">now</a>',
  ' <a href="https://example.com/promo" target="_blank">details</a></p>',
  '<script>alert("x")</script><img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(3)</script></svg>',
].join('');

describe.each(TEST_DATABASES)('notices ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);
  const list = async () => body<NoticeItem[]>(await call({ method: 'GET', url: '/user-api/bulletin/list' })).data;
  const info = (id: number | string, lang = 'en_US') => call({ method: 'GET', url: `/user-api/bulletin/info/${id}?lang=${lang}` });

  function expectSafe(html: string) {
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<svg|style=/i);
  }

  it('sanitises a notice from a file before storing it; the formatting stays', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'notice-'));
    const file = path.join(dir, 'holiday.html');
    await fs.writeFile(file, UNSAFE);
    const added = await ops('notice', 'add', 'Holiday hours', file);
    expect(added.exitCode, added.output).toBe(EXIT_OK);

    const stored = ((await ctx().app.db.execute(sql`select content, created_by from notice`)) as unknown as { rows: { content: string; created_by: string }[] }).rows;
    expect(stored).toHaveLength(1);
    expectSafe(stored[0]?.content ?? '');
    expect(stored[0]?.created_by).toMatch(/^ops:/);

    const [notice] = await list();
    expect(notice?.title).toBe('Holiday hours');
    const content = notice?.content ?? '';
    expectSafe(content);
    expect(content).toContain('<h2>Holiday hours</h2>');
    expect(content).toContain('<b>24/7</b>');
    expect(content).toContain('<a href="https://example.com/promo" target="_blank" rel="noopener noreferrer">details</a>');
    expect(body<NoticeItem>(await info(notice?.id ?? 0)).data).toEqual(notice);
    await fs.rm(dir, { recursive: true });
  });

  it('keeps what it serves safe when a row was written by hand', async () => {
    await ctx().app.db.execute(sql`insert into notice (title, content, created_by) values ('By hand', ${UNSAFE}, 'psql')`);
    const [notice] = await list();
    expect(notice?.title).toBe('By hand');
    expectSafe(notice?.content ?? '');
  });

  it('serves from memory; add and remove refresh it; unknown ids are not found', async () => {
    expect((await ops('notice', 'add', 'First', 'Plain', 'words', 'here')).exitCode).toBe(EXIT_OK);
    // The add's own announcement, heard late, would drop the list cached next (it did once on a loaded run).
    await ctx().settle();
    expect((await list()).map((row) => row.title)).toEqual(['First']);
    // A row written behind the cache's back is not served until a command announces a change.
    await ctx().app.db.execute(sql`insert into notice (title, content, created_by, created_at) values ('Hidden', 'x', 'psql', now() - interval '1 day')`);
    expect(await list()).toHaveLength(1);
    const second = await ops('notice', 'add', 'Second', '<p>More</p>');
    const secondId = Number(/notice (\d+)/.exec(second.output)?.[1]);
    const titles = (await list()).map((row) => row.title);
    expect(titles).toHaveLength(3);
    expect(titles.at(-1)).toBe('Hidden');

    expect((await ops('notice', 'remove', String(secondId))).exitCode).toBe(EXIT_OK);
    expect((await list()).map((row) => row.title)).not.toContain('Second');
    expect(body(await info(secondId, 'zh_CN'))).toMatchObject({ code: 500, msg: '公告不存在' });
    expect((await ops('notice', 'remove', String(secondId))).exitCode).toBe(EXIT_REFUSED);
    expect(body(await info('abc')).code).toBe(400);
    expect((await ops('notice', 'list')).output).toContain('First');

    // Nothing left once unsafe markup is removed: refused, nothing stored.
    expect((await ops('notice', 'add', 'Empty', '<script>alert(1)</script>')).exitCode).toBe(EXIT_REFUSED);
    expect((await list()).map((row) => row.title)).not.toContain('Empty');
  });
});
