// The promotion endpoint functions over the configured client: the two kinds' roots, an amount or a
// code (never both) on joining, the Idempotency-Key on every money call and none on reads, and a
// null list or settle check read as empty.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import {
  actOnRecord,
  getCanSettleRecord,
  getPromotion,
  getPromotionBill,
  getPromotionGames,
  getPromotionMakers,
  getPromotionRecord,
  getPromotionRecords,
  joinPromotion,
} from '../../src/services/promotion.api';
import { getPromotions } from '../../src/services/promotion-home.api';

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
    key: new Headers(init?.headers).get('Idempotency-Key'),
  };
};
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

beforeEach(() => {
  fetch.mockClear();
  configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'en_US', getToken: () => 'tok' });
});

describe('promotion.api', () => {
  it('reads both kinds under their own roots, without a key', async () => {
    reply = ok([{ id: 1 }]);
    await expect(getPromotions('activity')).resolves.toEqual([{ id: 1 }]);
    expect(sent()).toMatchObject({ method: 'GET', key: null });
    expect(sent().url.pathname).toBe('/user-api/activity/list');
    await getPromotions('gamePromotion');
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/list');
    reply = ok({ id: 4 });
    await getPromotion('activity', 4);
    expect(sent().url.pathname).toBe('/user-api/activity/info/4');
    await getPromotion('gamePromotion', 5);
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/info/5');
  });

  it('joins with an amount or with a code, never both, carrying the key', async () => {
    reply = ok({ recordId: 9, amount: 100, bonus: 50, promotionBalance: 150, wallet: 0 });
    await expect(joinPromotion('gamePromotion', 3, { amount: 100 }, 'key-aaaa-1')).resolves.toMatchObject({ recordId: 9 });
    expect(sent()).toMatchObject({ method: 'POST', body: { amount: 100 }, key: 'key-aaaa-1' });
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/participate/3');
    await joinPromotion('activity', 2, { code: 'SPRING', amount: 5 }, 'key-bbbb-2');
    expect(sent().body).toEqual({ code: 'SPRING' });
    expect(sent().url.pathname).toBe('/user-api/activity/participate/2');
  });

  it('settles, closes and unlocks a record by id with the key', async () => {
    reply = ok({ state: 'settled', wallet: 150, promotionBalance: 0 });
    for (const action of ['settle', 'close', 'unlock'] as const) {
      await actOnRecord(action, 12, `key-${action}-xx`);
      expect(sent()).toMatchObject({ method: 'POST', key: `key-${action}-xx` });
      expect(sent().url.pathname).toBe(`/user-api/gamePromotion/record/${action}/12`);
    }
  });

  it('two actions on two records are both sent: neither aborts the other', async () => {
    reply = ok({ state: 'closed', wallet: 0, promotionBalance: 0 });
    await expect(Promise.all([actOnRecord('close', 1, 'key-one-111'), actOnRecord('close', 2, 'key-two-222')])).resolves.toHaveLength(2);
  });

  it('reads records, a record, its bill, its games and makers', async () => {
    reply = ok({ rows: [], total: 0 });
    await expect(getPromotionRecords({ page: 1, limit: 50 })).resolves.toEqual({ rows: [], total: 0 });
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/record/list');
    expect(Object.fromEntries(sent().url.searchParams)).toMatchObject({ page: '1', limit: '50' });
    expect(sent().url.searchParams.has('state')).toBe(false);
    await getPromotionRecords({ page: 2, limit: 20, state: 'settlable' });
    expect(Object.fromEntries(sent().url.searchParams)).toMatchObject({ page: '2', limit: '20', state: 'settlable' });
    reply = ok(null);
    await expect(getPromotionBill(7)).resolves.toEqual([]);
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/bill/list/7');
    await getPromotionGames(3);
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/game/list/3');
    await getPromotionMakers(3);
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/game/makerType/3');
    reply = ok({ id: 7 });
    await getPromotionRecord(7);
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/record/info/7');
  });

  it('reads the settle check, null meaning none', async () => {
    reply = ok({ id: 8, buttonStatus: 1 });
    await expect(getCanSettleRecord()).resolves.toEqual({ id: 8, buttonStatus: 1 });
    expect(sent().url.pathname).toBe('/user-api/gamePromotion/record/getCanSettlePromotionRecord');
    reply = ok(null);
    await expect(getCanSettleRecord()).resolves.toBeNull();
  });
});
