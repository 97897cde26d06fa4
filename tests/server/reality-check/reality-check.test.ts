// The reality check (issue 12): a player's reminder interval (60 minutes until chosen; 15, 30 or
// 60; off only while the site allows it, and an operator's change shows on the next request) and
// the reading of the open session — time since it opened and the net of the rounds played since,
// pulled from the maker first so the rounds of the last seconds count.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameSession } from '../../../src/domain/game-play.schema';
import type { RealityCheckSetting } from '../../../src/domain/reality-check.schema';
import { bearer, body, setFlags } from '../accounts/accounts-helpers';
import { TEST_DATABASES } from '../test-app';
import { useRealityWorld } from './reality-helpers';

describe.each(TEST_DATABASES)('reality check ($name)', (target) => {
  const { harness, clock, ctx, call, play, slot, reading, playRound } = useRealityWorld(target);

  const getSetting = async (token: string) => body<RealityCheckSetting>(await call({ method: 'GET', url: '/user-api/user/realityCheck?lang=en_US', headers: bearer(token) }));
  const putSetting = async (token: string, interval: unknown, lang = 'en_US') =>
    body<RealityCheckSetting>(await call({ method: 'PUT', url: `/user-api/user/realityCheck?lang=${lang}`, headers: bearer(token), payload: { interval } as Record<string, unknown> }));
  const storedRows = async () => ((await ctx().app.db.execute(sql`select player_id, interval_minutes from reality_check_setting`)) as unknown as { rows: unknown[] }).rows;

  it('reminds a new player every 60 minutes, and keeps the interval the player chooses', async () => {
    const { token } = await play.player();
    expect((await getSetting(token)).data).toEqual({ interval: 60, choices: [15, 30, 60], offAllowed: false });
    expect(await storedRows()).toEqual([]);
    const chosen = await putSetting(token, 15);
    expect(chosen.code, chosen.msg).toBe(200);
    expect(chosen.data.interval).toBe(15);
    expect((await getSetting(token)).data.interval).toBe(15);
    expect((await putSetting(token, 30)).data.interval).toBe(30);
    expect(await storedRows()).toHaveLength(1);
  });

  it('refuses an interval it does not offer, and "off" while the site does not allow it, changing nothing', async () => {
    const { token } = await play.player();
    await putSetting(token, 30);
    const odd = await putSetting(token, 20);
    expect(odd).toMatchObject({ code: 400, msg: 'Choose a reminder every 15, 30, 60 minutes' });
    const off = await putSetting(token, null, 'th_TH');
    expect(off).toMatchObject({ code: 400, msg: 'เว็บไซต์นี้ไม่อนุญาตให้ปิดการแจ้งเตือนเวลาเล่น' });
    const text = body(await call({ method: 'PUT', url: '/user-api/user/realityCheck?lang=en_US', headers: bearer(token), payload: { interval: 'often' } }));
    expect(text.code).toBe(400);
    expect((await getSetting(token)).data.interval).toBe(30);
  });

  it('lets a player turn it off only while the site allows it; the operator taking that back reminds them again at once', async () => {
    const { token } = await play.player();
    await setFlags(ctx().services, { realityCheckOffAllowed: true });
    expect((await getSetting(token)).data.offAllowed).toBe(true);
    expect((await putSetting(token, null)).data).toEqual({ interval: null, choices: [15, 30, 60], offAllowed: true });
    await setFlags(ctx().services, { realityCheckOffAllowed: false });
    expect((await getSetting(token)).data).toEqual({ interval: 60, choices: [15, 30, 60], offAllowed: false });
  });

  it('answers only a logged-in player', async () => {
    const guest = body(await call({ method: 'GET', url: '/user-api/user/realityCheck?lang=en_US' }));
    expect(guest.code).toBe(401);
    const guestReading = body(await call({ method: 'GET', url: '/user-api/game/session/reality?lang=en_US' }));
    expect(guestReading.code).toBe(401);
  });

  it('reads the open session: time since it opened and wins minus bets of its rounds, including rounds not yet synced', async () => {
    const { token, id } = await play.player();
    expect((await reading(token)).data).toBeNull();

    // A first session whose round must not count in the next one.
    const first = body<GameSession>(await play.launch(token, slot(), { amount: 100, all: false })).data;
    playRound(id, 50_00n, 0n);
    await play.exit(token, first.sessionId);
    clock.advance(60);

    const session = body<GameSession>(await play.launch(token, slot(), { amount: 300, all: false })).data;
    playRound(id, 100_00n, 0n); // lose 100
    playRound(id, 50_00n, 200_00n); // win 200 on 50
    clock.advance(15 * 60);
    const read = await reading(token);
    expect(read.code, read.msg).toBe(200);
    expect(read.data).toMatchObject({ sessionId: session.sessionId, gameId: slot(), elapsedSeconds: 900, rounds: 2, bet: 150, win: 200, net: 50 });

    playRound(id, 120_00n, 0n);
    clock.advance(30);
    expect((await reading(token)).data).toMatchObject({ elapsedSeconds: 930, rounds: 3, bet: 270, win: 200, net: -70 });

    // The maker not answering leaves the reading at what is recorded.
    harness.maker.failNext('rounds', 'timeoutBefore');
    playRound(id, 10_00n, 0n);
    expect((await reading(token)).data).toMatchObject({ rounds: 3, net: -70 });
    expect(harness.log.lines.map((line) => line.message)).toContain('Reality check: round sync failed');

    await play.exit(token, session.sessionId);
    expect((await reading(token)).data).toBeNull();
    await play.ledgerClean();
  });

  it.runIf(target.name === 'postgres')('keeps one row per player when choices race', async () => {
    const { token } = await play.player();
    const replies = await Promise.all([15, 30, 60, 15, 30, 60].map((interval) => putSetting(token, interval)));
    expect(replies.every((reply) => reply.code === 200)).toBe(true);
    expect(await storedRows()).toHaveLength(1);
    expect([15, 30, 60]).toContain((await getSetting(token)).data.interval);
  });
});
