// The calls the sessions list makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { SessionItem } from '../domain/account-security.schema';
import { listSessions, revokeOtherSessions, revokeSession } from '../services/security.api';

export const sessionsListActors = {
  loadSessions: fromPromise<SessionItem[]>(() => listSessions()),
  // null: every session but this one. The machine toasts a refusal itself.
  revoke: fromPromise<void, { id: number | null }>(async ({ input }) => {
    if (input.id === null) await revokeOtherSessions({ toastError: false });
    else await revokeSession(input.id, { toastError: false });
  }),
};
