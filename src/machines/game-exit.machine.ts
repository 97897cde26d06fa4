// Leaving a game (SPEC.md §2 playingGame "exit game", "back home"; a child of
// game-session.machine.ts, started once the player confirmed, the game asked, or the reality
// check's Leave was chosen):
//   exiting    → POST /game/exit (transfer out) with its own Idempotency-Key
//   exitFailed → RETRY (the same key) or LEAVE (the money stays with the maker, and the game stored
//                on the device brings it back at the next start)
//   exited, left → final: what came back, or nothing
import { assign, setup } from 'xstate';
import type { ExitReply } from '../domain/game-play.schema';
import { errorOf, messageOf } from './failure-message';
import { exitActor } from './game-play.actors';

export interface GameExitInput {
  sessionId: number;
  makeKey: () => string;
}

export interface GameExitContext {
  sessionId: number;
  /** Made once; every retry sends it again. */
  key: string;
  error: string | null;
  reply: ExitReply | null;
}

export type GameExitEvent = { type: 'RETRY' } | { type: 'LEAVE' };

export const gameExitMachine = setup({
  types: { input: {} as GameExitInput, context: {} as GameExitContext, events: {} as GameExitEvent, output: {} as { reply: ExitReply | null } },
  actors: { exit: exitActor },
  actions: {
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
    takeReply: assign({ reply: (_, reply: ExitReply) => reply }),
  },
}).createMachine({
  id: 'gameExit',
  description: 'Exit the game (transfer out) with one key for all its retries, or leave the money with the maker.',
  context: ({ input }) => ({ sessionId: input.sessionId, key: input.makeKey(), error: null, reply: null }),
  initial: 'exiting',
  states: {
    exiting: {
      tags: ['busy'],
      invoke: {
        id: 'exit',
        src: 'exit',
        input: ({ context }) => ({ sessionId: context.sessionId, key: context.key }),
        onDone: { target: 'exited', actions: { type: 'takeReply', params: ({ event }) => event.output } },
        onError: { target: 'exitFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    exitFailed: {
      on: {
        RETRY: { target: 'exiting', actions: 'clearError' },
        LEAVE: 'left',
      },
    },
    exited: { type: 'final' },
    left: { type: 'final' },
  },
  output: ({ context }) => ({ reply: context.reply }),
});
