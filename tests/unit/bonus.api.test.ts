// The rebate, system bonus and level-progress calls over the configured client: paths, queries,
// the Idempotency-Key a claim carries (the caller's, unchanged on a retry), and null read safely.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import {
  claimLevelBonus,
  claimRebate,
  getLevelBonusDetail,
  getLevelBonusList,
  getNextLevelSchedule,
  getRebateList,
  getRebateSummary,
} from '../../src/services/bonus.api';

let reply: unknown;
const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }),
);
const sent = () => {
  const [input, init] = fetch.mock.lastCall ?? [];
  return {
    url: new URL(String(input), 'http://app.test'),
    method: init?.method,
    headers: new Headers(init?.headers),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
};

beforeEach(() => {
  fetch.mockClear();
  configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'en_US', getToken: () => 'tok' });
});

describe('bonus.api', () => {
  it('reads the level detail and pages the bonus list, with the state filter only when chosen', async () => {
    reply = { code: 200, msg: 'ok', data: { level: 2, pendingCount: 1 } };
    await expect(getLevelBonusDetail()).resolves.toMatchObject({ level: 2, pendingCount: 1 });
    expect(sent().url.pathname).toBe('/user-api/levelBonus/getDetail');
    reply = { code: 200, msg: 'ok', data: { rows: [{ id: 1 }], total: 3 } };
    await expect(getLevelBonusList({ page: 2, limit: 10, state: 'pending' })).resolves.toEqual({ rows: [{ id: 1 }], total: 3 });
    expect(sent().url.pathname).toBe('/user-api/levelBonus/list');
    expect(Object.fromEntries(sent().url.searchParams)).toEqual({ page: '2', limit: '10', state: 'pending', lang: 'en_US' });
    await getLevelBonusList({ page: 1, limit: 10 });
    expect(sent().url.searchParams.has('state')).toBe(false);
  });

  it('claims a bonus and a rebate by id with the caller’s key, the same key on a retry', async () => {
    reply = { code: 200, msg: 'ok', data: { amount: 50, wallet: 150 } };
    await expect(claimLevelBonus(7, 'key-one-12345')).resolves.toEqual({ amount: 50, wallet: 150 });
    expect(sent()).toMatchObject({ method: 'POST', body: { id: 7 } });
    expect(sent().url.pathname).toBe('/user-api/levelBonus/claim/7');
    expect(sent().headers.get('Idempotency-Key')).toBe('key-one-12345');
    await claimLevelBonus(7, 'key-one-12345');
    expect(sent().headers.get('Idempotency-Key')).toBe('key-one-12345');
    await claimRebate(9, 'key-two-12345');
    expect(sent().url.pathname).toBe('/user-api/rebate/claim/9');
    expect(sent().headers.get('Idempotency-Key')).toBe('key-two-12345');
  });

  it('claims of two bonuses at once both arrive: neither aborts the other', async () => {
    reply = { code: 200, msg: 'ok', data: { amount: 1, wallet: 2 } };
    await expect(Promise.all([claimLevelBonus(1, 'key-a-123456'), claimLevelBonus(2, 'key-b-123456')])).resolves.toHaveLength(2);
  });

  it('reads the rebate summary and list, and a null page as empty', async () => {
    reply = { code: 200, msg: 'ok', data: { accruingToday: 1.5, claimableTotal: 3, rates: [] } };
    await expect(getRebateSummary()).resolves.toMatchObject({ claimableTotal: 3 });
    expect(sent().url.pathname).toBe('/user-api/rebate/summary');
    reply = { code: 200, msg: 'ok', data: null };
    await expect(getRebateList({ page: 1, limit: 10 })).resolves.toEqual({ rows: [], total: 0 });
    expect(sent().url.pathname).toBe('/user-api/rebate/list');
    expect(Object.fromEntries(sent().url.searchParams)).toEqual({ page: '1', limit: '10', lang: 'en_US' });
  });

  it('reads the next level schedule, null while the site has it off', async () => {
    reply = { code: 200, msg: 'ok', data: null };
    await expect(getNextLevelSchedule()).resolves.toBeNull();
    expect(sent().url.pathname).toBe('/user-api/user/getNextLevelSchedule');
    reply = { code: 200, msg: 'ok', data: { currentLevel: 1, nextLevel: 2, schedule: 40 } };
    await expect(getNextLevelSchedule()).resolves.toMatchObject({ schedule: 40 });
  });
});
