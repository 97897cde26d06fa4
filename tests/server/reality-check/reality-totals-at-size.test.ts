// The reality check's reading sums the rounds of the player's open session, and its cost must not
// grow with how much the player played before it. The read found the player's rounds by
// game_round_player_idx (player, id) and tested each one's maker and finish time, so it took every
// round the player ever played, on every reading (each reminder, and each time the frame asks);
// or, by game_round_finished_idx, every round of every player since the session opened.
// A session now keeps the games module's highWater from its opening (migration 0046): its rounds
// are all recorded above it, and the read starts there. Counted, not timed: what the read took of
// game_round, from the transaction's own statistics.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameSession } from '../../../src/domain/game-play.schema';
import { body } from '../accounts/accounts-helpers';
import { tableReads } from '../games/games-helpers';
import { TEST_DATABASES } from '../test-app';
import { useRealityWorld } from './reality-helpers';

/** Rounds of the player's earlier session: enough that reading them is unmistakable. */
const EARLIER_ROUNDS = 300;
/** Other players playing meanwhile, and their rounds each: the casino around the session. */
const OTHERS = 20;
const OTHERS_ROUNDS = 150;

describe.each(TEST_DATABASES)('reality check totals at size ($name)', (target) => {
  const { clock, ctx, play, slot, reading, playRound } = useRealityWorld(target);

  it("reads the open session's rounds, not every round the player played before it, and still sums them", async () => {
    const { services, app } = ctx();
    const { token, id } = await play.player();
    // A long earlier session at the same maker, every round of it recorded by the exit's sync.
    const earlier = body<GameSession>(await play.launch(token, slot(), { amount: 100, all: false })).data;
    for (let round = 0; round < EARLIER_ROUNDS; round += 1) playRound(id, 1_00n, 1_00n);
    await play.exit(token, earlier.sessionId);
    clock.advance(60);

    const session = body<GameSession>(await play.launch(token, slot(), { amount: 300, all: false })).data;
    playRound(id, 100_00n, 0n);
    // The casino plays on meanwhile: a read by finish time would take all of their rounds.
    for (let other = 0; other < OTHERS; other += 1) {
      const player = await play.player(`other${other}`, `0917900${String(other).padStart(4, '0')}`, '10');
      expect((await play.launch(player.token, slot(), { amount: 10, all: false })).statusCode).toBe(200);
      for (let round = 0; round < OTHERS_ROUNDS; round += 1) playRound(player.id, 1_00n, 1_00n);
    }
    playRound(id, 50_00n, 200_00n);
    clock.advance(5 * 60);
    // Through the route: the reading syncs the two rounds and sums them alone.
    expect((await reading(token)).data).toMatchObject({ sessionId: session.sessionId, rounds: 2, bet: 150, win: 200, net: 50 });

    // Statistics as autovacuum (PostgreSQL) or the maintenance pass (PGlite) leave them.
    await app.db.execute(sql`analyze game_round`);
    const start = await services.play.openSessionStart(id);
    if (!start) throw new Error('The session is not open.');
    const { totals, read } = await app.db.transaction(async (tx) => {
      const before = await tableReads(tx, 'game_round', 'transaction');
      const totals = await services.rounds.totalsSince(id, start.makerCode, start.openedAt, start.roundsAfter, tx);
      return { totals, read: (await tableReads(tx, 'game_round', 'transaction')) - before };
    });
    expect(totals).toEqual({ rounds: 2, bet: 150_00n, win: 200_00n });
    // The session's two rounds, each an index entry and its row. From 0 the read took the earlier
    // session's rounds too (by player), or everyone's since the opening (by finish time).
    expect(read).toBeLessThanOrEqual(2 * 2);
    await play.ledgerClean();
  });
});
