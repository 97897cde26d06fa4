// Replies of the player API carry tokens and personal data, so no cache may keep them: every
// /user-api reply says `Cache-Control: no-store` unless its route chose a caching rule itself.
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { success } from '../../../server/shared/envelope';
import { PASSWORD, bearer, body, caller, login, registerPlayer } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const publicRead: FastifyPluginAsync = async (app) => {
  app.get('/probe/public', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return success({ hello: 'world' });
  });
};

describe.each(TEST_DATABASES)('no-store on the player API ($name)', (target) => {
  const ctx = useTestApp(target, { extraUserApiRoutes: [publicRead] });
  const call = caller(() => ctx().app);

  it('registration, login, getInfo and logout replies are never stored', async () => {
    const registered = await call({ method: 'POST', url: '/user-api/v2/register', payload: {} });
    expect(registered.headers['cache-control']).toBe('no-store');
    const token = await registerPlayer(call, ctx().services, { phone: '09171234567', username: 'no_store' });

    const loggedIn = await login(call, 'no_store', PASSWORD);
    expect(body(loggedIn).code).toBe(200);
    expect(loggedIn.headers['cache-control']).toBe('no-store');

    const info = await call({ method: 'GET', url: '/user-api/getInfo', headers: bearer(token) });
    expect(body(info).code).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');

    const loggedOut = await call({ method: 'POST', url: '/user-api/logout', headers: bearer(token) });
    expect(loggedOut.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an unauthorized call', 'GET', '/user-api/getInfo'],
    ['a password reset', 'POST', '/user-api/forgetPwd/updatePwd'],
    ['an unknown API path', 'GET', '/user-api/no/such/route'],
    ['the site info', 'GET', '/user-api/game/getWebsiteInfo'],
  ] as const)('%s is not stored either', async (_what, method, url) => {
    const reply = await call({ method, url });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('a blocked address\'s 403 is not stored', async () => {
    await ctx().services.access.block('203.0.113.9', 'test');
    const reply = await call({ method: 'GET', url: '/user-api/getInfo', remoteAddress: '203.0.113.9' });
    expect(reply.statusCode).toBe(403);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('a route that sets its own caching rule keeps it', async () => {
    const reply = await call({ method: 'GET', url: '/user-api/probe/public' });
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
  });

  it('health and the web app are outside the rule', async () => {
    const reply = await call({ method: 'GET', url: '/health' });
    expect(reply.headers['cache-control']).toBeUndefined();
  });
});
