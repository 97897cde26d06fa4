// The account endpoint functions over the configured client: paths, payloads and the shapes they
// return.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import { getWebsiteInfo } from '../../src/services/site.api';
import { getBalanceInfo, getInfo, getWalletParams, logout, toWalletParams } from '../../src/services/user.api';

let reply: unknown;
const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }),
);
const sentUrl = () => new URL(String(fetch.mock.lastCall?.[0]), 'http://app.test');
const sentAuth = () => new Headers(fetch.mock.lastCall?.[1]?.headers).get('authorization');

beforeEach(() => {
  fetch.mockClear();
  configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'en_US', getToken: () => 'tok' });
});

describe('user.api', () => {
  it('getInfo returns the user of the reply', async () => {
    reply = { code: 200, msg: 'ok', data: { user: { username: 'ann' } } };
    await expect(getInfo()).resolves.toEqual({ username: 'ann' });
    expect(sentUrl().pathname).toBe('/user-api/getInfo');
    reply = { code: 200, msg: 'ok', data: null, user: { username: 'bob' } };
    await expect(getInfo()).resolves.toEqual({ username: 'bob' });
  });

  it('getBalanceInfo returns the balance object', async () => {
    reply = { code: 200, msg: 'ok', data: { balance: 12.5 } };
    await expect(getBalanceInfo()).resolves.toEqual({ balance: 12.5 });
    expect(sentUrl().pathname).toBe('/user-api/user/getBalanceInfo');
  });

  it('getWalletParams turns flags into booleans, amount lists on when absent', async () => {
    reply = { code: 200, msg: 'ok', data: { openStatus: 1, manualDepositOpenStatus: '0', autoDepositFunctionStatus: true } };
    await expect(getWalletParams()).resolves.toEqual({
      openStatus: true,
      manualDepositOpenStatus: false,
      autoDepositFunctionStatus: true,
      depositAmountListStatus: true,
      withdrawAmountListStatus: true,
    });
    expect(toWalletParams({ depositAmountListStatus: false, withdrawAmountListStatus: 0 })).toMatchObject({
      openStatus: false,
      depositAmountListStatus: false,
      withdrawAmountListStatus: false,
    });
  });

  it('logout calls GET /logout with the token', async () => {
    reply = { code: 200, msg: 'ok', data: null };
    await logout();
    expect(sentUrl().pathname).toBe('/user-api/logout');
    expect(fetch.mock.lastCall?.[1]?.method).toBe('GET');
    expect(sentAuth()).toBe('Bearer tok');
  });
});

describe('site.api', () => {
  it('getWebsiteInfo sends no token and returns the site info', async () => {
    reply = { code: 200, msg: 'ok', data: { websiteName: 'Demo' } };
    await expect(getWebsiteInfo()).resolves.toEqual({ websiteName: 'Demo' });
    expect(sentUrl().pathname).toBe('/user-api/game/getWebsiteInfo');
    expect(sentAuth()).toBeNull();
  });
});
