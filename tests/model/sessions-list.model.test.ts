// The sessions list (issue 12), walked from its graph: ending a session or all others is always
// confirmed first, this device's session is never offered, and the list is read again after every
// change, failed or not.
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SessionItem } from '../../src/domain/account-security.schema';
import { BodyCode } from '../../src/domain/api-reply';
import { ApiError } from '../../src/services/api-error';
import { sessionsListMachine } from '../../src/machines/sessions-list.machine';
import { describeModel, pendingActor } from './model-harness';

const session = (id: number, current: boolean): SessionItem => ({
  id,
  device: current ? 'Apple iPhone' : '',
  browser: 'Chrome 120',
  os: 'Windows 10',
  ip: '203.0.113.7',
  startedAt: '2026-11-26T08:00:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  current,
});
const refused = (msg: string) => new ApiError('reply', msg, { reply: { code: BodyCode.refused, msg, data: null } });

const toasts: string[] = [];
const model = sessionsListMachine.provide({ actors: { loadSessions: pendingActor, revoke: pendingActor } });
type Snapshot = SnapshotFrom<typeof model>;

describeModel(model, {
  input: { toast: { send: (event) => void (event.type === 'SHOW' && toasts.push(event.text)) } },
  pathStrategy: 'transitions',
  events: {
    REVOKE: [{ id: 1 }, { id: 2 }],
    'xstate.done.actor.loadSessions': [{ output: [session(1, true), session(2, false)] }, { output: [session(1, true)] }],
    'xstate.error.actor.loadSessions': [{ error: new Error('offline') }],
    'xstate.error.actor.revoke': [{ error: refused('This session has already ended') }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.sessions.length, s.context.target]),
  states: {
    loading: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s: Snapshot) => expect(s.context.error).toBe('offline'),
    list: (s: Snapshot) => {
      expect(s.context.target).toBeNull();
      // The current session cannot be picked; all others only when there are some.
      expect(s.can({ type: 'REVOKE', id: 1 })).toBe(false);
      expect(s.can({ type: 'REVOKE', id: 2 })).toBe(s.context.sessions.length === 2);
      expect(s.can({ type: 'REVOKE_OTHERS' })).toBe(s.context.sessions.some((item) => !item.current));
      // Issue 17: turning 2FA on may have ended the others; the page asks for the list again.
      expect(s.can({ type: 'RELOAD' })).toBe(true);
    },
    confirmRevoke: (s: Snapshot) => {
      expect(s.context.target).toBe(2);
      expect(s.context.sessions.find((item) => item.id === s.context.target)?.current).toBe(false);
    },
    confirmOthers: (s: Snapshot) => expect(s.context.target).toBeNull(),
    revoking: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
  },
});
