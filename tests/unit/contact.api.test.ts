// The contact endpoint functions over the configured client: the feedback body as sent, the
// receipt read back, the channels listed in order, and a null list read as empty.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import { ApiError } from '../../src/services/api-error';
import { getServiceContacts, submitFeedback } from '../../src/services/contact.api';

let reply: unknown;
const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }),
);
const sent = () => {
  const [input, init] = fetch.mock.lastCall ?? [];
  return { url: new URL(String(input), 'http://app.test'), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

beforeEach(() => {
  fetch.mockClear();
  configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'my_MM', getToken: () => 'tok' });
});

describe('contact.api', () => {
  it('posts the feedback text, picture urls and phone, and reads the receipt', async () => {
    reply = { code: 200, msg: 'ok', data: { id: 12 } };
    const input = { content: 'The game froze twice', pictures: ['/user-api/common/file/a.png'], phone: '09171234567' };
    await expect(submitFeedback(input, { toastError: false })).resolves.toEqual({ id: 12 });
    expect(sent()).toMatchObject({ method: 'POST', body: input });
    expect(sent().url.pathname).toBe('/user-api/contact/submit');
  });

  it('rejects a refused feedback with the server words', async () => {
    reply = { code: 500, msg: 'At least 10 characters', data: null };
    const refused = submitFeedback({ content: 'short', pictures: [], phone: '09171234567' }, { toastError: false });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ msg: 'At least 10 characters' });
  });

  it('lists the channels in the order given, and a null list as empty', async () => {
    const channels = [
      { type: 'phone', label: 'Hotline', value: '09171230000' },
      { type: 'facebook', label: 'Page', value: 'https://www.facebook.com/x' },
    ];
    reply = { code: 200, msg: 'ok', data: channels };
    await expect(getServiceContacts()).resolves.toEqual(channels);
    expect(sent()).toMatchObject({ method: 'GET' });
    expect(sent().url.pathname).toBe('/user-api/operation/getServiceContactInformation');
    reply = { code: 200, msg: 'ok', data: null };
    await expect(getServiceContacts()).resolves.toEqual([]);
  });
});
