// App session: booting on site info (or the stored copy), the language rule, theme, login popup
// and the guest guard, walked from the machine's graph.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appSessionMachine, type AppSessionInput } from '../../src/machines/app-session.machine';
import { paths } from '../../src/domain/routes';
import type { LocaleCode } from '../../src/domain/locales';
import type { SiteInfo } from '../../src/domain/site-info';
import { describeModel, pendingActor } from './model-harness';
import { demoSiteInfo } from './fixtures';

const sideEffects = () => ({
  storeSiteInfo: vi.fn(),
  storeLocale: vi.fn(),
  storeTheme: vi.fn(),
  storeInviteCode: vi.fn(),
  rememberRedirectPath: vi.fn(),
  showDesktopLogin: vi.fn(),
  showMobileLogin: vi.fn(),
  storeToken: vi.fn(),
  forgetSession: vi.fn(),
  restartAfterRejection: vi.fn(),
});

const guestOnPhone: AppSessionInput = {
  token: null, userInfo: null, storedLocale: null, theme: 'theme1', deviceType: 'h5', cachedSiteInfo: null,
};

describeModel(
  appSessionMachine.provide({ actors: { loadSiteInfo: pendingActor, loadLocale: pendingActor }, actions: sideEffects() }),
  {
    input: guestOnPhone,
    pathStrategy: 'transitions',
    events: {
      'xstate.done.actor.loadSiteInfo': [{ output: demoSiteInfo }],
      SET_LOCALE: [{ localeCode: 'zh_CN' }],
      SET_THEME: [{ theme: 'theme3' }],
      OPEN_LOGIN_POPUP: [{ tab: 'signUp' }],
      ROUTE_CHANGED: [{ path: paths.myWallet }, { path: paths.home }],
      SIGNED_IN: [{ token: 'session-token' }],
      INVITE_CODE_RECEIVED: [{ inviteCode: 'FRIEND1' }],
    },
    states: {
      booting: (s) => expect(s.context.siteInfo).toBeNull(),
      'offline.loadingLocale': (s) => expect(s.context.localeCode).toBe('en_US'),
      'offline.waiting': (s) => expect(s.can({ type: 'RETRY' })).toBe(true),
      // Site info says TH and no default language: the country rule picks Thai.
      loadingLocale: (s) => expect(s.context.localeCode).toBe(s.context.storedLocale ?? 'th_TH'),
      'ready.idle': (s) => expect(s.context.siteInfo?.websiteName).toBe('Lucky Star'),
      'ready.switchingLocale': (s) => expect(s.context.localeCode).toBe('zh_CN'),
    },
  },
);

const boot = (input: Partial<AppSessionInput>, effects = sideEffects()) => {
  const actor = createActor(
    appSessionMachine.provide({
      actors: {
        loadSiteInfo: fromPromise(async () => demoSiteInfo),
        loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async () => {}),
      },
      actions: effects,
    }),
    { input: { ...guestOnPhone, ...input } },
  ).start();
  return { actor, effects };
};

const ready = async (actor: ReturnType<typeof boot>['actor']) => {
  await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
};

describe('appSession rules', () => {
  it('a stored locale wins over the site and country', async () => {
    const { actor } = boot({ storedLocale: 'ms_MY' });
    await ready(actor);
    expect(actor.getSnapshot().context.localeCode).toBe('ms_MY');
  });

  it('falls back to the stored site info when the server cannot be reached', async () => {
    const actor = createActor(
      appSessionMachine.provide({
        actors: { loadSiteInfo: fromPromise<SiteInfo>(async () => { throw new Error('offline'); }), loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async () => {}) },
        actions: sideEffects(),
      }),
      { input: { ...guestOnPhone, cachedSiteInfo: { ...demoSiteInfo, countryCode: 'MM' } } },
    ).start();
    await ready(actor);
    expect(actor.getSnapshot().context.localeCode).toBe('my_MM');
  });

  it('sends a guest on a phone to the login page and remembers where they were going', async () => {
    const { actor, effects } = boot({});
    await ready(actor);
    actor.send({ type: 'ROUTE_CHANGED', path: paths.myWallet });
    expect(effects.showMobileLogin).toHaveBeenCalledOnce();
    expect(effects.rememberRedirectPath).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.loginPopupActiveTab).toBeNull();
  });

  it('opens the login popup for a guest on desktop', async () => {
    const { actor, effects } = boot({ deviceType: 'pc' });
    await ready(actor);
    actor.send({ type: 'ROUTE_CHANGED', path: paths.myWallet });
    expect(effects.showDesktopLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.loginPopupActiveTab).toBe('accountLogin');
  });

  it('lets a guest open whitelisted paths and a signed-in player open any', async () => {
    const { actor, effects } = boot({});
    await ready(actor);
    actor.send({ type: 'ROUTE_CHANGED', path: paths.depositResult });
    actor.send({ type: 'SIGNED_IN', token: 'abc' });
    actor.send({ type: 'ROUTE_CHANGED', path: paths.myWallet });
    expect(effects.showMobileLogin).not.toHaveBeenCalled();
    expect(effects.storeToken).toHaveBeenCalledOnce();
  });

  it('clears the session and restarts after a 401/403 body code', async () => {
    const { actor, effects } = boot({ token: 'old', userInfo: { username: 'ann' } });
    await ready(actor);
    actor.send({ type: 'SESSION_REJECTED' });
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.userInfo).toBeNull();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
    expect(effects.restartAfterRejection).toHaveBeenCalledOnce();
  });
});
