// The game catalogue (issue 9 "Catalogue and lists"): the seeded makers, games and tags; every
// list by category, maker and tag; search by name (server-side, paged, any case, LIKE characters
// matching themselves, localized refusals); the detail page; maintenance switched by the operator
// showing on the next request; the home lists computed from recorded rounds only.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CategoryMakerGames, GameCategory, GameDetail, GameHome, GameItem, GameMaker, GameNavigationTag } from '../../../src/domain/game.schema';
import type { Page } from '../../../src/domain/trade';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { HOME_MIN_RECOMPUTE_MS } from '../../../server/modules/games/home.service';
import { SEED_GAMES } from '../../../server/modules/games/game-seed';
import { body, caller } from '../accounts/accounts-helpers';
import { fundGameWallet, gameIdOf, makerRound, newGamePlayer } from './games-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('game catalogue ($name)', (target) => {
  let time = Date.now();
  const ctx = useTestApp(target, { services: { now: () => new Date(time) } });
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);
  const get = async <T>(url: string, lang = 'en_US') => body<T>(await call({ method: 'GET', url: `/user-api${url}${url.includes('?') ? '&' : '?'}lang=${lang}` }));
  /** Past the home lists' once-a-second recompute limit, as the next request after a round would be. */
  const later = () => {
    time += HOME_MIN_RECOMPUTE_MS + 1;
  };

  it('seeds the five categories, the demo maker with four open games, the seamless maker with the shootout, and other makers in maintenance', async () => {
    const categories = (await get<GameCategory[]>('/game/category/list')).data;
    expect(categories.map((category) => category.code)).toEqual(['slots', 'poker', 'table', 'fishing', 'sports']);
    const makers = (await get<GameMaker[]>('/game/maker/list')).data;
    const demo = makers.find((maker) => maker.code === 'demo');
    expect(demo).toMatchObject({ name: 'Lantern Forge Studio', maintenance: false, gameCount: 4, logo: '/makers/demo.svg' });
    const seamless = makers.find((maker) => maker.code === 'seamless');
    expect(seamless).toMatchObject({ name: 'Lantern Forge Live', maintenance: false, gameCount: 1, logo: '/makers/seamless.svg' });
    expect(makers.filter((maker) => maker.code !== 'demo' && maker.code !== 'seamless').every((maker) => maker.maintenance && maker.gameCount > 0)).toBe(true);

    const demoGames = (await get<GameItem[]>(`/game/maker_game/${demo?.id}`)).data;
    expect(demoGames.map((item) => item.name).sort()).toEqual(['Deep Sea Blaster', 'Jacks or Better', 'Lucky Lanterns', 'Royal Roulette']);
    expect(demoGames.every((item) => !item.maintenance && item.makerCode === 'demo' && item.icon.startsWith('/games/'))).toBe(true);
    expect(demoGames.find((item) => item.name === 'Royal Roulette')).toMatchObject({ category: 'table', rtp: 97.3 });

    const fishing = categories.find((category) => category.code === 'fishing')!;
    const fishingGames = (await get<GameItem[]>(`/game/category_game/${fishing.id}`)).data;
    // The fishing rail leads with the game that plays; Bluefin Arcade's other title stays closed behind it.
    expect(fishingGames[0]).toMatchObject({ name: 'Deep Sea Blaster', makerCode: 'demo', maintenance: false, rtp: 96 });
    expect(fishingGames.length).toBeGreaterThan(1);
    expect(fishingGames.every((item) => item.category === 'fishing')).toBe(true);
    expect(fishingGames.slice(1).every((item) => item.maintenance)).toBe(true);
    const fishingMakers = (await get<GameMaker[]>(`/game/maker/list/bycategory/${fishing.id}`)).data;
    expect(fishingMakers.map((maker) => maker.code)).toEqual(['demo', 'bluefin']);

    // The sports category leads with the shootout the seamless maker plays from the wallet; the other title stays in maintenance.
    const sports = categories.find((category) => category.code === 'sports')!;
    const sportsGames = (await get<GameItem[]>(`/game/category_game/${sports.id}`)).data;
    expect(sportsGames[0]).toMatchObject({ name: 'Penalty Shootout', makerCode: 'seamless', maintenance: false, rtp: 95.73 });
    expect(sportsGames.slice(1).every((item) => item.maintenance)).toBe(true);

    const grouped = (await get<CategoryMakerGames[]>('/game/category_maker/gameList')).data;
    expect(grouped.map((entry) => entry.category.code)).toEqual(categories.map((category) => category.code));
    const slots = grouped.find((entry) => entry.category.code === 'slots')!;
    expect(slots.makers.map((entry) => entry.maker.code)).toEqual(['demo', 'goldenreel']);
    expect(slots.makers[0]?.games.map((item) => item.name)).toEqual(['Lucky Lanterns']);
    expect(slots.makers[0]?.maker.gameCount).toBe(1);

    const tags = (await get<GameNavigationTag[]>('/gameGavigationTag/list')).data;
    const classics = tags.find((tag) => tag.code === 'table-classics')!;
    expect(classics).toMatchObject({ name: 'Table classics', icon: '/games/tags/table-classics.svg' });
    const classicGames = (await get<GameItem[]>(`/game/gavigationTag/${classics.id}`)).data;
    expect(classicGames.map((item) => item.name).sort()).toEqual(['Jacks or Better', 'Royal Roulette']);
    expect(classicGames.every((item) => item.tags.includes('table-classics'))).toBe(true);

    expect((await get<GameItem[]>('/game/newGames')).data.length).toBeGreaterThanOrEqual(9);
  });

  it('migration 0032 moves a site seeded before it to the Deep Sea Blaster a fresh seed writes, once', async () => {
    const { db } = ctx().database;
    const row = () =>
      db.execute(sql`select m.code as maker, g.developer, g.description, g.how_to_play, g.rtp_basis_points, g.maintenance,
        (select count(*)::int from game_tag gt join game_navigation_tag t on t.id = gt.tag_id where gt.game_id = g.id and t.code = 'provably-fair') as fair_tags
        from game g join game_maker m on m.id = g.maker_id where g.code = 'deep-sea-blaster'`) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
    const seeded = (await row()).rows;
    // As the seed before it wrote the title: Bluefin Arcade's, in maintenance, no stated return, no fairness tag.
    await db.execute(sql`delete from game_tag where game_id = (select id from game where code = 'deep-sea-blaster')`);
    await db.execute(sql`update game set maker_id = (select id from game_maker where code = 'bluefin'), developer = 'Bluefin Arcade', description = 'old', how_to_play = 'old', rtp_basis_points = null, maintenance = true where code = 'deep-sea-blaster'`);
    const migration = readFileSync(new URL('../../../server/db/migrations/0032_deep_sea_blaster_plays.sql', import.meta.url), 'utf8');
    for (let run = 0; run < 2; run += 1) for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const seed = SEED_GAMES.find((entry) => entry.code === 'deep-sea-blaster')!;
    expect((await row()).rows).toEqual([{ maker: 'demo', developer: seed.developer, description: seed.description, how_to_play: seed.howToPlay, rtp_basis_points: seed.rtpBasisPoints, maintenance: false, fair_tags: 1 }]);
    expect((await row()).rows).toEqual(seeded);
  });

  it('answers unknown and malformed ids with a coded, localized error', async () => {
    expect(await get('/game/category_game/999')).toMatchObject({ code: 500, msg: 'This game category does not exist' });
    expect(await get('/game/maker_game/999', 'zh_CN')).toMatchObject({ code: 500, msg: '该游戏厂商不存在' });
    expect(await get('/game/gavigationTag/999')).toMatchObject({ code: 500, msg: 'This game list does not exist' });
    expect(await get('/game/info/999', 'th_TH')).toMatchObject({ code: 500, msg: 'ไม่มีเกมนี้หรือเกมนี้ไม่เปิดให้บริการแล้ว' });
    expect((await get('/game/info/abc')).code).toBe(400);
    expect((await get('/game/category_game/0')).code).toBe(400);
  });

  it('searches names server-side: any case, paged, LIKE characters match themselves, bad input refused', async () => {
    const found = (await get<Page<GameItem>>('/game/search?name=LUCKY')).data;
    expect(found).toEqual({ total: 1, rows: [expect.objectContaining({ name: 'Lucky Lanterns' })] });
    // "o" is in five names; two pages of two and one of one.
    const first = (await get<Page<GameItem>>('/game/search?name=o&page=1&limit=2')).data;
    const third = (await get<Page<GameItem>>('/game/search?name=o&page=3&limit=2')).data;
    expect(first.total).toBeGreaterThan(4);
    expect(first.rows).toHaveLength(2);
    expect([...first.rows.map((item) => item.name)]).toEqual([...first.rows.map((item) => item.name)].sort((a, b) => a.localeCompare(b)));
    expect(third.rows.length).toBeGreaterThan(0);

    // % and _ are wildcards to LIKE; searched for, they must match only themselves.
    expect((await get<Page<GameItem>>(`/game/search?name=${encodeURIComponent('%')}`)).data).toEqual({ rows: [], total: 0 });
    expect((await get<Page<GameItem>>(`/game/search?name=${encodeURIComponent('_')}`)).data).toEqual({ rows: [], total: 0 });
    expect((await get<Page<GameItem>>(`/game/search?name=${encodeURIComponent('\\')}`)).data).toEqual({ rows: [], total: 0 });
    await ctx().app.db.execute(sql`insert into game (maker_id, code, name, category_id) select id, 'pct', '100% Wild_Fruits', (select id from game_category where code = 'slots') from game_maker where code = 'goldenreel'`);
    ctx().app.changes.dropAll(); // written behind the catalogue's back; an operator's command would announce it
    expect((await get<Page<GameItem>>(`/game/search?name=${encodeURIComponent('0% w')}`)).data.rows.map((item) => item.name)).toEqual(['100% Wild_Fruits']);
    expect((await get<Page<GameItem>>(`/game/search?name=${encodeURIComponent('d_f')}`)).data.rows.map((item) => item.name)).toEqual(['100% Wild_Fruits']);
    expect((await get<Page<GameItem>>(`/game/search?name=${encodeURIComponent('d%f')}`)).data.total).toBe(0);

    expect(await get('/game/search?name=%20%20')).toMatchObject({ code: 400, msg: 'Enter at least 1 character of a game name' });
    expect(await get(`/game/search?name=${'x'.repeat(51)}`, 'ms_MY')).toMatchObject({ code: 400, msg: 'Nama permainan yang dicari boleh mempunyai paling banyak 50 aksara' });
    expect((await get('/game/search?name=a&limit=500')).code).toBe(400);
    expect((await get(`/game/search?name=${encodeURIComponent('a\u0000')}`)).code).toBe(400);
  });

  it('shows the detail page to a guest with its texts and counts', async () => {
    const id = await gameIdOf(ctx().services, 'royal-roulette');
    const detail = (await get<GameDetail>(`/game/info/${id}`)).data;
    expect(detail).toMatchObject({ id, name: 'Royal Roulette', developer: 'Lantern Forge Studio', favorite: false, liked: false, likeCount: 0, playCount: 0, score: null, commentCount: 0 });
    expect(detail.description).toContain('single-zero');
    expect(detail.howToPlay).toContain('35 to 1');
  });

  it('maintenance by the operator shows on the next request; game list names every game', async () => {
    const listed = await ops('game', 'list');
    expect(listed.exitCode).toBe(EXIT_OK);
    expect(listed.output).toContain('lucky-lanterns');
    expect(listed.output).toContain('97.30 %');

    const id = await gameIdOf(ctx().services, 'lucky-lanterns');
    expect((await get<GameDetail>(`/game/info/${id}`)).data.maintenance).toBe(false);
    expect((await get<GameHome>('/game/home')).data.trending.find((item) => item.id === id)?.maintenance).toBe(false);
    expect((await ops('game', 'maintenance', 'on', 'lucky-lanterns')).exitCode).toBe(EXIT_OK);
    expect((await get<GameDetail>(`/game/info/${id}`)).data.maintenance).toBe(true);
    // At once, even within the second in which round landings are held back.
    expect((await get<GameHome>('/game/home')).data.trending.find((item) => item.id === id)?.maintenance).toBe(true);
    expect((await ops('game', 'maintenance', 'off', String(id))).exitCode).toBe(EXIT_OK);
    expect((await get<GameDetail>(`/game/info/${id}`)).data.maintenance).toBe(false);

    expect((await ops('game', 'maintenance', 'on', 'demo')).exitCode).toBe(EXIT_OK);
    expect((await get<GameMaker[]>('/game/maker/list')).data.find((maker) => maker.code === 'demo')?.maintenance).toBe(true);
    expect((await get<GameDetail>(`/game/info/${id}`)).data.maintenance).toBe(true);
    expect((await ops('game', 'maintenance', 'off', 'demo')).exitCode).toBe(EXIT_OK);

    expect((await ops('game', 'maintenance', 'sideways', 'demo')).exitCode).toBe(EXIT_REFUSED);
    expect((await ops('game', 'maintenance', 'on', 'no-such-game')).exitCode).toBe(EXIT_REFUSED);
  });

  it('serves the lists from memory until a change is announced', async () => {
    const before = (await get<GameMaker[]>('/game/maker/list')).data;
    await ctx().app.db.execute(sql`update game_maker set name = 'Renamed by hand' where code = 'demo'`);
    expect((await get<GameMaker[]>('/game/maker/list')).data).toEqual(before);
    await ops('game', 'maintenance', 'off', 'demo');
    expect((await get<GameMaker[]>('/game/maker/list')).data.find((maker) => maker.code === 'demo')?.name).toBe('Renamed by hand');
  });

  it('migration 0033 moves a site\'s seeded Penalty Shootout, in maintenance at North Peak, to the demo maker, open', async () => {
    const { db } = ctx().database;
    // As a site seeded before the shootout played had it.
    await db.execute(sql`update game set maker_id = (select id from game_maker where code = 'northpeak'), developer = 'North Peak Sports', maintenance = true, rtp_basis_points = 9600 where code = 'penalty-shootout'`);
    await db.execute(sql`delete from game_tag where game_id = (select id from game where code = 'penalty-shootout') and tag_id = (select id from game_navigation_tag where code = 'provably-fair')`);
    const migration = readFileSync(new URL('../../../server/db/migrations/0033_penalty_shootout_plays.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const seeded = SEED_GAMES.find((item) => item.code === 'penalty-shootout')!;
    const rows = async () =>
      ((await db.execute(sql`select m.code as maker, g.developer, g.description, g.how_to_play, g.maintenance, g.rtp_basis_points, (select array_agg(t.code order by t.code) from game_tag gt join game_navigation_tag t on t.id = gt.tag_id where gt.game_id = g.id) as tags from game g join game_maker m on m.id = g.maker_id where g.code = 'penalty-shootout'`)) as unknown as { rows: unknown[] }).rows;
    expect(await rows()).toEqual([
      { maker: 'demo', developer: seeded.developer, description: seeded.description, how_to_play: seeded.howToPlay, maintenance: false, rtp_basis_points: seeded.rtpBasisPoints, tags: [...seeded.tags].sort() },
    ]);
    // An operator's own row (another developer) is left as it is.
    await db.execute(sql`update game set maker_id = (select id from game_maker where code = 'northpeak'), developer = 'Our own studio', maintenance = true where code = 'penalty-shootout'`);
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(await rows()).toMatchObject([{ maker: 'northpeak', developer: 'Our own studio', maintenance: true }]);
  });

  it('migration 0035 moves a site\'s Penalty Shootout from the demo maker to the seamless maker, adding that maker once', async () => {
    const { db } = ctx().database;
    // As a site seeded while the demo maker served the shootout had it: no seamless maker yet.
    await db.execute(sql`update game set maker_id = (select id from game_maker where code = 'demo') where code = 'penalty-shootout'`);
    await db.execute(sql`delete from game_maker where code = 'seamless'`);
    const migration = readFileSync(new URL('../../../server/db/migrations/0035_seamless_maker.sql', import.meta.url), 'utf8');
    // Its tables exist already; the statements after them move the game.
    const moves = migration.split('--> statement-breakpoint').filter((statement) => !/create (table|index|unique index)/i.test(statement));
    const maker = async () => ((await db.execute(sql`select m.code, m.name, m.maintenance from game g join game_maker m on m.id = g.maker_id where g.code = 'penalty-shootout'`)) as unknown as { rows: unknown[] }).rows;
    for (const statement of moves) await db.execute(sql.raw(statement));
    expect(await maker()).toEqual([{ code: 'seamless', name: 'Lantern Forge Live', maintenance: false }]);
    for (const statement of moves) await db.execute(sql.raw(statement));
    expect(((await db.execute(sql`select count(*)::int as n from game_maker where code = 'seamless'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('every rail lists the games a player can open first and the titles in maintenance last', async () => {
    const playableFirst = (games: GameItem[]) => {
      const firstClosed = games.findIndex((item) => item.maintenance);
      return firstClosed === -1 || games.slice(firstClosed).every((item) => item.maintenance);
    };
    const categories = (await get<GameCategory[]>('/game/category/list')).data;
    const tags = (await get<GameNavigationTag[]>('/gameGavigationTag/list')).data;
    const rails = async () => {
      const home = (await get<GameHome>('/game/home')).data;
      return {
        trending: home.trending,
        homeNew: home.newGames,
        newGames: (await get<GameItem[]>('/game/newGames')).data,
        ...Object.fromEntries(await Promise.all(categories.map(async (c) => [`category ${c.code}`, (await get<GameItem[]>(`/game/category_game/${c.id}`)).data]))),
        ...Object.fromEntries(await Promise.all(tags.map(async (tag) => [`tag ${tag.code}`, (await get<GameItem[]>(`/game/gavigationTag/${tag.id}`)).data]))),
      } as { trending: GameItem[]; homeNew: GameItem[] } & Record<string, GameItem[]>;
    };
    const seeded = await rails();
    // The seed's New rail mixes both: its newest titles are closed, yet the open ones lead.
    expect(seeded.homeNew.some((item) => item.maintenance) && seeded.homeNew.some((item) => !item.maintenance)).toBe(true);
    expect(seeded.homeNew[0]?.maintenance).toBe(false);
    for (const [rail, games] of Object.entries(seeded)) expect(playableFirst(games), rail).toBe(true);

    // A playable game the operator closes moves behind the open ones on the next request.
    expect((await ops('game', 'maintenance', 'on', 'lucky-lanterns')).exitCode).toBe(EXIT_OK);
    try {
      const closed = await rails();
      for (const [rail, games] of Object.entries(closed)) expect(playableFirst(games), rail).toBe(true);
      const slots = closed['category slots']!;
      expect(slots.at(-1)?.name === 'Lucky Lanterns' || slots.filter((item) => !item.maintenance).every((item) => item.name !== 'Lucky Lanterns')).toBe(true);
      expect(closed.trending.findIndex((item) => item.name === 'Lucky Lanterns')).toBeGreaterThanOrEqual(closed.trending.filter((item) => !item.maintenance).length);
    } finally {
      await ops('game', 'maintenance', 'off', 'lucky-lanterns');
    }
  });

  it('home lists come from recorded rounds only: trending, winners of all time and of the period, names masked', async () => {
    time = Date.now();
    const empty = (await get<GameHome>('/game/home')).data;
    expect(empty.topWinners).toEqual([]);
    expect(empty.dayWinners).toEqual([]);
    expect(empty.trending.length).toBeGreaterThan(0);
    // Without rounds the games a player can open come first, then those in maintenance (listed,
    // flagged), each group by name.
    const playable = empty.trending.filter((item) => !item.maintenance).map((item) => item.name);
    const closed = empty.trending.filter((item) => item.maintenance).map((item) => item.name);
    expect(playable.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);
    const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
    expect(empty.trending.map((item) => item.name)).toEqual([...byName(playable), ...byName(closed)]);
    expect(empty.newGames.length).toBeGreaterThan(0);

    const { services } = ctx();
    const liza = await newGamePlayer(call, services, 'liza_plays', '09171112233');
    const marco = await newGamePlayer(call, services, 'marco', '09179998877');
    await fundGameWallet(services, liza.id, 100_00n);
    await fundGameWallet(services, marco.id, 100_00n);
    const lastMonth = new Date(time - 40 * 24 * 3600 * 1000);
    await services.rounds.record('demo', [
      makerRound(liza.id, '1', 2_00n, 50_00n, { gameCode: 'royal-roulette' }),
      makerRound(marco.id, '2', 1_00n, 0n, { gameCode: 'jacks-or-better' }),
      makerRound(marco.id, '3', 1_00n, 7_50n, { gameCode: 'jacks-or-better' }),
      makerRound(marco.id, '4', 1_00n, 0n, { gameCode: 'jacks-or-better' }),
      makerRound(liza.id, '5', 1_00n, 90_00n, { gameCode: 'lucky-lanterns', finishedAt: lastMonth }),
    ]);
    // Within a second of the last recompute the copy just made is still served...
    expect((await get<GameHome>('/game/home')).data.topWinners).toEqual([]);
    later();
    // ...and after it, the request that finds the lists stale is answered the copy at hand while
    // they are recomputed behind it, so no request waits for rounds: a later one has them.
    expect((await get<GameHome>('/game/home')).data.topWinners).toEqual([]);
    await expect.poll(async () => (await get<GameHome>('/game/home')).data.topWinners.length).toBe(3);
    const home = (await get<GameHome>('/game/home')).data;
    expect(home.trending.slice(0, 2).map((item) => item.name)).toEqual(['Jacks or Better', 'Royal Roulette']);
    expect(home.topWinners.map((winner) => [winner.playerName, winner.gameName, winner.amount])).toEqual([
      ['li***ys', 'Lucky Lanterns', 90],
      ['li***ys', 'Royal Roulette', 50],
      ['m***o', 'Jacks or Better', 7.5],
    ]);
    expect(home.dayWinners.map((winner) => winner.amount)).toEqual([50, 7.5]);
    expect(home.weekWinners.map((winner) => winner.amount)).toEqual([50, 7.5]);
    expect(home.monthWinners.map((winner) => winner.amount)).toEqual([50, 7.5]);
    expect(JSON.stringify(home)).not.toContain('liza_plays');
    expect(home.topWinners[0]).toMatchObject({ gameIcon: '/games/lucky-lanterns.svg', time: lastMonth.getTime() });
    expect((await get<GameItem[]>('/game/hotGames')).data.map((item) => item.id)).toEqual(home.trending.map((item) => item.id));

    const detail = (await get<GameDetail>(`/game/info/${await gameIdOf(services, 'jacks-or-better')}`)).data;
    expect(detail.playCount).toBe(3);
  });
});
