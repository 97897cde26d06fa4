// SMS code login, walked from its graph, then its rules: the phone is checked before any code is
// sent, a failed send does not start the countdown, and only a valid form reaches /smsLogin.
import { describe, expect, it, vi } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { BodyCode } from '../../src/domain/api-reply';
import { CODE_RESEND_SECONDS } from '../../src/domain/constants';
import { isValidPhone } from '../../src/domain/validation';
import { ApiError } from '../../src/services/api-error';
import type { LoginResult, SmsLoginPayload } from '../../src/services/auth.api';
import { codeLoginMachine } from '../../src/machines/code-login.machine';
import { verificationCodeMachine } from '../../src/machines/verification-code.machine';
import { twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { describeModel, pendingActor } from './model-harness';

const refused = (msg: string) => new ApiError('reply', msg, { reply: { code: BodyCode.refused, msg, data: null } });

const model = codeLoginMachine.provide({
  actors: {
    codeSender: verificationCodeMachine.provide({ actors: { sendCode: pendingActor } }),
    smsLogin: pendingActor,
    secondFactor: twoFactorCodeMachine.provide({ actors: { check: pendingActor } }),
  },
});
type Snapshot = SnapshotFrom<typeof model>;

describeModel(model, {
  input: { country: 'PH' },
  pathStrategy: 'transitions',
  events: {
    // As the phone input shows it: digits with dashes.
    CHANGE: [
      { field: 'phone', value: '917-123-4567' },
      { field: 'phone', value: '123' },
      { field: 'code', value: '123456' },
      { field: 'code', value: '12' },
    ],
    'xstate.done.actor.smsLogin': [{ output: { token: 'session-token' } }, { output: { challenge: { twoFactorChallenge: 'challenge-1', expiresAt: '' } } }],
    'xstate.done.actor.secondFactor': [{ output: { result: 'session-token' } }, { output: null }],
    'xstate.error.actor.smsLogin': [{ error: refused('Wrong code') }],
  },
  // Keyed by whether each field holds an acceptable answer, so the path to `submitting` is found.
  serializeState: (s) => JSON.stringify([s.value, isValidPhone(s.context.phone, 'PH'), /^\d{6}$/.test(s.context.code)]),
  states: {
    editing: (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(false);
      expect(s.context.invalid === null || ['phone', 'code'].includes(s.context.invalid.field)).toBe(true);
      if (s.context.error !== null) expect(s.context.error).toBe('Wrong code');
      expect(s.context.codeSender.getSnapshot().status).toBe('active');
    },
    submitting: (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(true);
      expect([s.context.phone, s.context.code, s.context.invalid]).toEqual(['917-123-4567', '123456', null]);
    },
    // Issue 12: the SMS code was right and 2FA is on; the code step completes the challenge.
    secondFactor: (s: Snapshot) => {
      expect(s.context.challenge).toBe('challenge-1');
      expect(s.children.secondFactor?.getSnapshot().context.ticket).toBe('challenge-1');
    },
    done: (s: Snapshot) => {
      expect(s.status).toBe('done');
      expect(s.output).toEqual({ token: 'session-token' });
    },
  },
});

describe('code login rules', () => {
  const start = ({ sendFails = false, loginFails = false } = {}) => {
    const sendCode = vi.fn(async (_phone: string) => {
      if (sendFails) throw refused('Too many codes');
    });
    const smsLogin = vi.fn(async (_payload: SmsLoginPayload) => {
      if (loginFails) throw refused('Wrong code');
      return { token: 'session-token' };
    });
    const actor = stoppedAfterTest(createActor(
      codeLoginMachine.provide({
        actors: {
          codeSender: verificationCodeMachine.provide({
            actors: { sendCode: fromPromise<void, { phone: string }>(({ input }) => sendCode(input.phone)) },
          }),
          smsLogin: fromPromise<LoginResult, SmsLoginPayload>(({ input }) => smsLogin(input)),
        },
      }),
      { input: { country: 'PH' } },
    ).start());
    const button = () => actor.getSnapshot().context.codeSender.getSnapshot();
    return { actor, sendCode, smsLogin, button };
  };

  it('sends the normalised phone to the code button, which then counts down', async () => {
    const { actor, sendCode, button } = start();
    actor.send({ type: 'CHANGE', field: 'phone', value: '917-123-4567' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode).toHaveBeenCalledWith('09171234567');
    await vi.waitFor(() => expect(button().matches('counting')).toBe(true));
    expect(button().context.secondsLeft).toBe(CODE_RESEND_SECONDS);
  });

  it('a failed send does not start the countdown', async () => {
    const { actor, sendCode, button } = start({ sendFails: true });
    actor.send({ type: 'CHANGE', field: 'phone', value: '917-123-4567' });
    actor.send({ type: 'SEND_CODE' });
    await vi.waitFor(() => expect(sendCode).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(button().matches('idle')).toBe(true));
    expect(button().context.secondsLeft).toBe(0);
  });

  it('an invalid or missing phone never sends a code', () => {
    const { actor, sendCode, button } = start();
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'phone', rule: 'phoneRequired' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '123-456' });
    actor.send({ type: 'SEND_CODE' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'phone', rule: 'phone' });
    expect(sendCode).not.toHaveBeenCalled();
    expect(button().matches('idle')).toBe(true);
  });

  it('only a valid phone and a 6-digit code reach /smsLogin', async () => {
    const { actor, smsLogin } = start();
    actor.send({ type: 'CHANGE', field: 'phone', value: '917-123-4567' });
    actor.send({ type: 'CHANGE', field: 'code', value: '12345' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'code', rule: 'code' });
    expect(smsLogin).not.toHaveBeenCalled();
    actor.send({ type: 'CHANGE', field: 'code', value: '123456' });
    expect(actor.getSnapshot().context.invalid).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(smsLogin).toHaveBeenCalledWith({ phone: '09171234567', code: '123456' });
    expect(actor.getSnapshot().output).toEqual({ token: 'session-token' });
  });

  it('a refused login returns to the form with the server msg', async () => {
    const { actor } = start({ loginFails: true });
    actor.send({ type: 'CHANGE', field: 'phone', value: '917-123-4567' });
    actor.send({ type: 'CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Wrong code'));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
