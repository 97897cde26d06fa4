// Change password, walked from the machine's graph with valid and invalid values, with 2FA off
// and on; then the rules of SPEC.md §5 (6-20, not the old one, confirmation matches), the success
// page, and (issue 17) the code step that sends the change while 2FA is on.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { TwoFactorStatus } from '../../src/domain/account-security.schema';
import { ApiError } from '../../src/services/api-error';
import type { ChangePasswordPayload } from '../../src/services/password.api';
import { changePasswordFailure, changePasswordMachine, type ChangePasswordField } from '../../src/machines/change-password.machine';
import { codeStep, twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

const wrongOld = new ApiError('reply', 'The old password is wrong', { reply: { code: 500, msg: 'The old password is wrong', data: null } });

const samples: Record<ChangePasswordField, string[]> = {
  oldPassword: ['oldpass1'],
  // Valid, too short, and the same as the old one.
  newPassword: ['newpass1', 'abc', 'oldpass1'],
  confirmPassword: ['newpass1', 'newpass2'],
};

const off: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0 };
const on: TwoFactorStatus = { enabled: true, recoveryCodesLeft: 10 };
const offline = new Error('offline');

describeModel(
  changePasswordMachine.provide({
    actors: { changePassword: pendingActor, twoFactorStatus: pendingActor, secondFactor: twoFactorCodeMachine.provide({ actors: { check: pendingActor } }) },
    actions: { showSuccessPage: vi.fn<() => void>() },
  }),
  {
    pathStrategy: 'transitions',
    serializeState: (s: Snapshot) => JSON.stringify([s.value, changePasswordFailure(s.context.form)]),
    events: {
      CHANGE: Object.entries(samples).flatMap(([field, values]) => values.map((value) => ({ field: field as ChangePasswordField, value }))),
      'xstate.error.actor.changePassword': [{ error: wrongOld }],
      // Issue 17: the same player with 2FA off and on, and the look-up failing.
      'xstate.done.actor.twoFactorStatus': [{ output: off }, { output: on }],
      'xstate.error.actor.twoFactorStatus': [{ error: offline }],
      'xstate.done.actor.secondFactor': [{ output: { result: null } }, { output: null }],
    },
    states: {
      editing: (s) => {
        expect([null, wrongOld.msg, offline.message]).toContain(s.context.error);
        if (s.context.invalid) expect(changePasswordFailure(s.context.form)).not.toBeNull();
      },
      lookingUp: (s) => {
        expect(s.hasTag('busy')).toBe(true);
        expect(changePasswordFailure(s.context.form)).toBeNull();
      },
      submitting: (s) => {
        expect(s.hasTag('busy')).toBe(true);
        expect(changePasswordFailure(s.context.form)).toBeNull();
      },
      // With 2FA on the code step sends the change, with both passwords in its ticket.
      secondFactor: (s) => {
        expect(changePasswordFailure(s.context.form)).toBeNull();
        expect(JSON.parse(s.children.secondFactor!.getSnapshot().context.ticket)).toEqual({ oldPassword: s.context.form.oldPassword, newPassword: s.context.form.newPassword });
      },
      done: (s) => expect(s.status).toBe('done'),
    },
  },
);

describe('change-password rules (SPEC.md §5)', () => {
  const start = (change: (payload: ChangePasswordPayload) => Promise<void> = async () => {}, status: TwoFactorStatus = off) => {
    const showSuccessPage = vi.fn<() => void>();
    const actor = stoppedAfterTest(createActor(
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise<void, ChangePasswordPayload>(({ input }) => change(input)),
          twoFactorStatus: fromPromise<TwoFactorStatus>(async () => status),
          secondFactor: codeStep(async ({ ticket, code }) => change({ ...(JSON.parse(ticket) as ChangePasswordPayload), twoFactorCode: code })),
        },
        actions: { showSuccessPage },
      }),
    )).start();
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

  it('with 2FA on, sends nothing until the code is given, then the passwords with the code', async () => {
    const payloads: ChangePasswordPayload[] = [];
    const { actor, fill, showSuccessPage } = start(async (payload) => void payloads.push(payload), on);
    fill({ oldPassword: 'oldpass1', newPassword: 'newpass1', confirmPassword: 'newpass1' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('secondFactor')).toBe(true));
    expect(payloads).toEqual([]);
    // Cancelling the code step keeps the form as it was and sends nothing.
    actor.getSnapshot().children.secondFactor!.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.form.newPassword).toBe('newpass1');
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('secondFactor')).toBe(true));
    const step = actor.getSnapshot().children.secondFactor!;
    step.send({ type: 'CHANGE', value: '123456' });
    step.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(payloads).toEqual([{ oldPassword: 'oldpass1', newPassword: 'newpass1', twoFactorCode: '123456' }]);
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
