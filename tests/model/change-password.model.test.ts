// Change password, walked from the machine's graph with valid and invalid values; then the rules
// of SPEC.md §5 (6-20, not the old one, confirmation matches) and the success page.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/services/api-error';
import type { ChangePasswordPayload } from '../../src/services/password.api';
import { changePasswordFailure, changePasswordMachine, type ChangePasswordField } from '../../src/machines/change-password.machine';
import { describeModel, pendingActor } from './model-harness';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

const wrongOld = new ApiError('reply', 'The old password is wrong', { reply: { code: 500, msg: 'The old password is wrong', data: null } });

const samples: Record<ChangePasswordField, string[]> = {
  oldPassword: ['oldpass1'],
  // Valid, too short, and the same as the old one.
  newPassword: ['newpass1', 'abc', 'oldpass1'],
  confirmPassword: ['newpass1', 'newpass2'],
};

describeModel(changePasswordMachine.provide({ actors: { changePassword: pendingActor }, actions: { showSuccessPage: vi.fn<() => void>() } }), {
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, changePasswordFailure(s.context.form)]),
  events: {
    CHANGE: Object.entries(samples).flatMap(([field, values]) => values.map((value) => ({ field: field as ChangePasswordField, value }))),
    'xstate.error.actor.changePassword': [{ error: wrongOld }],
  },
  states: {
    editing: (s) => {
      expect([null, wrongOld.msg]).toContain(s.context.error);
      if (s.context.invalid) expect(changePasswordFailure(s.context.form)).not.toBeNull();
    },
    submitting: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(changePasswordFailure(s.context.form)).toBeNull();
    },
    done: (s) => expect(s.status).toBe('done'),
  },
});

describe('change-password rules (SPEC.md §5)', () => {
  const start = (change: (payload: ChangePasswordPayload) => Promise<void> = async () => {}) => {
    const showSuccessPage = vi.fn<() => void>();
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { changePassword: fromPromise<void, ChangePasswordPayload>(({ input }) => change(input)) },
        actions: { showSuccessPage },
      }),
    ).start();
    const fill = (form: Record<ChangePasswordField, string>) => {
      for (const [field, value] of Object.entries(form)) actor.send({ type: 'CHANGE', field: field as ChangePasswordField, value });
    };
    return { actor, fill, showSuccessPage };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('refuses a new password equal to the old one', () => {
    const { actor, fill } = start();
    fill({ oldPassword: 'oldpass1', newPassword: 'oldpass1', confirmPassword: 'oldpass1' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'newPassword', rule: 'passwordSame' });
  });

  it('asks for 6-20 characters and a matching confirmation', () => {
    const { actor, fill } = start();
    fill({ oldPassword: 'oldpass1', newPassword: 'abc', confirmPassword: 'abc' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'newPassword', rule: 'password' });
    fill({ oldPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass2' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'confirmPassword', rule: 'passwordMismatch' });
  });

  it('changes the password and shows the success page', async () => {
    const payloads: ChangePasswordPayload[] = [];
    const { actor, fill, showSuccessPage } = start(async (payload) => void payloads.push(payload));
    fill({ oldPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass1' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(payloads).toEqual([{ oldPassword: 'oldpass1', newPassword: 'newpass1' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(showSuccessPage).toHaveBeenCalledOnce();
  });

  it('a refused change stays on the form with the server msg', async () => {
    const { actor, fill, showSuccessPage } = start(async () => { throw wrongOld; });
    fill({ oldPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass1' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(wrongOld.msg);
    expect(showSuccessPage).not.toHaveBeenCalled();
  });
});
