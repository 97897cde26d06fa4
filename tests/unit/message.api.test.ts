// The message calls over the configured client: paths, queries, bodies, and the shapes they return
// (the unread count is the sum of the known records; a null page is empty).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import { getMessage, getMessages, markAllRead } from '../../src/services/message.api';
import { getUnreadMessageNumber, getUnreadNumbers } from '../../src/services/unread-number.api';

let reply: unknown;
const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }),
);
const sent = () => {
  const [input, init] = fetch.mock.lastCall ?? [];
  return {
    url: new URL(String(input), 'http://app.test'),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    auth: new Headers(init?.headers).get('authorization'),
  };
};

beforeEach(() => {
  fetch.mockClear();
  configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'en_US', getToken: () => 'tok' });
});

describe('message.api', () => {
  it('asks for the unread numbers with page 1, limit 10 and the token, and sums them', async () => {
    reply = { code: 200, msg: 'ok', data: [{ category: 'activity', number: 2 }, { category: 'system', number: 3 }] };
    await expect(getUnreadMessageNumber()).resolves.toBe(5);
    expect(sent().url.pathname).toBe('/user-api/message/messageNumber');
    expect(sent().url.searchParams.get('page')).toBe('1');
    expect(sent().url.searchParams.get('limit')).toBe('10');
    expect(sent().auth).toBe('Bearer tok');
  });

  it('drops records of an unknown category; a missing number counts as none', async () => {
    reply = { code: 200, msg: 'ok', data: [{ category: 'platform', number: '4' }, { category: 'other', number: 9 }, { category: 'system', number: null }] };
    await expect(getUnreadNumbers()).resolves.toEqual([{ category: 'platform', number: 4 }, { category: 'system', number: 0 }]);
    reply = { code: 200, msg: 'ok', data: null };
    await expect(getUnreadMessageNumber()).resolves.toBe(0);
  });

  it('pages a category and reads a null page as empty', async () => {
    reply = { code: 200, msg: 'ok', data: { rows: [{ id: 1 }], total: 11 } };
    await expect(getMessages({ category: 'platform', page: 2, limit: 10 })).resolves.toEqual({ rows: [{ id: 1 }], total: 11 });
    expect(sent().url.pathname).toBe('/user-api/message/list');
    expect(Object.fromEntries(sent().url.searchParams)).toMatchObject({ category: 'platform', page: '2', limit: '10' });
    reply = { code: 200, msg: 'ok', data: null };
    await expect(getMessages({ category: 'system', page: 1, limit: 10 })).resolves.toEqual({ rows: [], total: 0 });
  });

  it('opens one message by id', async () => {
    reply = { code: 200, msg: 'ok', data: { id: 7, title: 'Hi', read: true } };
    await expect(getMessage(7)).resolves.toMatchObject({ id: 7, read: true });
    expect(sent()).toMatchObject({ method: 'GET' });
    expect(sent().url.pathname).toBe('/user-api/message/info/7');
  });

  it('marks one category or everything read', async () => {
    reply = { code: 200, msg: 'ok', data: { marked: 3 } };
    await expect(markAllRead('activity')).resolves.toBe(3);
    expect(sent()).toMatchObject({ method: 'POST', body: { category: 'activity' } });
    expect(sent().url.pathname).toBe('/user-api/message/allRead');
    await markAllRead();
    expect(sent().body?.category).toBeUndefined();
  });
});
