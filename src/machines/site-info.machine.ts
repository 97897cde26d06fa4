// Site info (SPEC.md §3 websiteInfo), loaded once per boot and shared by every screen and form
// that needs it (system id `siteInfo`). The stored copy stands in when the server cannot answer.
//   starting  → the copy the server's page carries (the home rendered on the server, as fresh as
//               the page itself: no call), else loading
//   loading   → GET /game/getWebsiteInfo
//   loaded    → the server's copy (stored for the next visit) or the stored one
//   offline   → neither: the player can retry
//   forbidden → HTTP 403 and nothing stored (SPEC.md §8): the first successful reply loads again
// Each outcome is reported to the parent session, which loads the language and shows the app.
import { assign, sendParent, setup } from 'xstate';
import type { SiteInfo } from '../domain/site-info.schema';
import { ApiError } from '../services/api-error';
import { storage } from '../services/storage';
import { errorOf } from './failure-message';
import { siteInfoActors } from './site-info.actors';

export interface SiteInfoInput {
  cached: SiteInfo | null;
  /**
   * What the server's page carries (its first screen's data): the same copy GET
   * /game/getWebsiteInfo answers, read from the server's memory for this very response, so the boot
   * asks nothing. Null on any page the server sends without a first screen.
   */
  page: SiteInfo | null;
}

export interface SiteInfoContext {
  siteInfo: SiteInfo | null;
  /** The copy is the page's: the boot asks the server nothing. */
  fromPage: boolean;
}

export type SiteInfoOutcome = 'loaded' | 'offline' | 'forbidden';

export type SiteInfoEvent = { type: 'RETRY' } | { type: 'RESPONSE_OK' };

/** What the parent hears when a load settles. */
export interface SiteInfoSettledEvent {
  type: 'SITE_INFO_SETTLED';
  outcome: SiteInfoOutcome;
  siteInfo: SiteInfo | null;
}

export const siteInfoMachine = setup({
  types: { input: {} as SiteInfoInput, context: {} as SiteInfoContext, events: {} as SiteInfoEvent },
  actors: siteInfoActors,
  guards: {
    cameWithThePage: ({ context }) => context.fromPage,
    hasCachedSiteInfo: ({ context }) => context.siteInfo !== null,
    // SPEC.md §8: HTTP 403, the address or region is blocked.
    wasForbidden: (_, error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 403,
  },
  actions: {
    takeSiteInfo: assign({ siteInfo: (_, siteInfo: SiteInfo) => siteInfo }),
    storeSiteInfo: (_, siteInfo: SiteInfo) => storage.set('websiteInfo', siteInfo),
    report: sendParent(({ context }, outcome: SiteInfoOutcome): SiteInfoSettledEvent => ({
      type: 'SITE_INFO_SETTLED',
      outcome,
      siteInfo: context.siteInfo,
    })),
  },
}).createMachine({
  id: 'siteInfo',
  description: 'Site info, from the server\'s page when it carries it, else loaded once per boot (the stored copy when the server cannot answer); offline and HTTP 403 wait to load again.',
  context: ({ input }) => ({ siteInfo: input.page ?? input.cached, fromPage: input.page !== null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        // Kept for the next visit, as a loaded copy is.
        { guard: 'cameWithThePage', target: 'loaded', actions: { type: 'storeSiteInfo', params: ({ context }) => context.siteInfo as SiteInfo } },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadSiteInfo',
        src: 'loadSiteInfo',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'takeSiteInfo', params: ({ event }) => event.output },
            { type: 'storeSiteInfo', params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: 'hasCachedSiteInfo', target: 'loaded' },
          { guard: { type: 'wasForbidden', params: errorOf }, target: 'forbidden' },
          { target: 'offline' },
        ],
      },
    },
    loaded: { entry: { type: 'report', params: 'loaded' } },
    offline: { entry: { type: 'report', params: 'offline' }, on: { RETRY: 'loading' } },
    // Any successful reply (the forbidden page's "check again", its probe) means access is back.
    forbidden: { entry: { type: 'report', params: 'forbidden' }, on: { RESPONSE_OK: 'loading' } },
  },
});
