// A player's own game lists (SPEC.md §2 myGames, account): favorites and likes set by `on` (a
// repeat changes nothing) with the game's counts, listed newest first; recently played recorded at
// launch (catalogue.markPlayed), newest first, only the newest 50 kept; each needs a token.
import { describe, expect, it } from 'vitest';
import type { GameDetail, GameItem } from '../../../src/domain/game.schema';
import type { Page } from '../../../src/domain/trade';
import { RECENT_GAMES_KEPT } from '../../../server/modules/games/player-marks.repository';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { gameIdOf, newGamePlayer } from './games-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('player game lists ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  const mark = async (kind: 'favorite' | 'like', token: string, gameId: number | string, on: unknown) =>
    body<{ favorite?: boolean; liked?: boolean; count: number }>(await call({ method: 'POST', url: `/user-api/game/${kind}/${gameId}`, headers: bearer(token), payload: { on } }));
  const list = async (path: string, token: string) => body<Page<GameItem>>(await call({ method: 'GET', url: `/user-api/game/${path}`, headers: bearer(token) })).data;
  const detail = async (gameId: number, token?: string) =>
    body<GameDetail>(await call({ method: 'GET', url: `/user-api/game/info/${gameId}`, headers: token ? bearer(token) : {} })).data;

  it('favorites and likes are idempotent toggles with counts, listed newest first and shown on the detail page', async () => {
    const { services } = ctx();
    const liza = await newGamePlayer(call, services, 'liza_fav', '09171230001');
    const marco = await newGamePlayer(call, services, 'marco_fav', '09171230002');
    const roulette = await gameIdOf(services, 'royal-roulette');
    const poker = await gameIdOf(services, 'jacks-or-better');

    expect((await mark('favorite', liza.token, roulette, true)).data).toEqual({ favorite: true, count: 1 });
    expect((await mark('favorite', liza.token, roulette, true)).data).toEqual({ favorite: true, count: 1 });
    expect((await mark('favorite', marco.token, roulette, true)).data).toEqual({ favorite: true, count: 2 });
    expect((await mark('favorite', liza.token, poker, true)).data).toEqual({ favorite: true, count: 1 });
    expect((await mark('like', liza.token, poker, true)).data).toEqual({ liked: true, count: 1 });

    expect((await list('favorite/list', liza.token)).rows.map((item) => item.id)).toEqual([poker, roulette]);
    expect((await list('like/list', liza.token)).rows.map((item) => item.id)).toEqual([poker]);
    expect((await list('like/list', marco.token)).total).toBe(0);

    expect(await detail(roulette, liza.token)).toMatchObject({ favorite: true, liked: false, favoriteCount: 2, likeCount: 0 });
    expect(await detail(poker, liza.token)).toMatchObject({ favorite: true, liked: true, likeCount: 1 });
    // A guest, or a stale token, reads the page as a guest.
    expect(await detail(poker)).toMatchObject({ favorite: false, liked: false, likeCount: 1 });
    expect(await detail(poker, 'not-a-real-token')).toMatchObject({ favorite: false, liked: false });

    expect((await mark('favorite', liza.token, roulette, false)).data).toEqual({ favorite: false, count: 1 });
    expect((await mark('favorite', liza.token, roulette, false)).data).toEqual({ favorite: false, count: 1 });
    expect((await list('favorite/list', liza.token)).rows.map((item) => item.id)).toEqual([poker]);
  });

  it('refuses without a token, for an unknown game, and with a body that is not on/off', async () => {
    const { services } = ctx();
    const liza = await newGamePlayer(call, services, 'liza_bad', '09171230003');
    const roulette = await gameIdOf(services, 'royal-roulette');
    expect(body(await call({ method: 'POST', url: `/user-api/game/favorite/${roulette}`, payload: { on: true } })).code).toBe(401);
    expect(body(await call({ method: 'GET', url: '/user-api/game/recent/list' })).code).toBe(401);
    expect(body(await call({ method: 'GET', url: '/user-api/game/like/list' })).code).toBe(401);
    expect((await mark('like', liza.token, 99_999, true)).code).toBe(500);
    expect((await mark('like', liza.token, roulette, 'yes')).code).toBe(400);
    expect((await mark('like', liza.token, roulette, undefined)).code).toBe(400);
    expect((await list('like/list', liza.token)).total).toBe(0);
  });

  it('recently played: a launch tops the list; only the newest are kept', async () => {
    const { services } = ctx();
    const liza = await newGamePlayer(call, services, 'liza_recent', '09171230004');
    const lanterns = await gameIdOf(services, 'lucky-lanterns');
    const roulette = await gameIdOf(services, 'royal-roulette');
    await services.catalogue.markPlayed(liza.id, lanterns);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await services.catalogue.markPlayed(liza.id, roulette);
    expect((await list('recent/list', liza.token)).rows.map((item) => item.id)).toEqual([roulette, lanterns]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await services.catalogue.markPlayed(liza.id, lanterns);
    const recent = await list('recent/list', liza.token);
    expect(recent).toMatchObject({ total: 2 });
    expect(recent.rows.map((item) => item.id)).toEqual([lanterns, roulette]);
    await expect(services.catalogue.markPlayed(liza.id, 99_999)).rejects.toMatchObject({ messageKey: 'server.games.gameNotFound' });

    // Fill past the limit with games made for the purpose: the oldest leave.
    const { app } = ctx();
    const made = (await app.db.execute(
      `insert into game (maker_id, code, name, category_id) select m.id, 'filler-' || n, 'Filler ' || n, c.id from game_maker m, game_category c, generate_series(1, ${RECENT_GAMES_KEPT}) n where m.code = 'demo' and c.code = 'slots' returning id`,
    )) as unknown as { rows: { id: number }[] };
    app.changes.dropAll();
    for (const { id } of made.rows) await services.catalogue.markPlayed(liza.id, Number(id));
    const full = await list(`recent/list?limit=50`, liza.token);
    expect(full.total).toBe(RECENT_GAMES_KEPT);
    expect(full.rows.map((item) => item.id)).not.toContain(roulette);
    expect(full.rows[0]?.id).toBe(Number(made.rows.at(-1)?.id));
  });
});
