// The sessions list of the account security page (issue 12): the player's live sessions, ending
// one or all the others, each after a confirmation; the list is read again after each change, and
// on RELOAD (turning 2FA on may end the other sessions, issue 17).
//   loading → list → confirmRevoke | confirmOthers → revoking → loading
import { assign, setup } from 'xstate';
import type { SessionItem } from '../domain/account-security.schema';
import { t } from '../services/i18n';
import { errorOf, messageOf } from './failure-message';
import { sessionsListActors } from './sessions-list.actors';
import type { ToastEvent } from './toast.machine';

export interface SessionsListInput {
  toast: { send(event: ToastEvent): void };
}

export interface SessionsListContext extends SessionsListInput {
  sessions: SessionItem[];
  /** The session to end, while its confirmation is asked (null: all others). */
  target: number | null;
  error: string | null;
}

export type SessionsListEvent =
  | { type: 'REVOKE'; id: number }
  | { type: 'REVOKE_OTHERS' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

export const sessionsListMachine = setup({
  types: { input: {} as SessionsListInput, context: {} as SessionsListContext, events: {} as SessionsListEvent },
  actors: sessionsListActors,
  guards: {
    // This device's session ends with Log out, not from the list; an id not listed is no one's.
    isListedOther: ({ context, event }) => event.type === 'REVOKE' && context.sessions.some((item) => item.id === event.id && !item.current),
    hasOthers: ({ context }) => context.sessions.some((item) => !item.current),
  },
  actions: {
    takeSessions: assign((_, sessions: SessionItem[]) => ({ sessions })),
    choose: assign(({ event }) => (event.type === 'REVOKE' ? { target: event.id } : { target: null })),
    forget: assign({ target: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
    toastError: ({ context }, error: unknown) => context.toast.send({ type: 'SHOW', text: messageOf(error) }),
    toastDone: ({ context }) => context.toast.send({ type: 'SHOW', text: t('security.sessionEnded') }),
  },
}).createMachine({
  id: 'sessionsList',
  description: 'Sessions list: end one session or all others, each confirmed; the list is read again after.',
  context: ({ input }) => ({ ...input, sessions: [], target: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'list', actions: { type: 'takeSessions', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' }, RELOAD: { target: 'loading', actions: 'clearError' } } },
    list: {
      on: {
        RELOAD: 'loading',
        REVOKE: { guard: 'isListedOther', target: 'confirmRevoke', actions: 'choose' },
        REVOKE_OTHERS: { guard: 'hasOthers', target: 'confirmOthers', actions: 'choose' },
      },
    },
    confirmRevoke: { on: { CONFIRM: 'revoking', CANCEL: { target: 'list', actions: 'forget' } } },
    confirmOthers: { on: { CONFIRM: 'revoking', CANCEL: { target: 'list', actions: 'forget' } } },
    revoking: {
      tags: ['busy'],
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }) => ({ id: context.target }),
        onDone: { target: 'loading', actions: ['forget', 'toastDone'] },
        // Already ended elsewhere, or offline: the reloaded list shows how things stand.
        onError: { target: 'loading', actions: ['forget', { type: 'toastError', params: errorOf }] },
      },
    },
  },
});
