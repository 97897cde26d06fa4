// The notice calls over the configured client: their paths, no token (guests read notices too),
// and a null list read as empty.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import { getNotice, getNotices } from '../../src/services/notice.api';

let reply: unknown;
const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }),
);
const sent = () => {
  const [input, init] = fetch.mock.lastCall ?? [];
  return { url: new URL(String(input), 'http://app.test'), method: init?.method, headers: new Headers(init?.headers) };
};

const notice = { id: 4, title: 'Maintenance', content: '<p>Tonight</p>', createdAt: 1_700_000_000_000 };

beforeEach(() => {
  fetch.mockClear();
  configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'en_US', getToken: () => 'tok' });
});

describe('notice.api', () => {
  it('lists the notices with GET /bulletin/list, without the token', async () => {
    reply = { code: 200, msg: 'ok', data: [notice] };
    await expect(getNotices()).resolves.toEqual([notice]);
    expect(sent().method).toBe('GET');
    expect(sent().url.pathname).toBe('/user-api/bulletin/list');
    expect(sent().headers.get('authorization')).toBeNull();
  });

  it('reads a null list as empty', async () => {
    reply = { code: 200, msg: 'ok', data: null };
    await expect(getNotices()).resolves.toEqual([]);
  });

  it('opens one notice with GET /bulletin/info/{id}', async () => {
    reply = { code: 200, msg: 'ok', data: notice };
    await expect(getNotice(4)).resolves.toEqual(notice);
    expect(sent().url.pathname).toBe('/user-api/bulletin/info/4');
    expect(sent().headers.get('authorization')).toBeNull();
  });

  it('rejects when the notice is gone', async () => {
    reply = { code: 500, msg: 'Notice not found', data: null };
    await expect(getNotice(9, { toastError: false })).rejects.toMatchObject({ message: expect.stringContaining('Notice not found') });
  });
});
