// App session: booting on site info (or the stored copy), the language rule, theme, login popup
// and the guest guard, walked from the machine's graph.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appSessionMachine, type AppSessionInput } from '../../src/machines/app-session.machine';
import { paths } from '../../src/domain/routes';
import type { LocaleCode } from '../../src/domain/locales';
import type { SiteInfo } from '../../src/domain/site-info';
import type { PlayerData } from '../../src/machines/app-session.actors';
import { onlineTimeMachine } from '../../src/machines/online-time.machine';
import { ApiError } from '../../src/services/api-error';
import { storage } from '../../src/services/storage';
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
  forgetInviteCode: vi.fn(),
  goHomeTab: vi.fn(),
  storeUserInfo: vi.fn(),
  storeFreshSiteInfo: vi.fn(),
});

/** What the API client throws on HTTP 403 (a blocked address, SPEC.md §8). */
const http403 = new ApiError('http', 'HTTP 403', { status: 403, reply: { code: 403, msg: 'blocked', data: null } });

const guestOnPhone: AppSessionInput = {
  token: null, userInfo: null, storedLocale: null, theme: 'theme1', deviceType: 'h5', cachedSiteInfo: null,
};

describeModel(
  appSessionMachine.provide({
    actors: { loadSiteInfo: pendingActor, loadLocale: pendingActor, loadPlayer: pendingActor, logout: pendingActor, onlineTime: onlineTimeMachine.provide({ actors: { report: pendingActor }, guards: { nothingToReport: () => false } }) },
    actions: sideEffects(),
  }),
  {
    input: guestOnPhone,
    pathStrategy: 'transitions',
    events: {
      'xstate.done.actor.loadSiteInfo': [{ output: demoSiteInfo }],
      // Unreachable (offline), or HTTP 403 (the forbidden page).
      'xstate.error.actor.loadSiteInfo': [{ error: new ApiError('network', 'Failed to fetch') }, { error: http403 }],
      SET_LOCALE: [{ localeCode: 'zh_CN' }],
      SITE_INFO_LOADED: [{ siteInfo: demoSiteInfo }],
      SET_THEME: [{ theme: 'theme3' }],
      OPEN_LOGIN_POPUP: [{ tab: 'signUp' }],
      ROUTE_CHANGED: [{ path: paths.myWallet }, { path: paths.home }],
      SIGNED_IN: [{ token: 'session-token', via: 'login' }],
      'xstate.done.actor.loadPlayer': [{ output: { userInfo: { username: 'ann' }, walletParams: { openStatus: true, manualDepositOpenStatus: true, autoDepositFunctionStatus: true, depositAmountListStatus: true, withdrawAmountListStatus: true }, balanceObj: { balance: 12.5 } } }],
      INVITE_CODE_RECEIVED: [{ inviteCode: 'FRIEND1' }],
    },
    states: {
      booting: (s) => expect(s.context.appFirstLoad).toBe(true),
      'offline.loadingLocale': (s) => expect(s.context.localeCode).toBe('en_US'),
      'offline.waiting': (s) => expect(s.can({ type: 'RETRY' })).toBe(true),
      'forbidden.loadingLocale': (s) => {
        expect(s.context.localeCode).toBe('en_US');
        expect(s.context.token).toBeNull();
      },
      // Waits for any successful reply (the forbidden page's check again), then boots again.
      'forbidden.waiting': (s) => {
        expect(s.context.token).toBeNull();
        expect(s.can({ type: 'RESPONSE_OK' })).toBe(true);
        expect(s.can({ type: 'RETRY' })).toBe(false);
      },
      // Site info says TH and no default language: the country rule picks Thai.
      loadingLocale: (s) => expect(s.context.localeCode).toBe(s.context.storedLocale ?? 'th_TH'),
      'ready.language.idle': (s) => expect(s.context.siteInfo?.websiteName).toBe('Lucky Star'),
      'ready.language.switchingLocale': (s) => expect(s.context.localeCode).toBe('zh_CN'),
      'ready.player.guest': (s) => {
        expect(s.context.token).toBeNull();
        expect(s.context.userInfo).toBeNull();
      },
      'ready.player.signedIn': (s) => {
        expect(s.context.token).toBe('session-token');
        expect(s.context.deviceInfo.deviceType).toBe('h5');
      },
    },
  },
);

const player = { userInfo: { username: 'ann' }, walletParams: { openStatus: true, manualDepositOpenStatus: true, autoDepositFunctionStatus: true, depositAmountListStatus: true, withdrawAmountListStatus: true }, balanceObj: { balance: 12.5 } };
const logoutCalls: string[] = [];

const boot = (input: Partial<AppSessionInput>, effects: Partial<ReturnType<typeof sideEffects>> = sideEffects()) => {
  const actor = createActor(
    appSessionMachine.provide({
      actors: {
        loadSiteInfo: fromPromise(async () => demoSiteInfo),
        loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async () => {}),
        loadPlayer: fromPromise<PlayerData>(async () => player),
        logout: fromPromise<void>(async () => void logoutCalls.push('logout')),
        onlineTime: onlineTimeMachine.provide({ actors: { report: fromPromise<void, { unit: 1 | 2 | 3 }>(async () => void logoutCalls.push('report')) } }),
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

  it('an HTTP 403 with nothing stored waits on the forbidden page, not offline; a later success boots again', async () => {
    let blocked = true;
    const effects = sideEffects();
    const actor = createActor(
      appSessionMachine.provide({
        actors: {
          loadSiteInfo: fromPromise<SiteInfo>(async () => {
            if (blocked) throw http403;
            return demoSiteInfo;
          }),
          loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async () => {}),
          loadPlayer: fromPromise<PlayerData>(async () => player),
        },
        actions: effects,
      }),
      { input: { ...guestOnPhone, token: 'old', userInfo: { username: 'ann' } } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ forbidden: 'waiting' })).toBe(true));
    // SPEC.md §8: token and user are cleared.
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.userInfo).toBeNull();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
    blocked = false;
    actor.send({ type: 'RESPONSE_OK' });
    await ready(actor);
    expect(actor.getSnapshot().context.siteInfo?.websiteName).toBe('Lucky Star');
    expect(actor.getSnapshot().matches({ ready: { player: 'guest' } })).toBe(true);
  });

  it('an HTTP 403 with a stored copy of the site info boots on it (the forbidden page shows inside the app)', async () => {
    const actor = createActor(
      appSessionMachine.provide({
        actors: { loadSiteInfo: fromPromise<SiteInfo>(async () => { throw http403; }), loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async () => {}) },
        actions: sideEffects(),
      }),
      { input: { ...guestOnPhone, cachedSiteInfo: demoSiteInfo } },
    ).start();
    await ready(actor);
    expect(actor.getSnapshot().context.siteInfo).toEqual(demoSiteInfo);
  });

  it('an HTTP 403 in use closes the login popup over the forbidden page and clears a session', async () => {
    const { actor, effects } = boot({ deviceType: 'pc' });
    await ready(actor);
    actor.send({ type: 'OPEN_LOGIN_POPUP' });
    actor.send({ type: 'FORBIDDEN' });
    expect(actor.getSnapshot().context.loginPopupActiveTab).toBeNull();

    actor.send({ type: 'SIGNED_IN', token: 'fresh', via: 'login' });
    actor.send({ type: 'OPEN_LOGIN_POPUP' });
    actor.send({ type: 'FORBIDDEN' });
    expect(actor.getSnapshot().matches({ ready: { player: 'guest' } })).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.loginPopupActiveTab).toBeNull();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
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
    actor.send({ type: 'SIGNED_IN', token: 'abc', via: 'login' });
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

  it('runs the success sequence: token stored, popup closed, home tab, player loaded', async () => {
    const { actor, effects } = boot({ deviceType: 'pc' });
    await ready(actor);
    actor.send({ type: 'OPEN_LOGIN_POPUP' });
    actor.send({ type: 'SIGNED_IN', token: 'fresh', via: 'login' });
    expect(actor.getSnapshot().context.loginPopupActiveTab).toBeNull();
    expect(effects.storeToken).toHaveBeenCalledOnce();
    expect(effects.goHomeTab).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { player: { signedIn: 'idle' } } })).toBe(true));
    expect(actor.getSnapshot().context.userInfo).toEqual({ username: 'ann' });
    expect(actor.getSnapshot().context.balanceObj?.balance).toBe(12.5);
    expect(actor.getSnapshot().context.walletParams?.openStatus).toBe(true);
  });

  it('a registration spends the stored invite code; a login keeps it', async () => {
    const { forgetInviteCode: _, ...effects } = sideEffects();
    const { actor } = boot({}, effects);
    await ready(actor);
    storage.set('inviteCode', 'FRIEND1');
    actor.send({ type: 'SIGNED_IN', token: 'a', via: 'login' });
    expect(storage.get('inviteCode')).toBe('FRIEND1');
    actor.send({ type: 'SIGNED_IN', token: 'b', via: 'register' });
    expect(storage.get('inviteCode')).toBeNull();
  });

  it('logs out after the online-time tracker sent its last part, then clears the session', async () => {
    logoutCalls.length = 0;
    const { actor, effects } = boot({ token: 'old', userInfo: { username: 'ann' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { player: { signedIn: 'idle' } } })).toBe(true));
    actor.send({ type: 'SIGN_OUT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { player: 'guest' } })).toBe(true));
    // Under 50 s online: no last report, only the logout call.
    expect(logoutCalls).toEqual(['logout']);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
  });

  it('logs out even while the player figures are still loading', async () => {
    logoutCalls.length = 0;
    const actor = createActor(
      appSessionMachine.provide({
        actors: {
          loadSiteInfo: fromPromise(async () => demoSiteInfo),
          loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async () => {}),
          loadPlayer: pendingActor,
          logout: fromPromise<void>(async () => void logoutCalls.push('logout')),
          onlineTime: onlineTimeMachine.provide({ actors: { report: fromPromise<void, { unit: 1 | 2 | 3 }>(async () => {}) } }),
        },
        actions: sideEffects(),
      }),
      { input: { ...guestOnPhone, token: 'old' } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { player: { signedIn: 'loadingPlayer' } } })).toBe(true));
    expect(actor.getSnapshot().can({ type: 'SIGN_OUT' })).toBe(true);
    actor.send({ type: 'SIGN_OUT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { player: 'guest' } })).toBe(true));
    expect(logoutCalls).toEqual(['logout']);
  });
});
