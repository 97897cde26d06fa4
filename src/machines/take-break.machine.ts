// Taking a break (a time-out) or excluding oneself (issue 12): immediate and not shortened, so the
// choice is confirmed twice, each step saying what happens. A time-out ends the session: once the
// player has read that it started, the session's player is told and the app signs out.
//   idle        → choose a length (or, self-excluded past the end, ask to lift it)
//   confirming  → first: what it means; second: the last word
//   submitting  → POST /safety/break
//   started     → the break holds; a time-out signs out on CLOSE
import { assign, setup, type ActorRef, type Snapshot } from 'xstate';
import { isSelfExclusion, type BreakLength } from '../domain/safer-play';
import type { SafetyStatus } from '../domain/safer-play.schema';
import { errorOf, messageOf } from './failure-message';
import { takeBreakActors } from './take-break.actors';

/** The session's player actor: a time-out ended this session on the server. */
export type SessionEndReceiver = ActorRef<Snapshot<unknown>, { type: 'SESSION_REJECTED' }>;

export interface TakeBreakInput {
  player?: SessionEndReceiver;
}

export interface TakeBreakContext {
  player: SessionEndReceiver | undefined;
  length: BreakLength | null;
  error: string | null;
  /** The reply of the last break or lift request. */
  result: SafetyStatus | null;
}

export type TakeBreakEvent = { type: 'CHOOSE'; length: BreakLength } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'CLOSE' } | { type: 'LIFT' };

export const takeBreakMachine = setup({
  types: { input: {} as TakeBreakInput, context: {} as TakeBreakContext, events: {} as TakeBreakEvent },
  actors: takeBreakActors,
  guards: {
    wasTimeOut: ({ context }) => context.length !== null && !isSelfExclusion(context.length),
  },
  actions: {
    choose: assign({ length: ({ event }) => (event.type === 'CHOOSE' ? event.length : null), error: null }),
    forget: assign({ length: null }),
    takeResult: assign((_, result: SafetyStatus) => ({ result, error: null })),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    endSession: ({ context }) => context.player?.send({ type: 'SESSION_REJECTED' }),
  },
}).createMachine({
  id: 'takeBreak',
  description: 'A time-out or a self-exclusion: chosen, confirmed twice, then started; a time-out signs out.',
  context: ({ input }) => ({ player: input.player, length: null, error: null, result: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: { target: 'confirming', actions: 'choose' },
        LIFT: 'lifting',
      },
    },
    confirming: {
      initial: 'first',
      on: { CANCEL: { target: 'idle', actions: 'forget' } },
      states: {
        first: { on: { CONFIRM: 'second' } },
        second: { on: { CONFIRM: '#takeBreak.submitting' } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'takeBreak',
        input: ({ context }) => context.length!,
        onDone: { target: 'started', actions: { type: 'takeResult', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: ['forget', { type: 'showError', params: errorOf }] },
      },
    },
    started: {
      on: { CLOSE: [{ guard: 'wasTimeOut', target: 'signedOut', actions: 'endSession' }, { target: 'idle', actions: 'forget' }] },
    },
    signedOut: { type: 'final' },
    lifting: {
      tags: ['busy'],
      invoke: {
        src: 'requestLift',
        onDone: { target: 'idle', actions: { type: 'takeResult', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: { type: 'showError', params: errorOf } },
      },
    },
  },
});
