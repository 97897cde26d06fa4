// Guest guard, walked from its graph: the login popup opened by a log-in button or by a guest on a
// desktop outside the whitelist, closed by its close button, a sign-in or an HTTP 403; then the
// §6 rules on both devices.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { guestMayOpen, paths } from '../../src/domain/routes';
import { guestGuardMachine, type GuestGuardInput } from '../../src/machines/guest-guard.machine';
import { describeModel } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof guestGuardMachine>;

/** ROUTE_CHANGED as the route tables send it: the path, and whether §6 lets a guest be there. */
const at = (path: string) => ({ path, openToGuests: guestMayOpen(path) });

const sideEffects = () => ({ rememberRedirectPath: vi.fn(), showDesktopLogin: vi.fn(), showMobileLogin: vi.fn() });

for (const input of [{ deviceType: 'pc', signedIn: false }, { deviceType: 'h5', signedIn: false }] satisfies GuestGuardInput[]) {
  describe(`on ${input.deviceType}`, () => {
    describeModel(guestGuardMachine.provide({ actions: sideEffects() }), {
      input,
      pathStrategy: 'transitions',
      events: {
        OPEN_LOGIN_POPUP: [{ tab: 'signUp' }],
        ROUTE_CHANGED: [at(paths.myWallet), at(paths.home)],
        PLAYER_CHANGED: [{ signedIn: true }],
        'xstate.done.actor.loginPopup': [{}],
      },
      states: {
        closed: (s: Snapshot) => {
          expect(s.context.loginPopupActiveTab).toBeNull();
          expect(s.children.loginPopup).toBeUndefined();
        },
        open: (s: Snapshot) => {
          expect(s.context.loginPopupActiveTab).not.toBeNull();
          expect(s.children.loginPopup?.getSnapshot().status).toBe('active');
        },
      },
    });
  });
}

describe('guest guard rules', () => {
  const start = (input: Partial<GuestGuardInput>) => {
    const effects = sideEffects();
    const actor = stoppedAfterTest(createActor(guestGuardMachine.provide({ actions: effects }), { input: { deviceType: 'h5', signedIn: false, ...input } })).start();
    return { actor, effects };
  };

  it('sends a guest on a phone to the login page and remembers where they were going', () => {
    const { actor, effects } = start({});
    actor.send({ type: 'ROUTE_CHANGED', ...at(paths.myWallet) });
    expect(effects.showMobileLogin).toHaveBeenCalledOnce();
    expect(effects.rememberRedirectPath).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.loginPopupActiveTab).toBeNull();
    expect(actor.getSnapshot().context.appFirstLoad).toBe(false);
  });

  it('opens the login popup for a guest on desktop', () => {
    const { actor, effects } = start({ deviceType: 'pc' });
    actor.send({ type: 'ROUTE_CHANGED', ...at(paths.myWallet) });
    expect(effects.showDesktopLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.loginPopupActiveTab).toBe('accountLogin');
    expect(actor.getSnapshot().children.loginPopup?.getSnapshot().matches({ open: 'accountLogin' })).toBe(true);
  });

  it('lets a guest open whitelisted paths and a signed-in player open any', () => {
    const { actor, effects } = start({});
    actor.send({ type: 'ROUTE_CHANGED', ...at(paths.depositResult) });
    actor.send({ type: 'PLAYER_CHANGED', signedIn: true });
    actor.send({ type: 'ROUTE_CHANGED', ...at(paths.myWallet) });
    expect(effects.showMobileLogin).not.toHaveBeenCalled();
  });

  it('a "Sign up" button behind the open popup switches its tab', () => {
    const { actor } = start({ deviceType: 'pc' });
    actor.send({ type: 'OPEN_LOGIN_POPUP' });
    actor.send({ type: 'OPEN_LOGIN_POPUP', tab: 'signUp' });
    expect(actor.getSnapshot().children.loginPopup?.getSnapshot().matches({ open: 'signUp' })).toBe(true);
  });

  it('the popup ends by its close button, by a sign-in and by an HTTP 403', () => {
    const { actor } = start({ deviceType: 'pc' });
    for (const close of [
      () => actor.getSnapshot().children.loginPopup?.send({ type: 'CLOSE' }),
      () => actor.send({ type: 'CLOSE_LOGIN_POPUP' }),
      () => actor.send({ type: 'FORBIDDEN' }),
    ]) {
      actor.send({ type: 'OPEN_LOGIN_POPUP' });
      expect(actor.getSnapshot().matches('open')).toBe(true);
      close();
      expect(actor.getSnapshot().matches('closed')).toBe(true);
      expect(actor.getSnapshot().context.loginPopupActiveTab).toBeNull();
    }
  });
});
