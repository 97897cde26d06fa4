// App session, the parent: its boot walked from its graph (site info settles, the language loads,
// then ready, offline or forbidden), then the whole tree of children working together through the
// actor system: the language rule, the stored copy, HTTP 403, the guest guard, the success
// sequence a form starts by sending SIGNED_IN to the player, and logout.
import { describe, expect, it, vi } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { paths } from '../../src/domain/routes';
import type { LocaleCode } from '../../src/domain/locales';
import type { UnreadNumber } from '../../src/domain/message.schema';
import type { SiteInfo } from '../../src/domain/site-info.schema';
import { appSessionMachine, type AppSessionInput } from '../../src/machines/app-session.machine';
import { guestGuardMachine } from '../../src/machines/guest-guard.machine';
import { onlineTimeMachine } from '../../src/machines/online-time.machine';
import { trackOnlineTime, type PlayerData } from '../../src/machines/player.actors';
import { playerMachine } from '../../src/machines/player.machine';
import { preferencesMachine } from '../../src/machines/preferences.machine';
import { onDemandChild, sessionChild } from '../../src/machines/session-system';
import { siteInfoMachine } from '../../src/machines/site-info.machine';
import { unreadMessagesMachine } from '../../src/machines/unread-messages.machine';
import { settleCheckMachine } from '../../src/machines/settle-check.machine';
import type { CanSettleRecord } from '../../src/domain/promotion.schema';
import { walletSummaryMachine } from '../../src/machines/wallet-summary.machine';
import type { BalanceInfo } from '../../src/services/user.types';
import { describeModel, pendingActor } from './model-harness';
import { demoSiteInfo, http403 } from './fixtures';

type Snapshot = SnapshotFrom<typeof appSessionMachine>;

const guestOnPhone: AppSessionInput = {
  token: null, userInfo: null, storedLocale: null, storedCountry: null, theme: 'theme1', deviceType: 'h5', cachedSiteInfo: null, pageSiteInfo: null,
};

const storage = () => ({ storeSiteInfo: vi.fn(), storeLocale: vi.fn(), storeTheme: vi.fn() });
const playerEffects = () => ({
  storeToken: vi.fn(), forgetSession: vi.fn(), restartAfterRejection: vi.fn(), goHomeTab: vi.fn(), storeUserInfo: vi.fn(), storeInviteCode: vi.fn(), forgetInviteCode: vi.fn(),
});
const guardEffects = () => ({ rememberRedirectPath: vi.fn(), showDesktopLogin: vi.fn(), showMobileLogin: vi.fn() });

// The boot, on the graph: children that never settle, so the graph's events decide the path.
describeModel(
  appSessionMachine.provide({
    actors: {
      siteInfo: siteInfoMachine.provide({ actors: { loadSiteInfo: pendingActor } }),
      preferences: preferencesMachine.provide({ actors: { loadLocale: pendingActor } }),
      player: playerMachine.provide({ actors: { loadPlayer: pendingActor }, actions: playerEffects() }),
      wallet: walletSummaryMachine.provide({ actors: { loadBalance: pendingActor } }),
      unreadMessages: unreadMessagesMachine.provide({ actors: { loadUnread: pendingActor } }),
    },
  }),
  {
    input: guestOnPhone,
    pathStrategy: 'transitions',
    // Where the language load leads depends on how site info settled.
    serializeState: (s) => JSON.stringify([s.value, s.context.outcome]),
    events: {
      SITE_INFO_SETTLED: [
        { outcome: 'loaded', siteInfo: demoSiteInfo },
        { outcome: 'offline', siteInfo: null },
        { outcome: 'forbidden', siteInfo: null },
      ],
    },
    states: {
      booting: (s: Snapshot) => expect(Object.keys(s.children).sort()).toEqual(Object.values(sessionChild).sort()),
      loadingLocale: (s: Snapshot) => {
        expect(s.context.outcome).not.toBeNull();
        expect(s.children.preferences?.getSnapshot().matches('loadingLocale')).toBe(true);
      },
      offline: (s: Snapshot) => expect(s.can({ type: 'RETRY' })).toBe(true),
      forbidden: (s: Snapshot) => {
        expect(s.can({ type: 'RESPONSE_OK' })).toBe(true);
        expect(s.can({ type: 'RETRY' })).toBe(false);
      },
      // The first screen: the player has decided (a guest here) and every child is there.
      ready: (s: Snapshot) => {
        expect(s.context.outcome).toBe('loaded');
        expect(s.children.player?.getSnapshot().matches('guest')).toBe(true);
      },
    },
  },
);

interface TreeOptions {
  loadSiteInfo?: () => Promise<SiteInfo>;
  loadPlayer?: () => Promise<PlayerData>;
}

const player: PlayerData = {
  userInfo: { username: 'ann' },
  walletParams: { openStatus: true, manualDepositOpenStatus: true, autoDepositFunctionStatus: true, depositAmountListStatus: true, withdrawAmountListStatus: true },
};
const calls: string[] = [];

/** The whole session with fake calls and storage; returns the children as any view reaches them. */
const boot = (input: Partial<AppSessionInput>, options: TreeOptions = {}) => {
  calls.length = 0;
  const effects = { player: playerEffects(), guard: guardEffects() };
  const session = stoppedAfterTest(createActor(
    appSessionMachine.provide({
      actors: {
        siteInfo: siteInfoMachine.provide({
          actors: { loadSiteInfo: fromPromise(async () => (calls.push('siteInfo'), (options.loadSiteInfo ?? (async () => demoSiteInfo))())) },
          actions: storage(),
        }),
        preferences: preferencesMachine.provide({
          actors: { loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async ({ input: { localeCode } }) => void calls.push(`locale ${localeCode}`)) },
          actions: storage(),
        }),
        player: playerMachine.provide({
          actors: {
            loadPlayer: fromPromise(options.loadPlayer ?? (async () => player)),
            logout: fromPromise<void>(async () => void calls.push('logout')),
            onlineTime: trackOnlineTime(async () => onlineTimeMachine.provide({ actors: { report: fromPromise<void, { unit: 1 | 2 | 3 }>(async () => void calls.push('report')) } })),
            // The settle check's module, as the player asks for it at each sign-in.
            loadSettleCheck: fromPromise(async () => (calls.push('settleCheck module'), settleCheckMachine.provide({
              actors: { checkSettlable: fromPromise<CanSettleRecord | null>(async () => (calls.push('settleCheck'), { id: 5, buttonStatus: 1 })) },
            }))),
          },
          actions: effects.player,
        }),
        wallet: walletSummaryMachine.provide({ actors: { loadBalance: fromPromise<BalanceInfo>(async () => ({ balance: 12.5, promotionBalance: 3 })) } }),
        guestGuard: guestGuardMachine.provide({ actions: effects.guard }),
        unreadMessages: unreadMessagesMachine.provide({
          actors: { loadUnread: fromPromise<UnreadNumber[]>(async () => (calls.push('unread'), [{ category: 'system', number: 2 }])) },
        }),
      },
    }),
    { input: { ...guestOnPhone, ...input } },
  ).start());
  const child = <K extends keyof typeof sessionChild>(id: K) => session.system.get(sessionChild[id]);
  return {
    session,
    effects,
    siteInfo: () => child('siteInfo').getSnapshot() as SnapshotFrom<typeof siteInfoMachine>,
    preferences: () => child('preferences').getSnapshot() as SnapshotFrom<typeof preferencesMachine>,
    player: () => child('player').getSnapshot() as SnapshotFrom<typeof playerMachine>,
    wallet: () => child('wallet').getSnapshot() as SnapshotFrom<typeof walletSummaryMachine>,
    guard: () => child('guestGuard').getSnapshot() as SnapshotFrom<typeof guestGuardMachine>,
    unread: () => child('unreadMessages').getSnapshot() as SnapshotFrom<typeof unreadMessagesMachine>,
    /** Spawned by the player at the first sign-in (undefined before). */
    settleCheckActor: () => session.system.get(onDemandChild.settleCheck) as ActorRefFrom<typeof settleCheckMachine> | undefined,
    settleCheck: () => (session.system.get(onDemandChild.settleCheck) as ActorRefFrom<typeof settleCheckMachine>).getSnapshot(),
    send: (id: keyof typeof sessionChild, event: { type: string; [key: string]: unknown }) => child(id).send(event),
  };
};

const ready = async (tree: ReturnType<typeof boot>) => {
  await vi.waitFor(() => expect(tree.session.getSnapshot().matches('ready')).toBe(true));
};

describe('appSession rules (the whole tree)', () => {
  it('a stored locale wins over the site and country', async () => {
    const tree = boot({ storedLocale: 'ms_MY' });
    await ready(tree);
    expect(tree.preferences().context.localeCode).toBe('ms_MY');
    // A guest has no messages: the unread count is never asked for.
    expect(tree.unread().matches('off')).toBe(true);
    expect(calls).not.toContain('unread');
  });

  it('falls back to the stored site info when the server cannot be reached', async () => {
    const tree = boot({ cachedSiteInfo: { ...demoSiteInfo, countryCode: 'MM' } }, { loadSiteInfo: async () => { throw new Error('offline'); } });
    await ready(tree);
    expect(tree.preferences().context.localeCode).toBe('my_MM');
  });

  it('loads site info once for everything that needs it (the login popup loads none)', async () => {
    const tree = boot({ deviceType: 'pc' });
    await ready(tree);
    tree.send('guestGuard', { type: 'OPEN_LOGIN_POPUP' });
    expect(tree.guard().matches('open')).toBe(true);
    expect(calls.filter((call) => call === 'siteInfo')).toEqual(['siteInfo']);
  });

  it('a page that carries site info boots on it without a call, and its country decides the language', async () => {
    const tree = boot({ pageSiteInfo: { ...demoSiteInfo, countryCode: 'TH' }, cachedSiteInfo: { ...demoSiteInfo, countryCode: 'MM' } });
    await ready(tree);
    expect(calls).not.toContain('siteInfo');
    expect(tree.siteInfo().context.siteInfo?.countryCode).toBe('TH');
    expect(tree.preferences().context.localeCode).toBe('th_TH');
  });

  it('an HTTP 403 with nothing stored waits on the forbidden page, not offline; a later success boots again', async () => {
    let blocked = true;
    const tree = boot({ token: 'old', userInfo: { username: 'ann' } }, {
      loadSiteInfo: async () => {
        if (blocked) throw http403;
        return demoSiteInfo;
      },
    });
    await vi.waitFor(() => expect(tree.session.getSnapshot().matches('forbidden')).toBe(true));
    // SPEC.md §8: token and user are cleared; the page has words.
    expect(tree.player().context.token).toBeNull();
    expect(tree.player().context.userInfo).toBeNull();
    expect(tree.effects.player.forgetSession).toHaveBeenCalledOnce();
    expect(calls).toContain('locale en_US');
    blocked = false;
    tree.session.send({ type: 'RESPONSE_OK' });
    await ready(tree);
    expect(tree.siteInfo().context.siteInfo?.websiteName).toBe('Lucky Star');
    expect(tree.player().matches('guest')).toBe(true);
  });

  it('an HTTP 403 with a stored copy of the site info boots on it (the forbidden page shows inside the app)', async () => {
    const tree = boot({ cachedSiteInfo: demoSiteInfo }, { loadSiteInfo: async () => { throw http403; } });
    await ready(tree);
    expect(tree.siteInfo().context.siteInfo).toEqual(demoSiteInfo);
  });

  it('unreachable with nothing stored: offline, and RETRY boots again', async () => {
    let down = true;
    const tree = boot({}, {
      loadSiteInfo: async () => {
        if (down) throw new Error('offline');
        return demoSiteInfo;
      },
    });
    await vi.waitFor(() => expect(tree.session.getSnapshot().matches('offline')).toBe(true));
    down = false;
    tree.session.send({ type: 'RETRY' });
    await ready(tree);
  });

  it('an HTTP 403 in use closes the login popup over the forbidden page and clears a session', async () => {
    const tree = boot({ deviceType: 'pc' });
    await ready(tree);
    tree.send('guestGuard', { type: 'OPEN_LOGIN_POPUP' });
    tree.session.send({ type: 'FORBIDDEN' });
    expect(tree.guard().context.loginPopupActiveTab).toBeNull();

    tree.send('player', { type: 'SIGNED_IN', token: 'fresh', via: 'login' });
    tree.send('guestGuard', { type: 'OPEN_LOGIN_POPUP' });
    tree.session.send({ type: 'FORBIDDEN' });
    expect(tree.player().matches('guest')).toBe(true);
    expect(tree.player().context.token).toBeNull();
    expect(tree.guard().context.loginPopupActiveTab).toBeNull();
    expect(tree.effects.player.forgetSession).toHaveBeenCalledOnce();
  });

  it('a guest on a phone is sent to the login page; once signed in the guard lets them through', async () => {
    const tree = boot({});
    await ready(tree);
    tree.send('guestGuard', { type: 'ROUTE_CHANGED', path: paths.myWallet, openToGuests: false });
    expect(tree.effects.guard.showMobileLogin).toHaveBeenCalledOnce();
    tree.send('player', { type: 'SIGNED_IN', token: 'abc', via: 'login' });
    tree.send('guestGuard', { type: 'ROUTE_CHANGED', path: paths.myWallet, openToGuests: false });
    expect(tree.effects.guard.showMobileLogin).toHaveBeenCalledOnce();
  });

  it('runs the success sequence from a form: token stored, popup closed, home tab, player and wallet loaded', async () => {
    const tree = boot({ deviceType: 'pc' });
    await ready(tree);
    tree.send('guestGuard', { type: 'OPEN_LOGIN_POPUP' });
    // What a login form does when done: hand the token to the player it reached through the system.
    tree.send('player', { type: 'SIGNED_IN', token: 'fresh', via: 'login' });
    expect(tree.guard().matches('closed')).toBe(true);
    expect(tree.effects.player.storeToken).toHaveBeenCalledOnce();
    expect(tree.effects.player.goHomeTab).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(tree.player().matches({ signedIn: 'idle' })).toBe(true));
    expect(tree.player().context.userInfo).toEqual({ username: 'ann' });
    expect(tree.player().context.walletParams?.openStatus).toBe(true);
    await vi.waitFor(() => expect(tree.wallet().context.balanceObj?.balance).toBe(12.5));
    await vi.waitFor(() => expect(tree.unread().context.count).toBe(2));
    // SPEC.md §4: the settle check runs on login.
    await vi.waitFor(() => expect(tree.settleCheck().matches('prompting')).toBe(true));
  });

  it('the settle check is not even loaded for a guest, runs with a stored token, stops at logout and runs again at the next login', async () => {
    const guest = boot({});
    await ready(guest);
    expect(guest.settleCheckActor()).toBeUndefined();
    expect(calls).not.toContain('settleCheck module');
    expect(calls).not.toContain('settleCheck');
    const tree = boot({ token: 'old', userInfo: { username: 'ann' } });
    await vi.waitFor(() => expect(tree.settleCheck().matches('prompting')).toBe(true));
    const first = tree.settleCheckActor();
    tree.send('player', { type: 'SIGN_OUT' });
    await vi.waitFor(() => expect(tree.player().matches('guest')).toBe(true));
    expect(tree.settleCheck().matches('off')).toBe(true);
    expect(tree.settleCheck().context.recordId).toBeNull();
    tree.send('player', { type: 'SIGNED_IN', token: 'again', via: 'login' });
    await vi.waitFor(() => expect(tree.settleCheck().matches('prompting')).toBe(true));
    // The same settle check, started again: one per session, whatever the sign-ins.
    expect(tree.settleCheckActor()).toBe(first);
  });

  it('logs out after the online-time tracker sent its last part, then clears the session and the wallet', async () => {
    const tree = boot({ token: 'old', userInfo: { username: 'ann' } });
    await vi.waitFor(() => expect(tree.player().matches({ signedIn: 'idle' })).toBe(true));
    await vi.waitFor(() => expect(tree.wallet().matches('shown')).toBe(true));
    tree.send('player', { type: 'SIGN_OUT' });
    await vi.waitFor(() => expect(tree.player().matches('guest')).toBe(true));
    // Under 50 s online: no last report, only the logout call.
    expect(calls.filter((call) => call === 'logout' || call === 'report')).toEqual(['logout']);
    expect(tree.player().context.token).toBeNull();
    expect(tree.wallet().context.balanceObj).toBeNull();
    expect(tree.unread().matches('off')).toBe(true);
    expect(tree.unread().context.count).toBe(0);
    expect(tree.effects.player.forgetSession).toHaveBeenCalledOnce();
  });
});
