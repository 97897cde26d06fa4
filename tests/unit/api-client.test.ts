// The API client's rules (SPEC.md §7, §8), one test each, over a fake fetch and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, createApiClient, requestKey } from '../../src/services/api-client';
import { configureApi, userApiBase, type ApiDeps } from '../../src/services/api-config';
import { ApiError, isAbortError } from '../../src/services/api-error';
import { LOADING_DELAY_MS, REQUEST_TIMEOUT_MS, TOAST_DURATION_MS } from '../../src/domain/constants';

interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (request: SentRequest, signal: AbortSignal | undefined) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ok = (data: unknown = null, extra: Record<string, unknown> = {}) => json({ code: 200, msg: 'ok', data, ...extra });

/** Answers after `ms` of (fake) time, and gives up like a real fetch when its signal aborts. */
function after(ms: number, respond: () => Response): Responder {
  return (_request, signal) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(respond()), ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

function setup(responder: Responder, overrides: Partial<ApiDeps> = {}) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody;
    const request = { url: new URL(String(input), 'http://app.test'), method: init?.method ?? 'GET', headers, body };
    sent.push(request);
    return responder(request, init?.signal ?? undefined);
  });
  const deps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    getBase: () => '/user-api',
    getLocale: () => 'th_TH',
    getToken: () => 'tok-1' as string | null,
    showLoading: vi.fn(),
    hideLoading: vi.fn(),
    toast: vi.fn(),
    onSessionRejected: vi.fn(),
    onForbidden: vi.fn(),
    onResponseOk: vi.fn(),
    ...overrides,
  } satisfies ApiDeps;
  return { client: createApiClient(deps), deps, sent };
}

/** Keeps a rejection from counting as unhandled while time is advanced. */
const settle = <T>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request shape', () => {
  it('adds the lang query to every call, whatever the method', async () => {
    const { client, sent } = setup(() => ok());
    await client.get('/game/home');
    await client.post('/login', { username: 'a' });
    await client.put('/forgetPwd/updatePwd', {});
    await client.del('/thing/1');
    expect(sent.map((r) => r.url.searchParams.get('lang'))).toEqual(['th_TH', 'th_TH', 'th_TH', 'th_TH']);
  });

  it('sends the URL under the configured base', async () => {
    const { client, sent } = setup(() => ok(), { getBase: () => 'https://api.example.com/user-api' });
    await client.get('/getInfo');
    expect(sent[0]?.url.href).toBe('https://api.example.com/user-api/getInfo?lang=th_TH');
  });

  it('sends the bearer token unless the call opts out or there is none', async () => {
    let token: string | null = 'tok-1';
    const { client, sent } = setup(() => ok(), { getToken: () => token });
    await client.get('/getInfo');
    await client.get('/game/getWebsiteInfo', undefined, { auth: false });
    token = null;
    await client.get('/game/home');
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-1', null, null]);
  });

  it('sends GET and DELETE params as the query, with no body', async () => {
    const { client, sent } = setup(() => ok());
    await client.get('/message/messageNumber', { page: 1, limit: 10 });
    await client.del('/bank/3', { reason: 'old' });
    expect(sent[0]?.url.searchParams.get('page')).toBe('1');
    expect(sent[0]?.url.searchParams.get('limit')).toBe('10');
    expect(sent[1]?.url.searchParams.get('reason')).toBe('old');
    expect(sent.map((r) => r.body)).toEqual([undefined, undefined]);
  });

  it('sends POST and PUT params and data merged as one JSON body', async () => {
    const { client, sent } = setup(() => ok());
    await client.post('/login', { username: 'ann', password: 'secret' }, { params: { code: '1234', uuid: 'u' } });
    await client.put('/modified/updatePwd', undefined, { params: { oldPassword: 'a', newPassword: 'b' } });
    await client.post('/message/allRead');
    expect(sent[0]?.body).toEqual({ code: '1234', uuid: 'u', username: 'ann', password: 'secret' });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.url.searchParams.get('username')).toBeNull();
    expect(sent[1]?.body).toEqual({ oldPassword: 'a', newPassword: 'b' });
    expect(sent[2]?.body).toEqual({});
  });
});

describe('loading indicator', () => {
  it('stays hidden for a call that ends within LOADING_DELAY_MS', async () => {
    const { client, deps } = setup(after(LOADING_DELAY_MS - 1, () => ok()));
    const call = settle(client.get('/game/home'));
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS);
    await call;
    expect(deps.showLoading).not.toHaveBeenCalled();
    expect(deps.hideLoading).not.toHaveBeenCalled();
  });

  it('shows after LOADING_DELAY_MS and hides when the call ends', async () => {
    const { client, deps } = setup(after(LOADING_DELAY_MS + 400, () => ok()));
    const call = settle(client.get('/game/home'));
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 1);
    expect(deps.showLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.showLoading).toHaveBeenCalledTimes(1);
    expect(deps.hideLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    await call;
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('hides when a slow call fails with a body code', async () => {
    const { client, deps } = setup(after(LOADING_DELAY_MS + 1, () => json({ code: 500, msg: 'Refused', data: null })));
    const call = settle(client.get('/game/home'));
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS + 1);
    expect('error' in (await call)).toBe(true);
    expect(deps.showLoading).toHaveBeenCalledTimes(1);
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('never shows for a call that opts out', async () => {
    const { client, deps } = setup(after(LOADING_DELAY_MS * 3, () => ok()));
    const call = settle(client.get('/message/messageNumber', undefined, { loading: false }));
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS * 3);
    await call;
    expect(deps.showLoading).not.toHaveBeenCalled();
    expect(deps.hideLoading).not.toHaveBeenCalled();
  });
});

describe('cancellation', () => {
  it('keys calls by method and path without the trailing numeric id', () => {
    expect(requestKey('GET', '/message/info/12')).toBe(requestKey('GET', '/message/info/13'));
    expect(requestKey('GET', '/message/info/12?x=1')).toBe('GET /message/info');
    expect(requestKey('POST', '/message/info/12')).not.toBe(requestKey('GET', '/message/info/12'));
    expect(requestKey('GET', '/game/category_game/7')).toBe('GET /game/category_game');
    expect(requestKey('GET', '/pay/abc')).toBe('GET /pay/abc');
  });

  it('aborts the previous call with the same method and path, and does not toast it', async () => {
    const { client, deps } = setup(after(100, () => ok('fresh')));
    const first = settle(client.get('/message/info/12'));
    const second = settle(client.get('/message/info/13'));
    await vi.advanceTimersByTimeAsync(100);
    const firstOutcome = await first;
    expect('error' in firstOutcome && isAbortError(firstOutcome.error)).toBe(true);
    expect(await second).toEqual({ value: { code: 200, msg: 'ok', data: 'fresh' } });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('hides the loading indicator of a replaced call', async () => {
    const { client, deps } = setup(after(LOADING_DELAY_MS * 2, () => ok()));
    const first = settle(client.get('/message/info/1'));
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS);
    const second = settle(client.get('/message/info/2', undefined, { loading: false }));
    expect(isAbortError(((await first) as { error: unknown }).error)).toBe(true);
    expect(deps.showLoading).toHaveBeenCalledTimes(1);
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS * 2);
    expect('value' in (await second)).toBe(true);
  });

  it('does not abort a call of another method, or when the call is not cancellable', async () => {
    const { client } = setup(after(100, () => ok()));
    const calls = [
      settle(client.get('/message/info/1')),
      settle(client.post('/message/info/1')),
      settle(client.get('/bill/list', undefined, { cancellable: false })),
      settle(client.get('/bill/list', undefined, { cancellable: false })),
    ];
    await vi.advanceTimersByTimeAsync(100);
    for (const outcome of await Promise.all(calls)) expect('value' in outcome).toBe(true);
  });

  it('lets a later call run after the earlier one has finished', async () => {
    const { client } = setup(() => ok());
    await client.get('/message/info/1');
    await expect(client.get('/message/info/2')).resolves.toMatchObject({ code: 200 });
  });
});

describe('timeout', () => {
  it('rejects after REQUEST_TIMEOUT_MS and toasts the failure', async () => {
    const { client, deps } = setup(after(REQUEST_TIMEOUT_MS * 2, () => ok()));
    const call = settle(client.get('/game/home'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(deps.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await call;
    expect('error' in outcome && outcome.error instanceof ApiError && outcome.error.kind).toBe('timeout');
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
  });
});

describe('body codes', () => {
  it('resolves code 200 with the whole reply and reports the success', async () => {
    const { client, deps } = setup(() => ok({ id: 1 }, { token: 'new-token' }));
    await expect(client.post('/login', {})).resolves.toEqual({ code: 200, msg: 'ok', data: { id: 1 }, token: 'new-token' });
    expect(deps.onResponseOk).toHaveBeenCalledTimes(1);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it.each([401, 403])('code %i toasts the msg for 3 s, then hands over to onSessionRejected', async (code) => {
    const { client, deps } = setup(() => json({ code, msg: 'Please log in again', data: null }));
    const outcome = await settle(client.get('/getInfo'));
    expect('error' in outcome && outcome.error instanceof ApiError && outcome.error.code).toBe(code);
    expect(deps.toast).toHaveBeenCalledWith('Please log in again', TOAST_DURATION_MS);
    expect(deps.onSessionRejected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    expect(deps.onSessionRejected).toHaveBeenCalledWith('Please log in again');
    expect(deps.onResponseOk).not.toHaveBeenCalled();
  });

  it('hands over a rejected session once when several calls are rejected together', async () => {
    const { client, deps } = setup(() => json({ code: 401, msg: 'Expired', data: null }));
    await Promise.all([settle(client.get('/getInfo')), settle(client.get('/user/getBalanceInfo'))]);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    expect(deps.onSessionRejected).toHaveBeenCalledTimes(1);
  });

  it('code 10400 toasts the msg for 3 s and rejects', async () => {
    const { client, deps } = setup(() => json({ code: 10400, msg: 'Notice', data: null }));
    const outcome = await settle(client.get('/activity/list', undefined, { toastError: false }));
    expect('error' in outcome && outcome.error instanceof ApiError && outcome.error.code).toBe(10400);
    expect(deps.toast).toHaveBeenCalledWith('Notice', TOAST_DURATION_MS);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    expect(deps.onSessionRejected).not.toHaveBeenCalled();
  });

  it('other codes reject with the body and toast its msg unless the call opts out', async () => {
    const reply = { code: 500, msg: 'Balance too low', data: { need: 5 } };
    const { client, deps } = setup(() => json(reply));
    const toasted = await settle(client.post('/pay/withdraw', { amount: 10 }));
    const quiet = await settle(client.post('/pay/withdraw', { amount: 10 }, { toastError: false }));
    for (const outcome of [toasted, quiet]) {
      expect('error' in outcome).toBe(true);
      const error = (outcome as { error: ApiError }).error;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe('reply');
      expect(error.reply).toEqual(reply);
      expect(error.code).toBe(500);
      expect(error.msg).toBe('Balance too low');
    }
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.toast).toHaveBeenCalledWith('Balance too low', TOAST_DURATION_MS);
    expect(deps.onSessionRejected).not.toHaveBeenCalled();
  });
});

describe('HTTP and network failures', () => {
  it('HTTP 403 goes to onForbidden with the failure, without a toast', async () => {
    const { client, deps } = setup(() => json({ reason: 'region' }, 403));
    const outcome = await settle(client.get('/game/home'));
    expect('error' in outcome && outcome.error instanceof ApiError && outcome.error.status).toBe(403);
    expect(deps.onForbidden).toHaveBeenCalledWith({ status: 403, method: 'GET', path: '/game/home', body: { reason: 'region' } });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.onResponseOk).not.toHaveBeenCalled();
  });

  it('any other non-200 HTTP status fails and is toasted', async () => {
    const replies = [new Response(null, { status: 204 }), new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })];
    const { client, deps } = setup(() => replies.shift() ?? ok());
    for (const path of ['/game/home', '/game/newGames']) {
      const outcome = await settle(client.get(path));
      expect('error' in outcome && outcome.error instanceof ApiError && outcome.error.kind).toBe('http');
    }
    expect(deps.toast).toHaveBeenCalledTimes(2);
    expect(deps.toast).toHaveBeenLastCalledWith('HTTP 502', TOAST_DURATION_MS);
    expect(deps.onForbidden).not.toHaveBeenCalled();
    expect(deps.onResponseOk).not.toHaveBeenCalled();
  });

  it('a network error hides the loading indicator and toasts the error text', async () => {
    const { client, deps } = setup(
      () => new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), LOADING_DELAY_MS + 200)),
    );
    const call = settle(client.get('/game/home'));
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS + 200);
    const outcome = await call;
    expect('error' in outcome && outcome.error instanceof ApiError && outcome.error.kind).toBe('network');
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
    expect(deps.toast).toHaveBeenCalledWith('Failed to fetch', TOAST_DURATION_MS);
  });

  it('lets the app word failures without a server msg', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')), {
      describeFailure: (error) => `offline:${error.kind}`,
    });
    await settle(client.get('/game/home'));
    expect(deps.toast).toHaveBeenCalledWith('offline:network', TOAST_DURATION_MS);
  });
});

describe('the app singleton', () => {
  it('uses the configured dependencies', async () => {
    const fetch = vi.fn(async () => ok('hi'));
    configureApi({ fetch, getToken: () => 'abc', getLocale: () => 'ms_MY', getBase: () => '/user-api' });
    await expect(api.get<string>('/game/home')).resolves.toMatchObject({ data: 'hi' });
    expect(fetch).toHaveBeenCalledWith('/user-api/game/home?lang=ms_MY', expect.anything());
  });

  it('builds the base from the stored app domain', () => {
    expect(userApiBase(null)).toBe('/user-api');
    expect(userApiBase('https://a.example.com/')).toBe('https://a.example.com/user-api');
  });
});
