// The verify page (issue 9 "a verify page recomputes any past round in the browser from the seeds
// and shows that it matches"):
//   loading  → GET /game/round/list (the player's own rounds, newest first; one game's with ?gameId)
//   list     → the rounds; MORE loads the next page; SELECT opens one
//   verifying → GET /game/round/info/{id}, then the round recomputed in the browser
//               (src/domain/round-verify.ts with the game's outcome mapping)
//   result   → hash ✓/✗, outcome ✓/✗, win ✓/✗; or "rotate the seed first" while it is unrevealed
// A round named in the address (?roundId=) opens directly.
import { assign, setup } from 'xstate';
import type { RoundRecord } from '../domain/game-play.schema';
import type { Page } from '../domain/trade';
import { errorOf, messageOf } from './failure-message';
import { verifyRoundActors, type VerifiedRound } from './verify-round.actors';

export const ROUNDS_PAGE_LIMIT = 20;

export interface VerifyRoundInput {
  gameId: number | null;
  roundId: number | null;
}

export interface VerifyRoundContext {
  gameId: number | null;
  rounds: RoundRecord[];
  total: number;
  page: number;
  selectedId: number | null;
  verified: VerifiedRound | null;
  error: string | null;
}

export type VerifyRoundEvent = { type: 'SELECT'; id: number } | { type: 'BACK' } | { type: 'MORE' } | { type: 'RETRY' };

export const verifyRoundMachine = setup({
  types: { input: {} as VerifyRoundInput, context: {} as VerifyRoundContext, events: {} as VerifyRoundEvent },
  actors: verifyRoundActors,
  guards: {
    roundNamed: ({ context }) => context.selectedId !== null,
    hasMore: ({ context }) => context.rounds.length < context.total,
  },
  actions: {
    takeFirstPage: assign((_, page: Page<RoundRecord>) => ({ rounds: page.rows, total: page.total, page: 1, error: null })),
    takeNextPage: assign(({ context }, page: Page<RoundRecord>) => ({
      // A round recorded meanwhile shifts the pages: one already shown is not listed twice.
      rounds: [...context.rounds, ...page.rows.filter((row) => !context.rounds.some((shown) => shown.id === row.id))],
      total: page.total,
      page: context.page + 1,
      error: null,
    })),
    select: assign({ selectedId: ({ event }) => (event.type === 'SELECT' ? event.id : null), verified: null, error: null }),
    takeVerified: assign({ verified: (_, verified: VerifiedRound) => verified, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearSelection: assign({ selectedId: null, verified: null, error: null }),
  },
}).createMachine({
  id: 'verifyRound',
  description: 'The player\'s rounds; one recomputed in the browser from its revealed seeds against what was recorded.',
  context: ({ input }) => ({ gameId: input.gameId, rounds: [], total: 0, page: 0, selectedId: input.roundId, verified: null, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'roundNamed', target: 'verifying' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRounds',
        src: 'loadRounds',
        input: ({ context }) => ({ page: 1, limit: ROUNDS_PAGE_LIMIT, gameId: context.gameId }),
        onDone: { target: 'list', actions: { type: 'takeFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    list: {
      initial: 'idle',
      on: { SELECT: { target: 'verifying', actions: 'select' } },
      states: {
        idle: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'loadMore',
            src: 'loadRounds',
            input: ({ context }) => ({ page: context.page + 1, limit: ROUNDS_PAGE_LIMIT, gameId: context.gameId }),
            onDone: { target: 'idle', actions: { type: 'takeNextPage', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'showError', params: errorOf } },
          },
        },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ id: context.selectedId ?? 0 }),
        onDone: { target: 'result', actions: { type: 'takeVerified', params: ({ event }) => event.output } },
        onError: { target: 'verifyFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    verifyFailed: { on: { RETRY: 'verifying', BACK: { target: 'loading', actions: 'clearSelection' } } },
    result: {
      on: {
        // Back to the list: loaded again, so a round played meanwhile (or a seed since revealed) shows.
        BACK: { target: 'loading', actions: 'clearSelection' },
        RETRY: 'verifying',
      },
    },
  },
});
