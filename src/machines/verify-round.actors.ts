// The calls the verify page makes, as named actors (tests provide their own). The outcome mappings
// are fetched with the round, so their code is on the verify page's chunk only.
import { fromPromise } from 'xstate';
import type { RoundRecord } from '../domain/game-play.schema';
import { checkRound, type RoundCheck } from '../domain/round-verify';
import type { Page } from '../domain/trade';
import { getRoundInfo, getRoundList } from '../services/game-play.api';

export interface VerifiedRound {
  round: RoundRecord;
  check: RoundCheck;
  /** The recomputed outcome in words (the game's own description), when it could be recomputed. */
  lines: string[];
  /** The recorded outcome in the same words, to read beside it. */
  recordedLines: string[];
}

export const verifyRoundActors = {
  loadRounds: fromPromise<Page<RoundRecord>, { page: number; limit: number; gameId: number | null }>(({ input }) =>
    getRoundList({ page: input.page, limit: input.limit, ...(input.gameId === null ? {} : { gameId: input.gameId }) }),
  ),
  verify: fromPromise<VerifiedRound, { id: number }>(async ({ input }) => {
    const [round, fair] = await Promise.all([getRoundInfo(input.id), import('../domain/fair-games/replay')]);
    const check = checkRound(round, fair.replayRound, fair.recordedOutcome);
    const describe = (outcome: unknown): string[] => {
      try {
        return fair.describeOutcome(round.gameCode, outcome);
      } catch {
        return [];
      }
    };
    return { round, check, lines: check.state === 'checked' ? describe(check.outcome) : [], recordedLines: describe(round.outcome) };
  }),
};
