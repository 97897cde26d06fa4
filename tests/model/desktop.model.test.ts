// The desktop state, walked from its graph: pages shown while browsing and behind the login popup,
// the popup's views, closing it (on and off /pages/desktop/login) and signing in; then the rules
// for what becomes the current page, what is kept on the device and where a sign-in returns.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { homeMenuPageOf, navIndexOf } from '../../src/domain/desktop';
import { paths } from '../../src/domain/routes';
import { desktopMachine } from '../../src/machines/desktop.machine';
import { storage } from '../../src/services/storage';
import { describeModel } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof desktopMachine>;

const effects = () => ({ storeCurrentPage: vi.fn(), showHomeMenuPage: vi.fn(), returnToCurrentPage: vi.fn(), leaveLoginPage: vi.fn() });

describeModel(desktopMachine.provide({ actions: effects() }), {
  input: { currentPage: paths.browser },
  pathStrategy: 'transitions',
  events: {
    PAGE_SHOWN: [{ path: paths.privilege }, { path: paths.desktopLogin }, { path: paths.myWallet, blocked: true }],
    HOME_MENU_SELECTED: [{ page: { index: 1, id: 3 } }],
    LOGIN_OPENED: [{ route: 'accountLogin' }],
    LOGIN_ROUTE_CHANGED: [{ route: 'signUp' }],
  },
  states: {
    browsing: (s: Snapshot) => {
      expect(s.context.loginRoute).toBeNull();
      expect([paths.browser, paths.privilege, paths.myWallet]).toContain(s.context.currentPage);
    },
    loggingIn: (s: Snapshot) => {
      expect(['accountLogin', 'signUp']).toContain(s.context.loginRoute);
      expect(s.context.currentPage).not.toBe(paths.desktopLogin);
    },
  },
});

describe('desktop rules', () => {
  beforeEach(() => storage.remove('redirectPath'));
  const start = (currentPage: string | null = null) => {
    const spies = effects();
    const actor = stoppedAfterTest(createActor(desktopMachine.provide({ actions: spies }), { input: { currentPage } })).start();
    return { actor, spies };
  };

  it('marks the main-menu entry of each area, sub-pages included, and none for login pages', () => {
    expect(navIndexOf(paths.desktopIndex)).toBe(0);
    expect(navIndexOf(`${paths.gameDetail}?id=4`)).toBe(0);
    expect(navIndexOf(paths.searchGame)).toBe(1);
    expect(navIndexOf(paths.privilegeDetail)).toBe(2);
    expect(navIndexOf(paths.myGames)).toBe(3);
    expect(navIndexOf(paths.myWallet)).toBe(4);
    expect(navIndexOf(paths.accountLogin)).toBe(-1);
    expect(navIndexOf(paths.desktopLogin)).toBe(-1);
  });

  it('reads the home menu page from the index and id parameters, the lobby otherwise', () => {
    expect(homeMenuPageOf('?index=1&id=7')).toEqual({ index: 1, id: 7 });
    expect(homeMenuPageOf(`${paths.desktopIndex}?index=1&id=7`)).toEqual({ index: 1, id: 7 });
    expect(homeMenuPageOf('?index=1')).toEqual({ index: 0, id: null });
    expect(homeMenuPageOf('?index=9&id=2')).toEqual({ index: 0, id: null });
  });

  it('keeps each page shown on the device as the page to return to, but not a login page', () => {
    const actor = stoppedAfterTest(createActor(desktopMachine, { input: {} })).start();
    expect(actor.getSnapshot().context.currentPage).toBe(paths.desktopIndex);
    actor.send({ type: 'PAGE_SHOWN', path: `${paths.myGames}?tab=liked` });
    expect(storage.get('redirectPath')).toBe(`${paths.myGames}?tab=liked`);
    expect(actor.getSnapshot().context.activeNavIndex).toBe(3);
    actor.send({ type: 'PAGE_SHOWN', path: paths.desktopLogin });
    expect(actor.getSnapshot().context.currentPage).toBe(`${paths.myGames}?tab=liked`);
    expect(actor.getSnapshot().context.activeNavIndex).toBe(-1);
    expect(stoppedAfterTest(createActor(desktopMachine, { input: {} })).start().getSnapshot().context.currentPage).toBe(`${paths.myGames}?tab=liked`);
  });

  it('behind the popup, the desktop home is a backdrop: a blocked guest returns to the page they asked for', () => {
    const { actor, spies } = start();
    actor.send({ type: 'PAGE_SHOWN', path: paths.myWallet });
    actor.send({ type: 'LOGIN_OPENED', route: 'accountLogin' });
    actor.send({ type: 'PAGE_SHOWN', path: paths.desktopIndex });
    expect(actor.getSnapshot().context.currentPage).toBe(paths.myWallet);
    expect(actor.getSnapshot().context.activeNavIndex).toBe(0);
    actor.send({ type: 'LOGIN_ROUTE_CHANGED', route: 'accountResetPwd' });
    expect(actor.getSnapshot().context.loginRoute).toBe('accountResetPwd');
    actor.send({ type: 'SIGNED_IN' });
    expect(spies.returnToCurrentPage).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('browsing')).toBe(true);
    expect(actor.getSnapshot().context.loginRoute).toBeNull();
  });

  it("a guest's blocked page is the current page whichever comes first, the popup or the home behind it", () => {
    for (const order of [['page', 'popup'], ['popup', 'page']]) {
      const { actor } = start();
      for (const step of order) {
        actor.send(step === 'page' ? { type: 'PAGE_SHOWN', path: paths.myWallet, blocked: true } : { type: 'LOGIN_OPENED', route: 'accountLogin' });
      }
      actor.send({ type: 'PAGE_SHOWN', path: paths.desktopIndex });
      expect(actor.getSnapshot().matches('loggingIn')).toBe(true);
      expect(actor.getSnapshot().context.currentPage).toBe(paths.myWallet);
      expect(actor.getSnapshot().context.loginRoute).toBe('accountLogin');
    }
  });

  it('closing the popup at /pages/desktop/login leaves for the desktop home; elsewhere it stays', () => {
    const { actor, spies } = start();
    actor.send({ type: 'PAGE_SHOWN', path: paths.privilege });
    actor.send({ type: 'LOGIN_OPENED', route: 'signUp' });
    actor.send({ type: 'LOGIN_CLOSED' });
    expect(spies.leaveLoginPage).not.toHaveBeenCalled();
    actor.send({ type: 'PAGE_SHOWN', path: paths.desktopLogin });
    actor.send({ type: 'LOGIN_OPENED', route: 'accountLogin' });
    actor.send({ type: 'LOGIN_CLOSED' });
    expect(spies.leaveLoginPage).toHaveBeenCalledOnce();
  });

  it('a home menu choice is shown through the address, which then sets the page', () => {
    const { actor, spies } = start();
    actor.send({ type: 'HOME_MENU_SELECTED', page: { index: 1, id: 2 } });
    expect(spies.showHomeMenuPage).toHaveBeenCalledOnce();
    actor.send({ type: 'PAGE_SHOWN', path: paths.desktopIndex });
    expect(actor.getSnapshot().context.homeMenuPage).toEqual({ index: 0, id: null });
    actor.send({ type: 'PAGE_SHOWN', path: `${paths.desktopIndex}?index=1&id=2` });
    expect(actor.getSnapshot().context.homeMenuPage).toEqual({ index: 1, id: 2 });
  });

  it('the phone home address is the desktop lobby too: its page is the lobby, under Home', () => {
    const { actor } = start();
    actor.send({ type: 'PAGE_SHOWN', path: `${paths.desktopIndex}?index=1&id=2` });
    actor.send({ type: 'PAGE_SHOWN', path: paths.home });
    expect(actor.getSnapshot().context.homeMenuPage).toEqual({ index: 0, id: null });
    expect(actor.getSnapshot().context.activeNavIndex).toBe(0);
  });
});
