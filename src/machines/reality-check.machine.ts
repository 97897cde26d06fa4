// The reality check while a game is played (issue 12; a child of the game session machine, which
// runs it through the whole of its `playing` state):
//   loading   → the player's interval (GET /user/realityCheck); a failed load reminds at the
//               default interval: a network error must not switch a protection off
//   off       → the player turned it off where the site allows it: nothing more happens
//   waiting   → one interval passes (the machine's clock, so tests move a simulated one)
//   reading   → the open session's time and net result, asked of the server now, since rounds
//               reach it by a sync; without an answer the reminder still comes, with the time only
//   reminding → the reminder over the game: CONTINUE waits one more interval, LEAVE ends in `left`,
//               which the game session takes as "exit the game and go home"
import { assign, setup } from 'xstate';
import { DEFAULT_REALITY_CHECK_INTERVAL, type RealityCheckInterval } from '../domain/reality-check';
import type { RealityCheckSetting, RealityReading } from '../domain/reality-check.schema';
import { realityCheckActors } from './reality-check.actors';

export const MINUTE_MS = 60_000;

export interface RealityCheckContext {
  interval: RealityCheckInterval;
  /** Reminders shown so far in this session. */
  reminders: number;
  /** The latest reading, or null when the server did not give one. */
  reading: RealityReading | null;
  /** Time played by this machine's own count, for a reminder without a reading (seconds). */
  countedSeconds: number;
}

export type RealityCheckEvent = { type: 'CONTINUE' } | { type: 'LEAVE' };

export const realityCheckMachine = setup({
  types: { context: {} as RealityCheckContext, events: {} as RealityCheckEvent },
  actors: realityCheckActors,
  delays: { interval: ({ context }) => context.interval * MINUTE_MS },
  guards: {
    off: (_, setting: RealityCheckSetting) => setting.interval === null,
  },
  actions: {
    takeInterval: assign({ interval: (_, setting: RealityCheckSetting) => setting.interval ?? DEFAULT_REALITY_CHECK_INTERVAL }),
    countInterval: assign({ countedSeconds: ({ context }) => context.countedSeconds + context.interval * 60 }),
    takeReading: assign({ reading: (_, reading: RealityReading | null) => reading }),
    dropReading: assign({ reading: null }),
    countReminder: assign({ reminders: ({ context }) => context.reminders + 1 }),
  },
}).createMachine({
  id: 'realityCheck',
  description: 'While playing: after each interval, a reminder with the time played and the net result; continue or leave.',
  context: { interval: DEFAULT_REALITY_CHECK_INTERVAL, reminders: 0, reading: null, countedSeconds: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInterval',
        src: 'loadInterval',
        onDone: [
          { guard: { type: 'off', params: ({ event }) => event.output }, target: 'off' },
          { target: 'waiting', actions: { type: 'takeInterval', params: ({ event }) => event.output } },
        ],
        onError: 'waiting',
      },
    },
    off: {},
    waiting: {
      after: { interval: { target: 'reading', actions: 'countInterval' } },
    },
    reading: {
      invoke: {
        id: 'loadReading',
        src: 'loadReading',
        onDone: { target: 'reminding', actions: [{ type: 'takeReading', params: ({ event }) => event.output }, 'countReminder'] },
        onError: { target: 'reminding', actions: ['dropReading', 'countReminder'] },
      },
    },
    reminding: {
      on: {
        CONTINUE: 'waiting',
        LEAVE: 'left',
      },
    },
    left: { type: 'final' },
  },
});
