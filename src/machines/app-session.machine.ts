// App session (SPEC.md §3 store state), the parent of the long-lived children every screen reads.
// Each child is registered in the actor system (session-system.ts) so any actor or view reaches
// it by id; a later area (unread messages, settle check, notifications) adds its own child here.
//   siteInfo    → site info, loaded once (site-info.machine.ts)
//   preferences → language and theme (preferences.machine.ts)
//   player      → token, user, level; the sign-in success sequence and logout (player.machine.ts)
//   wallet      → balance and promotion balance (wallet-summary.machine.ts)
//   guestGuard  → the §6 guest guard and the login popup (guest-guard.machine.ts)
//   unreadMessages → the unread message count (unread-messages.machine.ts)
// The settle check (settle-check.machine.ts) is the player's child, spawned at the first sign-in,
// so the first screen does not carry it; it is in the same system under its id all the same.
// The parent only boots: site info settles, the language the §1 rule picks loads, then the app
// shows (ready), the offline notice (offline) or, on HTTP 403 with nothing stored, the forbidden
// page (forbidden, SPEC.md §8). It relays the API client's session-wide events to the children.
import { assign, forwardTo, sendTo, setup } from 'xstate';
import type { DeviceType } from '../domain/device';
import type { LocaleCode } from '../domain/locales';
import type { SiteInfo } from '../domain/site-info.schema';
import type { ThemeName } from '../domain/themes';
import type { UserInfo } from '../services/user.types';
import { guestGuardMachine } from './guest-guard.machine';
import { playerMachine } from './player.machine';
import { preferencesMachine } from './preferences.machine';
import { sessionChild } from './session-system';
import { siteInfoMachine, type SiteInfoOutcome, type SiteInfoSettledEvent } from './site-info.machine';
import { unreadMessagesMachine } from './unread-messages.machine';
import { walletSummaryMachine } from './wallet-summary.machine';

export interface AppSessionInput {
  token: string | null;
  userInfo: UserInfo | null;
  storedLocale: LocaleCode | null;
  /** The country chosen on /choose-location: it stands in for the site's in the language rule. */
  storedCountry: string | null;
  theme: ThemeName;
  deviceType: DeviceType;
  cachedSiteInfo: SiteInfo | null;
  /** The site info the server's page carries (the home rendered on the server), else null. */
  pageSiteInfo: SiteInfo | null;
}

export interface AppSessionContext {
  /** What the device stored at start: the children's first values. */
  stored: AppSessionInput;
  deviceInfo: { deviceType: DeviceType };
  /** How the last site-info load ended; decides where the boot goes once the language is in. */
  outcome: SiteInfoOutcome | null;
}

export type AppSessionEvent =
  | SiteInfoSettledEvent
  | { type: 'LOCALE_LOADED' }
  | { type: 'RETRY' }
  /** A 401/403 body code (the API client). */
  | { type: 'SESSION_REJECTED' }
  /** HTTP 403 (the API client). */
  | { type: 'FORBIDDEN' }
  /** The API client had a code-200 reply (a blocked address is allowed again). */
  | { type: 'RESPONSE_OK' };

export const appSessionMachine = setup({
  types: { input: {} as AppSessionInput, context: {} as AppSessionContext, events: {} as AppSessionEvent },
  actors: {
    siteInfo: siteInfoMachine,
    preferences: preferencesMachine,
    player: playerMachine,
    wallet: walletSummaryMachine,
    guestGuard: guestGuardMachine,
    unreadMessages: unreadMessagesMachine,
  },
  guards: {
    outcomeIs: ({ context }, outcome: SiteInfoOutcome) => context.outcome === outcome,
    settledForbidden: ({ event }) => event.type === 'SITE_INFO_SETTLED' && event.outcome === 'forbidden',
  },
  actions: {
    takeOutcome: assign({ outcome: ({ context, event }) => (event.type === 'SITE_INFO_SETTLED' ? event.outcome : context.outcome) }),
    pickLocale: sendTo(sessionChild.preferences, ({ event }) => ({
      type: 'PICK_LOCALE' as const,
      siteInfo: event.type === 'SITE_INFO_SETTLED' ? event.siteInfo : null,
    })),
    // SPEC.md §8: a blocked address at boot clears the stored session.
    clearSession: sendTo(sessionChild.player, { type: 'FORBIDDEN' }),
    startPlayer: sendTo(sessionChild.player, { type: 'START' }),
    toSiteInfo: forwardTo(sessionChild.siteInfo),
    toPlayer: forwardTo(sessionChild.player),
    toGuestGuard: forwardTo(sessionChild.guestGuard),
  },
}).createMachine({
  id: 'appSession',
  description: 'Parent of site info, preferences, player, wallet summary, guest guard and unread messages; boots on site info and language.',
  context: ({ input }) => ({ stored: input, deviceInfo: { deviceType: input.deviceType }, outcome: null }),
  invoke: [
    { id: sessionChild.siteInfo, systemId: sessionChild.siteInfo, src: 'siteInfo', input: ({ context }) => ({ cached: context.stored.cachedSiteInfo, page: context.stored.pageSiteInfo }) },
    {
      id: sessionChild.preferences,
      systemId: sessionChild.preferences,
      src: 'preferences',
      input: ({ context }) => ({ storedLocale: context.stored.storedLocale, storedCountry: context.stored.storedCountry, theme: context.stored.theme }),
    },
    {
      id: sessionChild.player,
      systemId: sessionChild.player,
      src: 'player',
      input: ({ context }) => ({ token: context.stored.token, userInfo: context.stored.userInfo, deviceType: context.deviceInfo.deviceType }),
    },
    { id: sessionChild.wallet, systemId: sessionChild.wallet, src: 'wallet' },
    { id: sessionChild.unreadMessages, systemId: sessionChild.unreadMessages, src: 'unreadMessages' },
    {
      id: sessionChild.guestGuard,
      systemId: sessionChild.guestGuard,
      src: 'guestGuard',
      input: ({ context }) => ({ deviceType: context.deviceInfo.deviceType, signedIn: context.stored.token !== null }),
    },
  ],
  initial: 'booting',
  on: {
    // Every load settles here, the first and those after a retry or a lifted block.
    SITE_INFO_SETTLED: [
      { guard: 'settledForbidden', target: '.loadingLocale', actions: ['takeOutcome', 'clearSession', 'pickLocale'] },
      { target: '.loadingLocale', actions: ['takeOutcome', 'pickLocale'] },
    ],
    SESSION_REJECTED: { actions: 'toPlayer' },
    // HTTP 403 in use: the player is signed out and the popup must not cover the forbidden page.
    FORBIDDEN: { actions: ['toPlayer', 'toGuestGuard'] },
    RESPONSE_OK: { actions: 'toSiteInfo' },
  },
  states: {
    booting: {},
    // Even the offline notice and the forbidden page need words: the language loads in all cases.
    loadingLocale: {
      on: {
        LOCALE_LOADED: [
          { guard: { type: 'outcomeIs', params: 'loaded' }, target: 'ready' },
          { guard: { type: 'outcomeIs', params: 'offline' }, target: 'offline' },
          { target: 'forbidden' },
        ],
      },
    },
    offline: { on: { RETRY: { target: 'booting', actions: 'toSiteInfo' } } },
    forbidden: { on: { RESPONSE_OK: { target: 'booting', actions: 'toSiteInfo' } } },
    ready: { entry: 'startPlayer' },
  },
});
