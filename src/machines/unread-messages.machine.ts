// Unread messages (SPEC.md §3 unreadMessageNumber): the count on the Account tab and the Account
// page's message cell (system id `unreadMessages`). The player actor sends REFRESH after a sign-in
// and on every Account visit, CLEAR at sign-out; opening a message or marking all read sends
// REFRESH too. While signed in it asks again every UNREAD_REFRESH_MS.
//   off      → nobody signed in: no count, no calls
//   loading  → GET /message/messageNumber (a REFRESH meanwhile starts it again: the answer under
//              way may predate the read that caused it)
//   shown    → the count; the next load after the interval or on REFRESH
import { assign, setup, type ActorRef, type Snapshot } from 'xstate';
import { unreadTotal } from '../domain/message';
import type { UnreadNumber } from '../domain/message.schema';
import { unreadMessagesActors } from './unread-messages.actors';

/**
 * How often a signed-in player's count is asked for again. Operators send messages at any time
 * and the server does not push, so the badge polls; once a minute keeps a new message's badge at
 * most a minute late for one small call a minute, and reading a message refreshes it at once.
 */
export const UNREAD_REFRESH_MS = 60_000;

export interface UnreadMessagesContext {
  /** One record per category (the message screen shows each). */
  records: UnreadNumber[];
  /** Their sum, the badge's figure. */
  count: number;
}

export type UnreadMessagesEvent = { type: 'REFRESH' } | { type: 'CLEAR' };

/** What a message screen's machine is given (its view reads it from the session) to ask for a fresh count. */
export type UnreadRefresher = ActorRef<Snapshot<unknown>, { type: 'REFRESH' }>;

export const unreadMessagesMachine = setup({
  types: { context: {} as UnreadMessagesContext, events: {} as UnreadMessagesEvent },
  actors: unreadMessagesActors,
  delays: { refreshInterval: UNREAD_REFRESH_MS },
  actions: {
    takeRecords: assign((_, records: UnreadNumber[]) => ({ records, count: unreadTotal(records) })),
    clear: assign({ records: [], count: 0 }),
  },
}).createMachine({
  id: 'unreadMessages',
  description: 'Unread message count of the signed-in player: REFRESH at sign-in and after reading, every minute while signed in, CLEAR at logout.',
  context: { records: [], count: 0 },
  initial: 'off',
  on: { CLEAR: { target: '.off', actions: 'clear' } },
  states: {
    off: { on: { REFRESH: 'loading' } },
    loading: {
      on: { REFRESH: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        onDone: { target: 'shown', actions: { type: 'takeRecords', params: ({ event }) => event.output } },
        // The last count stays; the interval or the next REFRESH tries again.
        onError: 'shown',
      },
    },
    shown: {
      after: { refreshInterval: 'loading' },
      on: { REFRESH: 'loading' },
    },
  },
});
