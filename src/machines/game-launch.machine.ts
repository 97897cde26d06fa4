// The launch of a game (SPEC.md §2 playingGame; a child of game-session.machine.ts, which stores
// the game on the device before it starts, SPEC.md §3):
//   launching    → POST /game/launch (transfer in) with an Idempotency-Key made before the first send
//   launchFailed → the reply was a refusal or never came (a maker that does not answer: "The game
//                  has been disconnected, please exit and re-enter"): RETRY sends the same key, so
//                  the move completes once; CHANGE_AMOUNT goes back; ABANDON pulls back what a
//                  maker holds (POST /autoExitGame, a key of its own, kept for its retries)
//   launched, changingAmount, abandoned → final: the session, a step back, or what came back
import { assign, setup } from 'xstate';
import type { LaunchRequest } from '../domain/game-play';
import type { AutoExitReply, GameSession } from '../domain/game-play.schema';
import { errorOf, messageOf } from './failure-message';
import { autoExitActor, launchActor } from './game-play.actors';

export interface GameLaunchInput {
  gameId: number;
  request: LaunchRequest;
  makeKey: () => string;
}

export interface GameLaunchContext {
  gameId: number;
  request: LaunchRequest;
  makeKey: () => string;
  /** The launch's Idempotency-Key: every retry sends it again. */
  key: string;
  /** The key of pulling back after a failed launch, apart from the launch's own. */
  pullKey: string | null;
  error: string | null;
  session: GameSession | null;
  pulled: AutoExitReply | null;
}

export type GameLaunchEvent = { type: 'RETRY' } | { type: 'CHANGE_AMOUNT' } | { type: 'ABANDON' };

export type GameLaunchOutput = { kind: 'launched'; session: GameSession } | { kind: 'changeAmount' } | { kind: 'abandoned'; reply: AutoExitReply };

export const gameLaunchMachine = setup({
  types: { input: {} as GameLaunchInput, context: {} as GameLaunchContext, events: {} as GameLaunchEvent, output: {} as GameLaunchOutput },
  actors: { launch: launchActor, autoExit: autoExitActor },
  actions: {
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
    makePullKey: assign({ pullKey: ({ context }) => context.pullKey ?? context.makeKey() }),
    takeSession: assign({ session: (_, session: GameSession) => session }),
    takePulled: assign({ pulled: (_, reply: AutoExitReply) => reply }),
  },
}).createMachine({
  id: 'gameLaunch',
  description: 'Launch the game (transfer in) with one key for all its retries; after a failure, retry, change the amount, or pull back what a maker holds.',
  context: ({ input }) => ({
    gameId: input.gameId,
    request: input.request,
    makeKey: input.makeKey,
    key: input.makeKey(),
    pullKey: null,
    error: null,
    session: null,
    pulled: null,
  }),
  initial: 'launching',
  states: {
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ gameId: context.gameId, request: context.request, key: context.key }),
        onDone: { target: 'launched', actions: { type: 'takeSession', params: ({ event }) => event.output } },
        onError: { target: 'launchFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    launchFailed: {
      on: {
        RETRY: { target: 'launching', actions: 'clearError' },
        CHANGE_AMOUNT: 'changingAmount',
        ABANDON: { target: 'abandoning', actions: 'makePullKey' },
      },
    },
    abandoning: {
      tags: ['busy'],
      invoke: {
        id: 'autoExit',
        src: 'autoExit',
        input: ({ context }) => ({ key: context.pullKey ?? '' }),
        onDone: { target: 'abandoned', actions: { type: 'takePulled', params: ({ event }) => event.output } },
        // Nothing is lost: the game stays stored and the next start pulls it back.
        onError: { target: 'launchFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    launched: { type: 'final' },
    changingAmount: { type: 'final' },
    abandoned: { type: 'final' },
  },
  output: ({ context }): GameLaunchOutput =>
    context.session ? { kind: 'launched', session: context.session } : context.pulled ? { kind: 'abandoned', reply: context.pulled } : { kind: 'changeAmount' },
});
