// Comments on a game (SPEC.md §2 gameDetail, Comment tab): a scored comment or an unscored reply
// to a top-level comment, plain text of COMMENT_MIN..MAX_LENGTH after trimming, control characters
// refused; listed newest first with replies nested oldest first and names masked; deleted (softly)
// by the writer only; the detail page's score and count follow.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '../../../src/domain/game';
import type { GameComment, GameDetail } from '../../../src/domain/game.schema';
import type { Page } from '../../../src/domain/trade';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { gameIdOf, newGamePlayer } from './games-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('game comments ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  const post = async (token: string | null, gameId: number, payload: Record<string, unknown>, lang = 'en_US') =>
    body<GameComment>(await call({ method: 'POST', url: `/user-api/game/comment/${gameId}?lang=${lang}`, headers: token ? bearer(token) : {}, payload }));
  const list = async (gameId: number, token?: string, query = '') =>
    body<Page<GameComment>>(await call({ method: 'GET', url: `/user-api/game/comment/list/${gameId}${query}`, headers: token ? bearer(token) : {} })).data;
  const remove = async (token: string, id: number, lang = 'en_US') => body(await call({ method: 'DELETE', url: `/user-api/game/comment/${id}?lang=${lang}`, headers: bearer(token) }));

  it('posts scored comments and replies, lists them nested with names masked, and updates the detail page', async () => {
    const { services } = ctx();
    const liza = await newGamePlayer(call, services, 'liza_talks', '09172220001');
    const marco = await newGamePlayer(call, services, 'marco', '09172220002');
    const game = await gameIdOf(services, 'lucky-lanterns');

    const first = await post(liza.token, game, { content: '  Lovely lanterns, smooth spins.  ', score: 5 });
    expect(first.data).toMatchObject({ content: 'Lovely lanterns, smooth spins.', score: 5, parentId: null, playerName: 'li***ks', mine: true, replies: [] });
    const second = await post(marco.token, game, { content: 'Too few bonus rounds', score: 2 });
    const reply = await post(marco.token, game, { content: 'Agree, the music is great', parentId: first.data.id });
    expect(reply.data).toMatchObject({ parentId: first.data.id, score: null, playerName: 'm***o' });
    const markup = await post(liza.token, game, { content: '<img src=x onerror=alert(1)> stays text', parentId: first.data.id });
    expect(markup.data.content).toBe('<img src=x onerror=alert(1)> stays text');

    const asLiza = await list(game, liza.token);
    expect(asLiza.total).toBe(2);
    expect(asLiza.rows.map((comment) => comment.id)).toEqual([second.data.id, first.data.id]);
    expect(asLiza.rows[1]?.replies.map((comment) => [comment.content, comment.mine])).toEqual([
      ['Agree, the music is great', false],
      ['<img src=x onerror=alert(1)> stays text', true],
    ]);
    expect(asLiza.rows.map((comment) => comment.mine)).toEqual([false, true]);
    const asGuest = await list(game);
    expect(asGuest.rows.every((comment) => !comment.mine && comment.replies.every((item) => !item.mine))).toBe(true);
    expect((await list(game, undefined, '?page=2&limit=1')).rows.map((comment) => comment.id)).toEqual([first.data.id]);

    const detail = body<GameDetail>(await call({ method: 'GET', url: `/user-api/game/info/${game}` })).data;
    expect(detail).toMatchObject({ score: 3.5, commentCount: 2 });
  });

  it('refuses bad comments with localized messages and writes nothing', async () => {
    const { services } = ctx();
    const liza = await newGamePlayer(call, services, 'liza_rules', '09172220003');
    const game = await gameIdOf(services, 'royal-roulette');
    const other = await gameIdOf(services, 'jacks-or-better');
    const top = (await post(liza.token, game, { content: 'Fair wheel', score: 4 })).data;
    const reply = (await post(liza.token, game, { content: 'Indeed', parentId: top.id })).data;

    expect(await post(null, game, { content: 'No token', score: 3 })).toMatchObject({ code: 401 });
    expect(await post(liza.token, game, { content: ' x ', score: 3 })).toMatchObject({ code: 400, msg: 'A comment must be at least 2 characters' });
    expect(await post(liza.token, game, { content: 'y'.repeat(COMMENT_MAX_LENGTH + 1), score: 3 }, 'zh_CN')).toMatchObject({ code: 400, msg: '评论最多 500 个字' });
    expect((await post(liza.token, game, { content: 'z'.repeat(COMMENT_MAX_LENGTH), score: 3 })).code).toBe(200);
    expect(await post(liza.token, game, { content: 'No score' })).toMatchObject({ code: 400, msg: 'Please give the game a score from 1 to 5' });
    expect((await post(liza.token, game, { content: 'Score six', score: 6 })).code).toBe(400);
    expect((await post(liza.token, game, { content: 'Score zero', score: 0 })).code).toBe(400);
    expect((await post(liza.token, game, { content: 'Half a star', score: 3.5 })).code).toBe(400);
    expect(await post(liza.token, game, { content: 'Reply with score', parentId: top.id, score: 5 })).toMatchObject({ code: 400, msg: 'A reply cannot carry a score' });
    expect(await post(liza.token, game, { content: 'Reply to a reply', parentId: reply.id })).toMatchObject({ code: 500, msg: 'This comment does not exist or has been deleted' });
    expect((await post(liza.token, other, { content: 'Reply on another game', parentId: top.id })).code).toBe(500);
    expect((await post(liza.token, game, { content: 'Reply to nothing', parentId: 99_999 })).code).toBe(500);
    expect((await post(liza.token, game, { content: 'Line one\nline two', score: 3 })).code).toBe(400);
    expect((await post(liza.token, game, { content: 'Bell \u0007 here', score: 3 })).code).toBe(400);
    expect((await post(liza.token, 99_999, { content: 'Unknown game', score: 3 }, 'th_TH')).msg).toBe('ไม่มีเกมนี้หรือเกมนี้ไม่เปิดให้บริการแล้ว');
    expect(body(await call({ method: 'GET', url: '/user-api/game/comment/list/99999' })).code).toBe(500);

    const stored = (await ctx().app.db.execute(sql`select count(*)::int as n from game_comment`)) as unknown as { rows: { n: number }[] };
    expect(stored.rows[0]?.n).toBe(3);
  });

  it("deletes the writer's own comment only; a deleted comment leaves the list with its replies", async () => {
    const { services } = ctx();
    const liza = await newGamePlayer(call, services, 'liza_del', '09172220004');
    const marco = await newGamePlayer(call, services, 'marco_del', '09172220005');
    const game = await gameIdOf(services, 'jacks-or-better');
    const lizas = (await post(liza.token, game, { content: 'Held the kings, hit a full house', score: 5 })).data;
    const marcos = (await post(marco.token, game, { content: 'Nice one', parentId: lizas.id })).data;

    expect(await remove(marco.token, lizas.id, 'ms_MY')).toMatchObject({ code: 500, msg: 'Anda hanya boleh memadam komen anda sendiri' });
    expect((await list(game)).total).toBe(1);
    expect(body(await call({ method: 'DELETE', url: `/user-api/game/comment/${lizas.id}` })).code).toBe(401);

    expect(await remove(marco.token, marcos.id)).toMatchObject({ code: 200 });
    expect((await list(game)).rows[0]?.replies).toEqual([]);
    expect(await remove(liza.token, lizas.id)).toMatchObject({ code: 200 });
    expect(await list(game)).toEqual({ rows: [], total: 0 });
    expect(await remove(liza.token, lizas.id)).toMatchObject({ code: 500, msg: 'This comment does not exist or has been deleted' });
    // Soft: the rows stay, stamped.
    const kept = (await ctx().app.db.execute(sql`select count(*)::int as n from game_comment where deleted_at is not null`)) as unknown as { rows: { n: number }[] };
    expect(kept.rows[0]?.n).toBe(2);
    expect(body<GameDetail>(await call({ method: 'GET', url: `/user-api/game/info/${game}` })).data).toMatchObject({ score: null, commentCount: 0 });
  });
});
