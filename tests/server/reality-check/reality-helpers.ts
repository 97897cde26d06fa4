// The world the reality check's tests share: the app on a test clock, a maker that stamps its
// rounds with that clock, the seeded slot, and the reading as the frame asks for it.
import { beforeEach } from 'vitest';
import type { RealityReading } from '../../../src/domain/reality-check.schema';
import { bearer, body, caller, useTestClock } from '../accounts/accounts-helpers';
import { PlayHarness, seededGames } from '../play/play-harness';
import { playCalls } from '../play/play-helpers';
import { useTestApp, type TestDatabaseTarget } from '../test-app';

export function useRealityWorld(target: TestDatabaseTarget) {
  const harness = new PlayHarness();
  const clock = useTestClock();
  const ctx = useTestApp(target, { services: { ...harness.serviceOptions(), now: clock.now } });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, (playerId) => harness.maker.balances.get(playerId) ?? 0n);
  // Set before each test: a holder, not a reassigned variable (the hooks' lint rule).
  const seeded = { slot: 0 };
  beforeEach(async () => {
    harness.reset();
    seeded.slot = (await seededGames(ctx().services)).slot.id;
  });
  return {
    harness,
    clock,
    ctx,
    call,
    play,
    /** The seeded slot's game id (set before each test). */
    slot: () => seeded.slot,
    reading: async (token: string) => body<RealityReading | null>(await call({ method: 'GET', url: '/user-api/game/session/reality?lang=en_US', headers: bearer(token) })),
    /** The maker stamps a round with its own clock: here, the test's. */
    playRound(playerId: number, bet: bigint, win: bigint) {
      harness.maker.playRound(playerId, bet, win).finishedAt = clock.now();
    },
  };
}
