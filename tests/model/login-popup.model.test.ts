// The login popup's view stack, walked from its graph: the tabs, forgot password and back, site
// info loaded beside them, and the two ways out (close, signed in).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SiteInfo } from '../../src/domain/site-info';
import { loginPopupMachine } from '../../src/machines/login-popup.machine';
import { describeModel, pendingActor } from './model-harness';
import { demoSiteInfo } from './fixtures';

const model = loginPopupMachine.provide({ actors: { loadSiteInfo: pendingActor }, actions: { siteInfoLoaded: vi.fn((_args: unknown, _siteInfo: SiteInfo) => {}) } });
type Snapshot = SnapshotFrom<typeof model>;

const showing = (tab: string) => (s: Snapshot) => {
  expect(s.status).toBe('active');
  expect(s.matches({ open: { view: tab } } as never)).toBe(true);
  // Forgot password exists only on the login tab, back only on reset.
  expect(s.can({ type: 'FORGOT_PASSWORD' })).toBe(tab === 'accountLogin');
  expect(s.can({ type: 'BACK' })).toBe(tab === 'accountResetPwd');
};

for (const tab of [undefined, 'signUp'] as const) {
  describe(`opened on ${tab ?? 'the default tab'}`, () => {
    describeModel(model, {
      input: { tab },
      pathStrategy: 'transitions',
      events: {
        SELECT_TAB: [{ tab: 'accountLogin' }, { tab: 'codeLogin' }, { tab: 'signUp' }, { tab: 'accountResetPwd' }],
        SIGNED_IN: [{ token: 'session-token', via: 'register' }],
        'xstate.done.actor.loadSiteInfo': [{ output: demoSiteInfo }],
        'xstate.error.actor.loadSiteInfo': [{ error: new Error('offline') }],
      },
      states: {
        'open.view.accountLogin': showing('accountLogin'),
        'open.view.codeLogin': showing('codeLogin'),
        'open.view.signUp': showing('signUp'),
        'open.view.accountResetPwd': showing('accountResetPwd'),
        'open.siteInfo.loading': (s) => expect(s.children.loadSiteInfo).toBeDefined(),
        'open.siteInfo.loaded': (s) => expect(s.children.loadSiteInfo).toBeUndefined(),
        'open.siteInfo.failed': (s) => expect(s.status).toBe('active'),
        closed: (s) => expect([s.status, s.output]).toEqual(['done', { result: 'closed' }]),
        signedIn: (s) => expect([s.status, s.output]).toEqual(['done', { result: 'signedIn', token: 'session-token', via: 'register' }]),
      },
    });
  });
}

describe('login popup rules', () => {
  const open = (tab?: 'accountLogin' | 'codeLogin' | 'signUp' | 'accountResetPwd') => {
    const siteInfoLoaded = vi.fn();
    const actor = createActor(
      loginPopupMachine.provide({
        actors: { loadSiteInfo: fromPromise(async () => demoSiteInfo) },
        actions: { siteInfoLoaded: (_, siteInfo: SiteInfo) => siteInfoLoaded(siteInfo) },
      }),
      { input: { tab } },
    ).start();
    return { actor, siteInfoLoaded };
  };

  it('defaults to accountLogin and hands the fresh site info over once loaded', async () => {
    const { actor, siteInfoLoaded } = open();
    expect(actor.getSnapshot().matches({ open: { view: 'accountLogin' } })).toBe(true);
    await vi.waitFor(() => expect(siteInfoLoaded).toHaveBeenCalledWith(demoSiteInfo));
  });

  it('forgot password opens accountResetPwd and back returns to accountLogin', () => {
    const { actor } = open('codeLogin');
    actor.send({ type: 'SELECT_TAB', tab: 'accountLogin' });
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(actor.getSnapshot().matches({ open: { view: 'accountResetPwd' } })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ open: { view: 'accountLogin' } })).toBe(true);
  });

  it('ends only by close or by a signed-in form', () => {
    const closed = open('signUp').actor;
    closed.send({ type: 'CLOSE' });
    expect(closed.getSnapshot().output).toEqual({ result: 'closed' });
    const signedIn = open().actor;
    signedIn.send({ type: 'SIGNED_IN', token: 'session-token', via: 'login' });
    expect(signedIn.getSnapshot().output).toEqual({ result: 'signedIn', token: 'session-token', via: 'login' });
  });
});
