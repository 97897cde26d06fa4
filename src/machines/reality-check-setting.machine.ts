// The reality-check setting page (issue 12): the player picks how often the reminder comes.
//   loading → GET /user/realityCheck; failed offers RETRY
//   ready   → the interval in force and the choices (off only where the site allows it); CHOOSE
//             saves at once, as the language page does
//   saving  → PUT /user/realityCheck; a refusal stays on the page with its message and the
//             interval as it was
import { assign, setup } from 'xstate';
import type { RealityCheckInterval } from '../domain/reality-check';
import type { RealityCheckSetting } from '../domain/reality-check.schema';
import { errorOf, messageOf } from './failure-message';
import { realityCheckSettingActors } from './reality-check.actors';

export interface RealityCheckSettingContext {
  setting: RealityCheckSetting | null;
  /** The choice being saved. */
  choice: RealityCheckInterval | null;
  error: string | null;
  /** The last save went through (for the page's "saved" line). */
  saved: boolean;
}

export type RealityCheckSettingEvent = { type: 'CHOOSE'; interval: RealityCheckInterval | null } | { type: 'RETRY' };

export const realityCheckSettingMachine = setup({
  types: { context: {} as RealityCheckSettingContext, events: {} as RealityCheckSettingEvent },
  actors: realityCheckSettingActors,
  guards: {
    changed: ({ context, event }) => event.type === 'CHOOSE' && event.interval !== context.setting?.interval,
  },
  actions: {
    takeSetting: assign((_, setting: RealityCheckSetting) => ({ setting, error: null })),
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { choice: event.interval, saved: false, error: null } : {})),
    markSaved: assign({ saved: true }),
    showError: assign({ error: (_, error: unknown) => messageOf(error), saved: false }),
  },
}).createMachine({
  id: 'realityCheckSetting',
  description: 'Load the interval, pick one (saved at once), a refusal shown on the page.',
  context: { setting: null, choice: null, error: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSetting',
        src: 'loadSetting',
        onDone: { target: 'ready', actions: { type: 'takeSetting', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: { CHOOSE: { guard: 'changed', target: 'saving', actions: 'choose' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSetting',
        src: 'saveSetting',
        input: ({ context }) => ({ interval: context.choice }),
        onDone: { target: 'ready', actions: [{ type: 'takeSetting', params: ({ event }) => event.output }, 'markSaved'] },
        onError: { target: 'ready', actions: { type: 'showError', params: errorOf } },
      },
    },
  },
});
