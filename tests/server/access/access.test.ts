// The address block list (DESIGN.md "Envelope": HTTP 403 for a blocked address; SPEC.md §8): a
// blocked address or range gets HTTP 403 with the envelope on every /user-api call, while /health
// and the web app stay reachable; operators change the list with `address block|unblock|list`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/domain/routes';
import { AccessRepository } from '../../../server/modules/access/access.repository';
import { BLOCK_LIST_CACHE_MS } from '../../../server/modules/access/access.service';
import { AccessError, parseAccessTarget } from '../../../server/modules/access/access-target';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, runOpsCommand } from '../../../server/ops/commands';
import { TEST_DATABASES, useTestApp } from '../test-app';

const BLOCKED = '203.0.113.7';
const NEIGHBOUR = '203.0.113.8';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-test-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Lucky Star</title><div id="root"></div>');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

/** The services' clock, moved forward by tests instead of sleeping through the cache time. */
let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);

describe.each(TEST_DATABASES)('address block list ($name)', (target) => {
  const ctx = useTestApp(target, { webDir, services: { now: clock } });
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const getWebsiteInfo = (remoteAddress: string, lang = 'en_US') =>
    ctx().app.inject({ method: 'GET', url: `/user-api/game/getWebsiteInfo?lang=${lang}`, remoteAddress });

  async function expectRefused(reply: Awaited<ReturnType<typeof getWebsiteInfo>>, msg = 'Access from your network address is not allowed') {
    expect(reply.statusCode).toBe(403);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual({ code: 403, msg, data: null });
  }

  it('refuses every /user-api call from a blocked address with HTTP 403 and the envelope, in the caller\'s language', async () => {
    expect((await getWebsiteInfo(BLOCKED)).statusCode).toBe(200);
    expect((await ops('address', 'block', BLOCKED, 'card', 'testing')).exitCode).toBe(EXIT_OK);

    await expectRefused(await getWebsiteInfo(BLOCKED));
    await expectRefused(await getWebsiteInfo(BLOCKED, 'th_TH'), 'ไม่อนุญาตให้เข้าถึงจากที่อยู่เครือข่ายของคุณ');
    await expectRefused(await getWebsiteInfo(BLOCKED, 'zh_CN'), '您的网络地址不允许访问');
    // Before the body is read or the route is known: a login, a malformed body, an unknown path.
    const call = (options: { method: 'GET' | 'POST'; url: string; payload?: string | object }) =>
      ctx().app.inject({ ...options, remoteAddress: BLOCKED, headers: { 'content-type': 'application/json' } });
    await expectRefused(await call({ method: 'POST', url: '/user-api/login', payload: { username: 'ann', password: 'secret_pw' } }));
    await expectRefused(await call({ method: 'POST', url: '/user-api/login', payload: '{not json' }));
    await expectRefused(await call({ method: 'GET', url: '/user-api/no/such/route' }));
    await expectRefused(await call({ method: 'GET', url: '/user-api' }));
  });

  it('leaves other addresses alone', async () => {
    await ctx().services.access.block(BLOCKED);
    for (const address of [NEIGHBOUR, '203.0.113.70', '127.0.0.1', '2001:db8::7']) {
      const reply = await getWebsiteInfo(address);
      expect(reply.statusCode, address).toBe(200);
      expect(reply.json().code).toBe(200);
    }
  });

  it('keeps /health and the web app reachable from a blocked address, so the forbidden page loads', async () => {
    await ctx().services.access.block(BLOCKED);
    const health = await ctx().app.inject({ method: 'GET', url: '/health', remoteAddress: BLOCKED });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    for (const url of [paths.forbidden, paths.root, paths.home]) {
      const page = await ctx().app.inject({ method: 'GET', url, remoteAddress: BLOCKED });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('blocks a CIDR range, IPv4 and IPv6, and an IPv4 client seen through an IPv6 socket', async () => {
    await ops('address', 'block', '198.51.100.0/24');
    await ops('address', 'block', '2001:db8:aa::/48', 'partner', 'network');
    for (const address of ['198.51.100.0', '198.51.100.1', '198.51.100.255', '::ffff:198.51.100.9', '2001:db8:aa::1', '2001:db8:aa:ffff::9']) {
      await expectRefused(await getWebsiteInfo(address));
    }
    for (const address of ['198.51.101.1', '198.51.99.255', '2001:db8:ab::1', '::ffff:198.51.101.1']) {
      expect((await getWebsiteInfo(address)).statusCode, address).toBe(200);
    }
  });

  it('unblocking restores access at once', async () => {
    await ops('address', 'block', BLOCKED);
    await ops('address', 'block', '198.51.100.0/24');
    await expectRefused(await getWebsiteInfo(BLOCKED));
    await expectRefused(await getWebsiteInfo('198.51.100.20'));

    expect(await ops('address', 'unblock', BLOCKED)).toMatchObject({ exitCode: EXIT_OK, output: expect.stringMatching(/^Unblocked 203\.0\.113\.7 /) });
    expect((await getWebsiteInfo(BLOCKED)).statusCode).toBe(200);
    await expectRefused(await getWebsiteInfo('198.51.100.20'));
    expect((await ops('address', 'unblock', '198.51.100.0/24')).exitCode).toBe(EXIT_OK);
    expect((await getWebsiteInfo('198.51.100.20')).statusCode).toBe(200);
  });

  it('reads the list once per cache period, and sees a change made by another instance when it ends', async () => {
    const findAll = vi.spyOn(AccessRepository.prototype, 'findAll');
    ctx().services.access.invalidate();
    // Requests arriving together share one query; later ones within the period cost none.
    const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => getWebsiteInfo(`192.0.2.${n}`)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await getWebsiteInfo(BLOCKED)).statusCode).toBe(200);
    expect(findAll).toHaveBeenCalledTimes(1);

    // Another instance (its own service over the same database) blocks the address.
    await new AccessRepository(ctx().app.db).insert({ address: BLOCKED, reason: 'elsewhere', createdAt: new Date() });
    expect((await getWebsiteInfo(BLOCKED)).statusCode).toBe(200);
    clockOffsetMs += BLOCK_LIST_CACHE_MS;
    await expectRefused(await getWebsiteInfo(BLOCKED));
    expect(findAll).toHaveBeenCalledTimes(2);
  });

  it('address block stores the canonical text and the reason; blocking twice keeps the first entry', async () => {
    const first = await ops('address', 'block', '2001:DB8:0:0::0001', 'chargeback', 'fraud');
    expect(first.exitCode).toBe(EXIT_OK);
    expect(first.output).toMatch(/^Blocked 2001:db8::1 \(since .*: chargeback fraud\)\.$/);
    const again = await ops('address', 'block', '2001:db8::1', 'other');
    expect(again.exitCode).toBe(EXIT_OK);
    expect(again.output).toMatch(/^2001:db8::1 was already blocked: .*chargeback fraud/);
    clockOffsetMs += 1000; // listed oldest first
    await ops('address', 'block', '10.0.0.0/08');
    const list = await ops('address', 'list');
    expect(list.exitCode).toBe(EXIT_OK);
    expect(list.output.split('\n')).toEqual([expect.stringMatching(/^2001:db8::1 +\S+ +chargeback fraud$/), expect.stringMatching(/^10\.0\.0\.0\/8 +\S+$/)]);
    await expectRefused(await getWebsiteInfo('2001:db8:0::1'));
    // Unblocked in any spelling of the same address.
    expect((await ops('address', 'unblock', '2001:0db8::0:1')).exitCode).toBe(EXIT_OK);
    expect((await ops('address', 'unblock', '10.0.0.0/8')).exitCode).toBe(EXIT_OK);
    expect(await ops('address', 'list')).toEqual({ exitCode: EXIT_OK, output: 'No address is blocked.' });
  });

  it.each(['not-an-ip', '203.0.113', '300.1.1.1', '203.0.113.7/33', '2001:db8::/129', '10.0.0.0/', '10.0.0.0/x', '10.0.0.0/8/8', 'fe80::1%eth0', '', ' '])(
    'address block refuses %j and stores nothing',
    async (text) => {
      const result = await ops('address', 'block', text, 'reason');
      expect(result.exitCode).toBe(EXIT_REFUSED);
      expect(result.output).toContain('is not an IP address or CIDR range');
      expect(await ctx().services.access.list()).toEqual([]);
      expect((await getWebsiteInfo(BLOCKED)).statusCode).toBe(200);
    },
  );

  it('address unblock refuses what is not on the list, naming a range that covers it', async () => {
    await ops('address', 'block', '198.51.100.0/24');
    const covered = await ops('address', 'unblock', '198.51.100.7');
    expect(covered.exitCode).toBe(EXIT_REFUSED);
    expect(covered.output).toBe('198.51.100.7 is not on the block list; it falls in 198.51.100.0/24, which stay blocked until removed.');
    expect(await ops('address', 'unblock', BLOCKED)).toEqual({ exitCode: EXIT_REFUSED, output: `${BLOCKED} is not on the block list.` });
    expect((await ops('address', 'unblock', 'nonsense')).exitCode).toBe(EXIT_REFUSED);
    await expectRefused(await getWebsiteInfo('198.51.100.7'));
  });

  it('a usage mistake is answered with the help text', async () => {
    for (const argv of [['address', 'block'], ['address', 'unblock'], ['address', 'unblock', BLOCKED, 'extra'], ['address', 'list', 'all']]) {
      const result = await ops(...argv);
      expect(result.exitCode, argv.join(' ')).toBe(EXIT_USAGE);
      expect(result.output).toContain('address block <ip|cidr> [reason...]');
    }
  });
});

describe('access targets', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7', undefined],
    [' 203.0.113.7 ', '203.0.113.7', undefined],
    ['10.0.0.0/8', '10.0.0.0/8', 8],
    ['0.0.0.0/0', '0.0.0.0/0', 0],
    ['2001:DB8::1', '2001:db8::1', undefined],
    ['2001:db8::/32', '2001:db8::/32', 32],
    ['::ffff:203.0.113.7', '::ffff:203.0.113.7', undefined],
    ['::1/128', '::1/128', 128],
  ] as const)('%j reads as %j', (text, canonical, prefix) => {
    const target = parseAccessTarget(text);
    expect({ text: target.text, prefix: target.prefix }).toEqual({ text: canonical, prefix });
  });

  it('refuses anything else with a typed error', () => {
    expect(() => parseAccessTarget('10.0.0.0/33')).toThrow(AccessError);
    expect(() => parseAccessTarget('10.0.0.0/33')).toThrow(/prefix must be 0 to 32/);
    expect(() => parseAccessTarget('::/200')).toThrow(/prefix must be 0 to 128/);
    expect(() => parseAccessTarget('example.com')).toThrow(/not an IP address or CIDR range/);
  });
});
