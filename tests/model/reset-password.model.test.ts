// Forgot password, walked from the machine's graph with valid and invalid values for every field;
// then the rules: the code goes only to a valid phone, and success hands over the token. With 2FA
// on (issue 12) the reset answers a challenge and the code step completes the login.
import { describe, expect, it, vi } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/services/api-error';
import type { LoginResult } from '../../src/services/auth.api';
import type { ResetPasswordPayload } from '../../src/services/password.api';
import { resetPasswordFailure, resetPasswordMachine, type ResetPasswordField } from '../../src/machines/reset-password.machine';
import type { SignedInReceiver } from '../../src/machines/session-system';
import { twoFactorCodeMachine, type TwoFactorCheckInput } from '../../src/machines/two-factor-code.machine';
import { verificationCodeMachine } from '../../src/machines/verification-code.machine';
import { describeModel, pendingActor } from './model-harness';

type Snapshot = SnapshotFrom<typeof resetPasswordMachine>;

const refused = new ApiError('reply', 'The verification code is wrong or has expired', {
  reply: { code: 400, msg: 'The verification code is wrong or has expired', data: null },
});

/** A valid and an invalid value per field (PH numbers). */
const samples: Record<ResetPasswordField, string[]> = {
  phone: ['917-123-4567', '123'],
  code: ['123456', '12345'],
  username: ['lucky_ann', 'bad name!'],
  password: ['newpass1', 'short'],
  confirmPassword: ['newpass1', 'newpass2'],
};

const withoutNetwork = resetPasswordMachine.provide({
  actors: {
    resetPassword: pendingActor,
    verificationCode: verificationCodeMachine.provide({ actors: { sendCode: pendingActor } }),
    secondFactor: twoFactorCodeMachine.provide({ actors: { check: pendingActor } }),
  },
});
const challenge: LoginResult = { challenge: { twoFactorChallenge: 'challenge-1', expiresAt: '2026-01-01T00:05:00.000Z' } };

describeModel(withoutNetwork, {
  input: { country: 'PH' },
  pathStrategy: 'transitions',
  clock: true,
  // A state is its value and the first rule that blocks the submit.
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.status === 'done' ? null : resetPasswordFailure(s.context.form, 'PH')]),
  events: {
    CHANGE: Object.entries(samples).flatMap(([field, values]) => values.map((value) => ({ field: field as ResetPasswordField, value }))),
    'xstate.done.actor.resetPassword': [{ output: { token: 'reset-session-token' } }, { output: challenge }],
    'xstate.error.actor.resetPassword': [{ error: refused }],
    // The code step's output: the token of POST /twoFactor/login, or null when cancelled.
    'xstate.done.actor.secondFactor': [{ output: { result: 'reset-session-token' } }, { output: null }],
  },
  states: {
    editing: (s) => {
      expect(s.hasTag('busy')).toBe(false);
      expect([null, refused.msg]).toContain(s.context.error);
      if (s.context.invalid) expect(Object.keys(samples)).toContain(s.context.invalid.field);
      expect(s.context.challenge).toBe('');
      expect(s.children.secondFactor).toBeUndefined();
    },
    submitting: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(resetPasswordFailure(s.context.form, 'PH')).toBeNull();
    },
    // Issue 12: the password is changed, no token yet; the code step holds the challenge.
    secondFactor: (s) => {
      expect(s.hasTag('busy')).toBe(false);
      expect([s.context.challenge, s.context.token]).toEqual(['challenge-1', '']);
      expect(s.children.secondFactor?.getSnapshot().context.ticket).toBe('challenge-1');
    },
    done: (s) => {
      expect(s.status).toBe('done');
      expect(s.output).toEqual({ token: 'reset-session-token' });
    },
  },
});

describe('reset-password rules (SPEC.md §2, §5)', () => {
  const start = (reset: (payload: ResetPasswordPayload) => Promise<LoginResult>, check = async (_input: TwoFactorCheckInput): Promise<unknown> => 'token') => {
    const sent: string[] = [];
    const player = { send: vi.fn() } as unknown as SignedInReceiver & { send: ReturnType<typeof vi.fn> };
    const actor = stoppedAfterTest(createActor(
      resetPasswordMachine.provide({
        actors: {
          resetPassword: fromPromise<LoginResult, ResetPasswordPayload>(({ input }) => reset(input)),
          verificationCode: verificationCodeMachine.provide({
            actors: { sendCode: fromPromise<void, { phone: string }>(async ({ input }) => void sent.push(input.phone)) },
          }),
          secondFactor: twoFactorCodeMachine.provide({ actors: { check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) => check(input)) } }),
        },
      }),
      { input: { country: 'PH', player } },
    ).start());
    const fill = (form: Partial<Record<ResetPasswordField, string>>) => {
      for (const [field, value] of Object.entries(form)) actor.send({ type: 'CHANGE', field: field as ResetPasswordField, value });
    };
    return { actor, fill, sent, player };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const valid = { phone: '917-123-4567', code: '123456', username: 'lucky_ann', password: 'newpass1', confirmPassword: 'newpass1' };

  it('sends the code only to a valid phone, normalised', async () => {
    const { actor, fill, sent } = start(async () => ({ token: 'token' }));
    fill({ phone: '123' });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'phone', rule: 'phone' });
    fill({ phone: '917-123-4567' });
    actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(sent).toEqual(['09171234567']);
    expect(actor.getSnapshot().children.verificationCode?.getSnapshot().matches('counting')).toBe(true);
  });

  it('requires the username', () => {
    const { actor, fill } = start(async () => ({ token: 'token' }));
    fill({ ...valid, username: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'username', rule: 'required' });
  });

  it('refuses a confirmation that does not match', () => {
    const { actor, fill } = start(async () => ({ token: 'token' }));
    fill({ ...valid, confirmPassword: 'newpass2' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'confirmPassword', rule: 'passwordMismatch' });
  });

  it('resets with the normalised phone and ends with the token', async () => {
    const payloads: ResetPasswordPayload[] = [];
    const { actor, fill, player } = start(async (payload) => {
      payloads.push(payload);
      return { token: 'reset-session-token' };
    });
    fill(valid);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(payloads).toEqual([{ ...valid, phone: '09171234567' }]);
    expect(actor.getSnapshot().output).toEqual({ token: 'reset-session-token' });
    expect(player.send).toHaveBeenCalledWith({ type: 'SIGNED_IN', token: 'reset-session-token', via: 'reset' });
  });

  it('with 2FA on, logs in only once the code step completes the challenge (issue 12)', async () => {
    const checks: TwoFactorCheckInput[] = [];
    const { actor, fill, player } = start(async () => challenge, async (input) => {
      checks.push(input);
      return 'session-after-2fa';
    });
    fill(valid);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('secondFactor')).toBe(true);
    expect(player.send).not.toHaveBeenCalled();
    const step = actor.getSnapshot().children.secondFactor!;
    step.send({ type: 'CHANGE', value: '654321' });
    step.send({ type: 'SUBMIT' });
    await settle();
    expect(checks).toEqual([{ ticket: 'challenge-1', code: '654321' }]);
    expect(actor.getSnapshot().output).toEqual({ token: 'session-after-2fa' });
    expect(player.send).toHaveBeenCalledWith({ type: 'SIGNED_IN', token: 'session-after-2fa', via: 'reset' });
  });

  it('cancelling the code step returns to the form without the spent SMS code', async () => {
    const { actor, fill, player } = start(async () => challenge);
    fill(valid);
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.getSnapshot().children.secondFactor!.send({ type: 'CANCEL' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.form).toEqual({ ...valid, code: '' });
    expect(snapshot.context.challenge).toBe('');
    expect(player.send).not.toHaveBeenCalled();
  });

  it('a refused reset returns to the form with the server msg', async () => {
    const { actor, fill } = start(async () => { throw refused; });
    fill(valid);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(refused.msg);
  });
});
