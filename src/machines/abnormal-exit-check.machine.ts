// SPEC.md §4 at start: a game id still stored on the device (SPEC.md §3) means the last game did
// not end with a clean exit. The shell starts this only then (views/app-wide.tsx); it decides once, when the
// player is signed in, whether the abnormal-exit check (abnormal-exit.machine.ts) runs:
//   waiting  → until SIGNED_IN, which says the page the app is at
//   deciding → abnormal-exit-check.actors.ts: not on playingGame, not inside a game's frame, not
//              while another tab plays
//   checking → final: the check runs (its view starts it); skipped → final: nothing to do here
import { assign, setup } from 'xstate';
import { abnormalExitCheckActors } from './abnormal-exit-check.actors';

export type AbnormalExitCheckEvent = { type: 'SIGNED_IN'; path: string };

export const abnormalExitCheckMachine = setup({
  types: { context: {} as { path: string }, events: {} as AbnormalExitCheckEvent },
  actors: abnormalExitCheckActors,
  guards: { yes: (_, answer: boolean) => answer },
  actions: { takePath: assign({ path: ({ event }) => event.path }) },
}).createMachine({
  id: 'abnormalExitCheck',
  description: 'Once signed in, decide whether a game left without a clean exit is brought back from this page now.',
  context: { path: '' },
  initial: 'waiting',
  states: {
    waiting: { on: { SIGNED_IN: { target: 'deciding', actions: 'takePath' } } },
    deciding: {
      invoke: {
        id: 'gameToBringBack',
        src: 'gameToBringBack',
        input: ({ context }) => ({ path: context.path }),
        onDone: [{ guard: { type: 'yes', params: ({ event }) => event.output }, target: 'checking' }, { target: 'skipped' }],
        // No answer: the next start asks again.
        onError: 'skipped',
      },
    },
    checking: { type: 'final' },
    skipped: { type: 'final' },
  },
});
