// The 2FA code step (issue 12), walked from its graph: only a code of the expected shape reaches
// the parent's check, a refused code empties the field with the server's words, a recovery code is
// taken once the player switches to it, and cancelling ends with no result.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { BodyCode } from '../../src/domain/api-reply';
import { ApiError } from '../../src/services/api-error';
import { twoFactorCodeMachine, type TwoFactorCheckInput } from '../../src/machines/two-factor-code.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const refused = (msg: string) => new ApiError('reply', msg, { reply: { code: BodyCode.refused, msg, data: null } });
const model = twoFactorCodeMachine.provide({ actors: { check: pendingActor } });
type Snapshot = SnapshotFrom<typeof model>;

describeModel(model, {
  input: { ticket: 'challenge-1' },
  pathStrategy: 'transitions',
  events: {
    CHANGE: [{ value: '123456' }, { value: '12' }, { value: 'ABCD-EFGH-JKLM-NPQR' }],
    SET_TICKET: [{ ticket: 'challenge-2' }],
    'xstate.done.actor.check': [{ output: 'session-token' }],
    'xstate.error.actor.check': [{ error: refused('The code is wrong or has expired') }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.recovery, s.context.code, s.context.ticket]),
  states: {
    editing: (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(false);
      if (s.context.error !== null) expect([s.context.error, s.context.code]).toEqual(['The code is wrong or has expired', '']);
      if (s.context.invalid) expect(s.context.recovery ? s.context.code !== 'ABCD-EFGH-JKLM-NPQR' : s.context.code !== '123456').toBe(true);
    },
    checking: (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(true);
      // The ticket changes only while the player types, never under a call made with it.
      expect(s.can({ type: 'SET_TICKET', ticket: 'other' })).toBe(false);
      expect(s.context.code).toBe(s.context.recovery ? 'ABCD-EFGH-JKLM-NPQR' : '123456');
    },
    done: (s: Snapshot) => expect(s.output).toEqual({ result: 'session-token' }),
    cancelled: (s: Snapshot) => expect(s.output).toBeNull(),
  },
});

describe('2FA code step rules', () => {
  it('hands the ticket and the trimmed code to the check, and outputs what it answers', async () => {
    const check = vi.fn(async (input: TwoFactorCheckInput) => `token-for-${input.ticket}`);
    const actor = stoppedAfterTest(createActor(twoFactorCodeMachine.provide({ actors: { check: fromPromise(({ input }) => check(input)) } }), { input: { ticket: 'c-9' } })).start();
    actor.send({ type: 'CHANGE', value: ' 654321 ' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(check).toHaveBeenCalledWith({ ticket: 'c-9', code: '654321' });
    expect(actor.getSnapshot().output).toEqual({ result: 'token-for-c-9' });
  });

  it('checks with the ticket the parent last set', async () => {
    const check = vi.fn(async (input: TwoFactorCheckInput) => input.ticket);
    const actor = stoppedAfterTest(createActor(twoFactorCodeMachine.provide({ actors: { check: fromPromise(({ input }) => check(input)) } }), { input: { ticket: 'first' } })).start();
    actor.send({ type: 'SET_TICKET', ticket: 'second' });
    actor.send({ type: 'CHANGE', value: '654321' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(check).toHaveBeenCalledWith({ ticket: 'second', code: '654321' });
  });

  it('never sends a 6-digit code as a recovery code, nor a recovery code as an app code', () => {
    const actor = stoppedAfterTest(createActor(model, { input: { ticket: '' } })).start();
    actor.send({ type: 'CHANGE', value: 'ABCD-EFGH-JKLM-NPQR' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toBe(true);
    actor.send({ type: 'TOGGLE_RECOVERY' });
    actor.send({ type: 'CHANGE', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'CHANGE', value: 'abcd efgh jkmn pqrs'.replaceAll(' ', '-') });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
  });
});
