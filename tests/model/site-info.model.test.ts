// Site info, walked from its graph: loaded, the stored copy when the server cannot answer, offline
// with retry, HTTP 403 waiting for a successful reply; each outcome reported to the parent once.
// A page that carries the server's copy (the home rendered on the server) boots on it: no call.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SiteInfo } from '../../src/domain/site-info.schema';
import { siteInfoMachine, type SiteInfoOutcome } from '../../src/machines/site-info.machine';
import { describeModel, pendingActor } from './model-harness';
import { demoSiteInfo, http403, unreachable } from './fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof siteInfoMachine>;

const quiet = { storeSiteInfo: vi.fn(), report: vi.fn() };

for (const cached of [null, { ...demoSiteInfo, websiteName: 'Stored Star' }]) {
  describe(cached ? 'with a stored copy' : 'with nothing stored', () => {
    describeModel(siteInfoMachine.provide({ actors: { loadSiteInfo: pendingActor }, actions: quiet }), {
      input: { cached, page: null },
      pathStrategy: 'transitions',
      events: {
        'xstate.done.actor.loadSiteInfo': [{ output: demoSiteInfo }],
        'xstate.error.actor.loadSiteInfo': [{ error: unreachable }, { error: http403 }],
      },
      states: {
        loading: (s: Snapshot) => expect(s.children.loadSiteInfo).toBeDefined(),
        // The server's copy, or (it could not answer) the stored one.
        loaded: (s: Snapshot) => expect([demoSiteInfo.websiteName, cached?.websiteName]).toContain(s.context.siteInfo?.websiteName),
        // Only with nothing stored: a stored copy always boots.
        ...(cached
          ? {}
          : {
              offline: (s: Snapshot) => expect(s.can({ type: 'RETRY' })).toBe(true),
              forbidden: (s: Snapshot) => {
                expect(s.can({ type: 'RESPONSE_OK' })).toBe(true);
                expect(s.can({ type: 'RETRY' })).toBe(false);
              },
            }),
      },
    });
  });
}

describe('with the page\'s copy', () => {
  const page = { ...demoSiteInfo, websiteName: 'Page Star' };
  describeModel(siteInfoMachine.provide({ actors: { loadSiteInfo: pendingActor }, actions: quiet }), {
    input: { cached: { ...demoSiteInfo, websiteName: 'Stored Star' }, page },
    pathStrategy: 'transitions',
    events: {},
    states: {
      // Straight there: the page's copy, never the stored one, and no call running.
      loaded: (s: Snapshot) => {
        expect(s.context.siteInfo?.websiteName).toBe('Page Star');
        expect(s.children.loadSiteInfo).toBeUndefined();
      },
    },
  });
});

describe('site info rules', () => {
  const start = (load: () => Promise<SiteInfo>, cached: SiteInfo | null = null, page: SiteInfo | null = null) => {
    const outcomes: SiteInfoOutcome[] = [];
    const storeSiteInfo = vi.fn();
    const actor = stoppedAfterTest(createActor(
      siteInfoMachine.provide({
        actors: { loadSiteInfo: fromPromise(load) },
        actions: { storeSiteInfo, report: (_, outcome: SiteInfoOutcome) => void outcomes.push(outcome) },
      }),
      { input: { cached, page } },
    )).start();
    return { actor, outcomes, storeSiteInfo };
  };

  it('loads once, stores the fresh copy and reports it', async () => {
    const load = vi.fn(async () => demoSiteInfo);
    const { actor, outcomes, storeSiteInfo } = start(load);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    expect(load).toHaveBeenCalledOnce();
    expect(storeSiteInfo).toHaveBeenCalledWith(expect.anything(), demoSiteInfo);
    expect(outcomes).toEqual(['loaded']);
  });

  it('the page\'s copy boots without a call, is stored for the next visit and reported', async () => {
    const load = vi.fn(async () => demoSiteInfo);
    const page = { ...demoSiteInfo, websiteName: 'Page Star' };
    const { actor, outcomes, storeSiteInfo } = start(load, { ...demoSiteInfo, websiteName: 'Stored Star' }, page);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.siteInfo).toEqual(page);
    expect(load).not.toHaveBeenCalled();
    expect(storeSiteInfo).toHaveBeenCalledWith(expect.anything(), page);
    expect(outcomes).toEqual(['loaded']);
  });

  it('an HTTP 403 with a stored copy boots on the copy (the forbidden page shows inside the app)', async () => {
    const { actor, outcomes } = start(async () => { throw http403; }, demoSiteInfo);
    await vi.waitFor(() => expect(outcomes).toEqual(['loaded']));
    expect(actor.getSnapshot().context.siteInfo).toEqual(demoSiteInfo);
  });

  it('an HTTP 403 with nothing stored waits; the first successful reply loads again', async () => {
    let blocked = true;
    const { actor, outcomes } = start(async () => {
      if (blocked) throw http403;
      return demoSiteInfo;
    });
    await vi.waitFor(() => expect(outcomes).toEqual(['forbidden']));
    blocked = false;
    actor.send({ type: 'RESPONSE_OK' });
    await vi.waitFor(() => expect(outcomes).toEqual(['forbidden', 'loaded']));
  });
});
