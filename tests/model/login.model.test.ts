// Account login, walked from its graph with the captcha on and off, then its rules: a 503 reloads
// the captcha and nothing else does, and invalid input never reaches POST /login.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { BodyCode } from '../../src/domain/api-reply';
import { ApiError } from '../../src/services/api-error';
import type { Captcha, LoginPayload, LoginResult } from '../../src/services/auth.api';
import { loginMachine, type LoginInput } from '../../src/machines/login.machine';
import { twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const captcha: Captcha = { img: 'data:image/gif;base64,R0lGODlh', uuid: 'captcha-1' };
const refused = (code: number, msg: string) => new ApiError('reply', msg, { reply: { code, msg, data: null } });

const events = {
  CHANGE: [
    { field: 'username', value: 'player_1' },
    { field: 'password', value: 'secret1' },
    { field: 'code', value: '12' },
    { field: 'code', value: '1234' },
  ],
  'xstate.done.actor.loadCaptcha': [{ output: captcha }],
  'xstate.error.actor.loadCaptcha': [{ error: new Error('offline') }],
  'xstate.done.actor.login': [{ output: { token: 'session-token' } }, { output: { challenge: { twoFactorChallenge: 'challenge-1', expiresAt: '' } } }],
  // The 2FA code step (issue 12): done with the token, or cancelled (null).
  'xstate.done.actor.secondFactor': [{ output: { result: 'session-token' } }, { output: null }],
  'xstate.error.actor.login': [{ error: refused(BodyCode.captchaRejected, 'Captcha expired') }, { error: refused(BodyCode.refused, 'Wrong password') }],
} as const;

// The graph keys a state by its value and by which fields hold an acceptable answer, so the path
// to `submitting` is found (a state value alone would hide that the form was filled in).
const serializeState = (s: { value: unknown; context: { username: string; password: string; code: string; uuid: string; captchaEnabled: boolean } }) =>
  JSON.stringify([s.value, s.context.captchaEnabled, !!s.context.username, !!s.context.password, /^\d{4}$/.test(s.context.code), !!s.context.uuid]);

const model = loginMachine.provide({
  actors: { loadCaptcha: pendingActor, login: pendingActor, secondFactor: twoFactorCodeMachine.provide({ actors: { check: pendingActor } }) },
});

type Snapshot = SnapshotFrom<typeof model>;

const loadingCaptcha = (s: Snapshot) => {
  expect(s.hasTag('captchaLoading')).toBe(true);
  // No submit until the picture, and its uuid, are here.
  expect(s.can({ type: 'SUBMIT' })).toBe(false);
  expect(s.context.uuid === '' || s.context.uuid === captcha.uuid).toBe(true);
};

const editing = (s: Snapshot) => {
  expect(s.hasTag('busy')).toBe(false);
  expect(s.context.invalid === null || ['username', 'password', 'code'].includes(s.context.invalid.field)).toBe(true);
  // With captcha on there is a picture to answer, or the player is told to tap for a new one.
  if (s.context.captchaEnabled && s.context.captchaFailed) expect([s.context.img, s.context.uuid]).toEqual(['', '']);
  else if (s.context.captchaEnabled) expect([s.context.img, s.context.uuid]).toEqual([captcha.img, captcha.uuid]);
  // A refused login shows the server's words.
  if (s.context.error !== null) expect(['Captcha expired', 'Wrong password']).toContain(s.context.error);
};

const submitting = (s: Snapshot) => {
  expect(s.hasTag('busy')).toBe(true);
  expect(s.context.invalid).toBeNull();
  expect(s.context.username).toBe('player_1');
  expect(s.context.password).toBe('secret1');
  if (s.context.captchaEnabled) expect([s.context.code, s.context.uuid]).toEqual(['1234', captcha.uuid]);
};

// The login answered with a challenge: the code step runs with it, the password kept until then.
const secondFactor = (s: Snapshot) => {
  expect(s.context.challenge).toBe('challenge-1');
  expect(s.context.token).toBe('');
  expect(s.children.secondFactor?.getSnapshot().context.ticket).toBe('challenge-1');
};

const done = (s: Snapshot) => {
  expect(s.status).toBe('done');
  expect(s.output).toEqual({ token: 'session-token' });
};

describe('captcha on', () => {
  describeModel(model, {
    input: { captchaEnabled: true },
    pathStrategy: 'transitions',
    events,
    serializeState,
    states: { loadingCaptcha, editing, submitting, secondFactor, done },
  });
});

describe('captcha off', () => {
  describeModel(model, {
    input: { captchaEnabled: false },
    pathStrategy: 'transitions',
    events,
    serializeState,
    // Only a 503 from the server brings the picture back: the site flag was stale.
    states: { loadingCaptcha, editing, submitting, secondFactor, done },
  });
});

describe('login rules', () => {
  const start = (input: LoginInput, fail?: ApiError) => {
    const loadCaptcha = vi.fn(async () => captcha);
    const login = vi.fn(async (_payload: LoginPayload) => {
      if (fail) throw fail;
      return { token: 'session-token' };
    });
    const actor = stoppedAfterTest(createActor(
      loginMachine.provide({
        actors: {
          loadCaptcha: fromPromise(loadCaptcha),
          login: fromPromise<LoginResult, LoginPayload>(({ input: payload }) => login(payload)),
        },
      }),
      { input },
    )).start();
    return { actor, loadCaptcha, login };
  };

  const fill = (actor: ReturnType<typeof start>['actor'], code = '1234') => {
    actor.send({ type: 'CHANGE', field: 'username', value: 'player_1' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret1' });
    actor.send({ type: 'CHANGE', field: 'code', value: code });
  };

  const editingAgain = async (actor: ReturnType<typeof start>['actor']) =>
    vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));

  it('sends username, password, captcha answer and uuid, and ends with the token', async () => {
    const { actor, login } = start({ captchaEnabled: true });
    await editingAgain(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(login).toHaveBeenCalledWith({ username: 'player_1', password: 'secret1', code: '1234', uuid: captcha.uuid });
    expect(actor.getSnapshot().output).toEqual({ token: 'session-token' });
  });

  it('a 503 reloads the captcha, asks for a new answer and shows the msg', async () => {
    const { actor, loadCaptcha } = start({ captchaEnabled: true }, refused(BodyCode.captchaRejected, 'Captcha expired'));
    await editingAgain(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(loadCaptcha).toHaveBeenCalledTimes(2));
    await editingAgain(actor);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Captcha expired', code: '', username: 'player_1' });
  });

  // The server spends a captcha on every attempt, so any failed login asks for a new picture.
  it('other failures show the msg and fetch a new captcha for the next try', async () => {
    const { actor, loadCaptcha, login } = start({ captchaEnabled: true }, refused(BodyCode.refused, 'Wrong password'));
    await editingAgain(actor);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(loadCaptcha).toHaveBeenCalledTimes(2));
    await editingAgain(actor);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Wrong password', code: '' });
  });

  // What the browser suite once checked with the captcha off: the server's words, no token.
  it('with the captcha off, a wrong password keeps the form with the msg and ends nothing', async () => {
    const { actor, loadCaptcha, login } = start({ captchaEnabled: false }, refused(BodyCode.refused, 'Wrong password'));
    await editingAgain(actor);
    actor.send({ type: 'CHANGE', field: 'username', value: 'player_1' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'wrong-pass1' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    await editingAgain(actor);
    expect(actor.getSnapshot().context.error).toBe('Wrong password');
    expect(actor.getSnapshot().status).toBe('active');
    expect(loadCaptcha).not.toHaveBeenCalled();
  });

  it('invalid input never calls login, and the first failure is shown', async () => {
    const { actor, login } = start({ captchaEnabled: true });
    await editingAgain(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'username', rule: 'required' });
    actor.send({ type: 'CHANGE', field: 'username', value: 'player_1' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'password', rule: 'required' });
    fill(actor, '12');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'code', rule: 'captcha' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(login).not.toHaveBeenCalled();
  });

  it('tapping the picture loads a new one', async () => {
    const { actor, loadCaptcha } = start({ captchaEnabled: true });
    await editingAgain(actor);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    await editingAgain(actor);
    expect(loadCaptcha).toHaveBeenCalledTimes(2);
  });

  it('with captcha off no picture is loaded and none is asked for', async () => {
    const { actor, loadCaptcha, login } = start({ captchaEnabled: false });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    fill(actor, '');
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(loadCaptcha).not.toHaveBeenCalled();
    expect(login).toHaveBeenCalledWith({ username: 'player_1', password: 'secret1', code: '', uuid: '' });
  });

  it('the server may turn the captcha off although the site flag said on', async () => {
    const { actor } = start({ captchaEnabled: true });
    actor.send({ type: 'xstate.done.actor.loadCaptcha', output: { img: '', uuid: '', captchaEnabled: false } } as never);
    expect(actor.getSnapshot().context.captchaEnabled).toBe(false);
  });

  it('without a picture a submit fetches one instead of logging in', async () => {
    const { actor, login } = start({ captchaEnabled: true });
    actor.send({ type: 'xstate.error.actor.loadCaptcha', error: new Error('offline') } as never);
    expect(actor.getSnapshot().context.captchaFailed).toBe(true);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    expect(login).not.toHaveBeenCalled();
  });
});
