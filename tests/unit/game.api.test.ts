// The catalogue endpoint functions over the configured client: paths, queries, bodies, and the
// shapes they return (a mark's reply read the same for favorite and like; a null list is empty).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import { deleteComment, getComments, getMyGames, getTagGames, postComment, searchGames, setFavorite, setLike } from '../../src/services/game.api';

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
  configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'en_US', getToken: () => 'tok' });
});

describe('game.api', () => {
  it('reads a favorite and a like reply the same way', async () => {
    reply = { code: 200, msg: 'ok', data: { favorite: true, count: 3 } };
    await expect(setFavorite(7, true)).resolves.toEqual({ on: true, count: 3 });
    expect(sent()).toMatchObject({ method: 'POST', body: { on: true } });
    expect(sent().url.pathname).toBe('/user-api/game/favorite/7');
    reply = { code: 200, msg: 'ok', data: { liked: false, count: 0 } };
    await expect(setLike(7, false)).resolves.toEqual({ on: false, count: 0 });
    expect(sent().url.pathname).toBe('/user-api/game/like/7');
  });

  it('marks on two games are both sent: neither aborts the other', async () => {
    reply = { code: 200, msg: 'ok', data: { favorite: true, count: 1 } };
    await expect(Promise.all([setFavorite(1, true), setFavorite(2, true)])).resolves.toHaveLength(2);
  });

  it('pages search, my games and comments with page and limit', async () => {
    reply = { code: 200, msg: 'ok', data: { rows: [], total: 0 } };
    await searchGames('lan', { page: 2, limit: 20 });
    expect(Object.fromEntries(sent().url.searchParams)).toMatchObject({ name: 'lan', page: '2', limit: '20' });
    await getMyGames('history', { page: 1, limit: 20 });
    expect(sent().url.pathname).toBe('/user-api/game/recent/list');
    await getMyGames('liked', { page: 1, limit: 20 });
    expect(sent().url.pathname).toBe('/user-api/game/like/list');
    await getComments(3, { page: 1, limit: 10 });
    expect(sent().url.pathname).toBe('/user-api/game/comment/list/3');
  });

  it('posts a comment or a reply, deletes by id, and reads a null list as empty', async () => {
    reply = { code: 200, msg: 'ok', data: { id: 9 } };
    await postComment(3, { content: 'Nice', parentId: 5 });
    expect(sent()).toMatchObject({ method: 'POST', body: { content: 'Nice', parentId: 5 } });
    reply = { code: 200, msg: 'ok', data: null };
    await deleteComment(9);
    expect(sent()).toMatchObject({ method: 'DELETE' });
    expect(sent().url.pathname).toBe('/user-api/game/comment/9');
    await expect(getTagGames(4)).resolves.toEqual([]);
    expect(sent().url.pathname).toBe('/user-api/game/gavigationTag/4');
  });
});
