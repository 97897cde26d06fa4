// The login popup's view stack, walked from its graph: the tabs, forgot password and back, and the
// close button. Site info is the session's (loaded once), and a signed-in form tells the player,
// which closes the popup through the guest guard (guest-guard.model.test.ts).
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { loginPopupMachine } from '../../src/machines/login-popup.machine';
import { describeModel } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof loginPopupMachine>;

const showing = (tab: string) => (s: Snapshot) => {
  expect(s.status).toBe('active');
  expect(s.matches({ open: tab } as never)).toBe(true);
  // Forgot password exists only on the login tab, back only on reset.
  expect(s.can({ type: 'FORGOT_PASSWORD' })).toBe(tab === 'accountLogin');
  expect(s.can({ type: 'BACK' })).toBe(tab === 'accountResetPwd');
  // The popup itself never loads anything.
  expect(Object.keys(s.children)).toEqual([]);
};

for (const tab of [undefined, 'signUp'] as const) {
  describe(`opened on ${tab ?? 'the default tab'}`, () => {
    describeModel(loginPopupMachine, {
      input: { tab },
      pathStrategy: 'transitions',
      events: {
        SELECT_TAB: [{ tab: 'accountLogin' }, { tab: 'codeLogin' }, { tab: 'signUp' }, { tab: 'accountResetPwd' }],
      },
      states: {
        'open.accountLogin': showing('accountLogin'),
        'open.codeLogin': showing('codeLogin'),
        'open.signUp': showing('signUp'),
        'open.accountResetPwd': showing('accountResetPwd'),
        closed: (s) => expect(s.status).toBe('done'),
      },
    });
  });
}

describe('login popup rules', () => {
  const open = (tab?: 'accountLogin' | 'codeLogin' | 'signUp' | 'accountResetPwd') => stoppedAfterTest(createActor(loginPopupMachine, { input: { tab } })).start();

  it('defaults to accountLogin', () => {
    expect(open().getSnapshot().matches({ open: 'accountLogin' })).toBe(true);
  });

  it('forgot password opens accountResetPwd and back returns to accountLogin', () => {
    const actor = open('codeLogin');
    actor.send({ type: 'SELECT_TAB', tab: 'accountLogin' });
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(actor.getSnapshot().matches({ open: 'accountResetPwd' })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ open: 'accountLogin' })).toBe(true);
  });

  it('ends only by its close button (the mask sends nothing)', () => {
    const actor = open('signUp');
    for (const type of ['FORGOT_PASSWORD', 'BACK'] as const) actor.send({ type });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
