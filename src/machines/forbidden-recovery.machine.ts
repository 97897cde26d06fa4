// Forbidden recovery (SPEC.md §4, §8): an HTTP 403 stores the failure, clears the session and
// shows the forbidden page; the next successful reply — the player's retry, the periodic probe
// or any other call — leaves it for the redirect page.
import { assign, fromPromise, setup } from 'xstate';
import { paths } from '../domain/routes';
import { navigate } from '../services/navigation';
import { getWebsiteInfo } from '../services/site.api';

/** How often the forbidden page asks again on its own, so a lifted block is noticed. */
export const FORBIDDEN_PROBE_MS = 30_000;

export type ForbiddenEvent =
  | { type: 'FORBIDDEN'; failure: unknown }
  | { type: 'RESPONSE_OK' }
  | { type: 'RETRY' };

export const forbiddenRecoveryMachine = setup({
  types: { context: {} as { failure: unknown }, events: {} as ForbiddenEvent },
  delays: { probeInterval: FORBIDDEN_PROBE_MS },
  actors: {
    probeAccess: fromPromise(async () => {
      await getWebsiteInfo();
    }),
  },
  actions: {
    keepFailure: assign({ failure: ({ event }) => (event.type === 'FORBIDDEN' ? event.failure : null) }),
    forgetFailure: assign({ failure: null }),
    // The session is cleared by the app session machine, which hears the same 403.
    showForbiddenPage: () => navigate(paths.forbidden, { replace: true }),
    leaveForRedirect: () => navigate(paths.root, { replace: true }),
  },
}).createMachine({
  id: 'forbiddenRecovery',
  description: 'HTTP 403 sends the player to the forbidden page; a later success brings them back.',
  context: { failure: null },
  initial: 'allowed',
  states: {
    allowed: {
      on: { FORBIDDEN: { target: 'forbidden', actions: ['keepFailure', 'showForbiddenPage'] } },
    },
    forbidden: {
      initial: 'waiting',
      on: {
        RESPONSE_OK: { target: 'allowed', actions: ['forgetFailure', 'leaveForRedirect'] },
        FORBIDDEN: { actions: 'keepFailure' },
      },
      states: {
        waiting: {
          after: { probeInterval: 'probing' },
          on: { RETRY: 'probing' },
        },
        probing: {
          invoke: {
            id: 'probeAccess',
            src: 'probeAccess',
            onDone: { target: '#forbiddenRecovery.allowed', actions: ['forgetFailure', 'leaveForRedirect'] },
            onError: 'waiting',
          },
        },
      },
    },
  },
});
