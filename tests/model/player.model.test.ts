// Player, walked from its graph: waiting for the first screen, guest or signed in by the stored
// token, the success sequence, the figures, logout after the tracker's last part, and a session
// ended by the server; then SPEC.md §4's rules.
import { describe, expect, it, vi } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { trackOnlineTime, type PlayerData } from '../../src/machines/player.actors';
import { playerMachine, type PlayerInput } from '../../src/machines/player.machine';
import { onlineTimeMachine } from '../../src/machines/online-time.machine';
import { settleCheckMachine } from '../../src/machines/settle-check.machine';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';

type Snapshot = SnapshotFrom<typeof playerMachine>;

const sideEffects = () => ({
  storeToken: vi.fn(),
  forgetSession: vi.fn(),
  restartAfterRejection: vi.fn(),
  forgetInviteCode: vi.fn(),
  goHomeTab: vi.fn(),
  storeUserInfo: vi.fn(),
  storeInviteCode: vi.fn(),
  refreshWallet: vi.fn(),
  clearWallet: vi.fn(),
  refreshUnread: vi.fn(),
  clearUnread: vi.fn(),
  tellGuardSignedIn: vi.fn(),
  tellGuardGuest: vi.fn(),
  closeLoginPopup: vi.fn(),
});

const player: PlayerData = {
  userInfo: { username: 'ann', level: 3 },
  walletParams: { openStatus: true, manualDepositOpenStatus: true, autoDepositFunctionStatus: true, depositAmountListStatus: true, withdrawAmountListStatus: true },
};
const guestOnPhone: PlayerInput = { token: null, userInfo: null, deviceType: 'h5' };
const quietTracker = onlineTimeMachine.provide({ actors: { report: pendingActor }, guards: { nothingToReport: () => false } });
// The settle check's module as the player loads it at sign-in, its call never answering.
const quietSettleCheck = settleCheckMachine.provide({ actors: { checkSettlable: pendingActor } });

for (const input of [guestOnPhone, { ...guestOnPhone, token: 'stored-token', userInfo: { username: 'ann' } }]) {
  describe(input.token ? 'with a stored token' : 'as a guest', () => {
    describeModel(playerMachine.provide({ actors: { loadPlayer: pendingActor, logout: pendingActor, onlineTime: trackOnlineTime(async () => quietTracker) }, actions: sideEffects() }), {
      input,
      pathStrategy: 'transitions',
      events: {
        SIGNED_IN: [{ token: 'session-token', via: 'login' }],
        'xstate.done.actor.loadPlayer': [{ output: player }],
        'xstate.done.actor.loadSettleCheck': [{ output: quietSettleCheck }],
        USER_INFO_LOADED: [{ userInfo: { username: 'ann', nickname: 'Annie' } }],
        INVITE_CODE_RECEIVED: [{ inviteCode: 'FRIEND1' }],
      },
      states: {
        // The stored token, or none once an HTTP 403 at boot forgot it; nothing loads yet.
        waiting: (s: Snapshot) => {
          expect([input.token, null]).toContain(s.context.token);
          expect(Object.keys(s.children)).toEqual([]);
        },
        guest: (s: Snapshot) => {
          expect(s.context.token).toBeNull();
          // A guest runs no settle check (stopped if one signed out).
          const settleCheck = s.children.settleCheck as ActorRefFrom<typeof settleCheckMachine> | undefined;
          expect(settleCheck?.getSnapshot().value ?? 'off').toBe('off');
          expect(s.context.userInfo).toBeNull();
          expect(s.can({ type: 'SIGN_OUT' })).toBe(false);
        },
        'signedIn.loadingPlayer': (s: Snapshot) => {
          expect(s.context.token).not.toBeNull();
          expect(s.children.onlineTime).toBeDefined();
          // The settle check is spawned once its module is in, never before a sign-in.
          expect(s.children.loadSettleCheck ?? s.children.settleCheck).toBeDefined();
          expect(s.can({ type: 'SIGN_OUT' })).toBe(true);
        },
        'signedIn.idle': (s: Snapshot) => expect(s.can({ type: 'REFRESH_PLAYER' })).toBe(true),
        'signedIn.reportingTime': (s: Snapshot) => expect(s.children.onlineTime).toBeDefined(),
        'signedIn.loggingOut': (s: Snapshot) => expect(s.children.logout).toBeDefined(),
      },
    });
  });
}

describe('player rules', () => {
  const calls: string[] = [];
  const start = (input: Partial<PlayerInput>, effects: Partial<ReturnType<typeof sideEffects>> = sideEffects()) => {
    calls.length = 0;
    const actor = stoppedAfterTest(createActor(
      playerMachine.provide({
        actors: {
          loadPlayer: fromPromise<PlayerData>(async () => player),
          logout: fromPromise<void>(async () => void calls.push('logout')),
          onlineTime: trackOnlineTime(async () => onlineTimeMachine.provide({ actors: { report: fromPromise<void, { unit: 1 | 2 | 3 }>(async () => void calls.push('report')) } })),
          loadSettleCheck: fromPromise(async () => quietSettleCheck),
        },
        actions: effects,
      }),
      { input: { ...guestOnPhone, ...input } },
    ).start());
    actor.send({ type: 'START' });
    return { actor, effects };
  };

  it('runs the success sequence: token stored, popup closed, home tab, player and wallet loaded', async () => {
    const effects = sideEffects();
    const { actor } = start({ deviceType: 'pc' }, effects);
    actor.send({ type: 'SIGNED_IN', token: 'fresh', via: 'login' });
    expect(effects.storeToken).toHaveBeenCalledOnce();
    expect(effects.closeLoginPopup).toHaveBeenCalledOnce();
    expect(effects.goHomeTab).toHaveBeenCalledOnce();
    expect(effects.refreshWallet).toHaveBeenCalledOnce();
    expect(effects.refreshUnread).toHaveBeenCalledOnce();
    expect(effects.tellGuardSignedIn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.loginSuccessNotice).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.userInfo).toEqual({ username: 'ann', level: 3 });
    expect(actor.getSnapshot().context.walletParams?.openStatus).toBe(true);
  });

  it('a registration spends the stored invite code; a login keeps it', () => {
    const { forgetInviteCode: _, ...effects } = sideEffects();
    const { actor } = start({}, effects);
    storage.set('inviteCode', 'FRIEND1');
    actor.send({ type: 'SIGNED_IN', token: 'a', via: 'login' });
    expect(storage.get('inviteCode')).toBe('FRIEND1');
    actor.send({ type: 'SIGNED_IN', token: 'b', via: 'register' });
    expect(storage.get('inviteCode')).toBeNull();
  });

  it('clears the session and restarts after a 401/403 body code', () => {
    const { actor, effects } = start({ token: 'old', userInfo: { username: 'ann' } });
    actor.send({ type: 'SESSION_REJECTED' });
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.userInfo).toBeNull();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
    expect(effects.clearWallet).toHaveBeenCalledOnce();
    expect(effects.clearUnread).toHaveBeenCalledOnce();
    expect(effects.restartAfterRejection).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('guest')).toBe(true);
  });

  it('an HTTP 403 before the first screen forgets the stored session', () => {
    const effects = sideEffects();
    const actor = stoppedAfterTest(createActor(playerMachine.provide({ actions: effects }), { input: { ...guestOnPhone, token: 'old', userInfo: { username: 'ann' } } }).start());
    actor.send({ type: 'FORBIDDEN' });
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
  });

  it('logs out after the online-time tracker sent its last part, then clears the session', async () => {
    const { actor, effects } = start({ token: 'old', userInfo: { username: 'ann' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true));
    actor.send({ type: 'SIGN_OUT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('guest')).toBe(true));
    // Under 50 s online: no last report, only the logout call.
    expect(calls).toEqual(['logout']);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.forgetSession).toHaveBeenCalledOnce();
    expect(effects.clearWallet).toHaveBeenCalledOnce();
  });

  it('logs out even while the player figures are still loading', async () => {
    calls.length = 0;
    const actor = stoppedAfterTest(createActor(
      playerMachine.provide({
        actors: {
          loadPlayer: pendingActor,
          logout: fromPromise<void>(async () => void calls.push('logout')),
          onlineTime: trackOnlineTime(async () => onlineTimeMachine.provide({ actors: { report: fromPromise<void, { unit: 1 | 2 | 3 }>(async () => {}) } })),
        },
        actions: sideEffects(),
      }),
      { input: { ...guestOnPhone, token: 'old' } },
    ).start());
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().matches({ signedIn: 'loadingPlayer' })).toBe(true);
    actor.send({ type: 'SIGN_OUT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('guest')).toBe(true));
    expect(calls).toEqual(['logout']);
  });
});
