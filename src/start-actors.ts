// The app's long-lived actors, created from what the device stored and started, with the API
// client's hooks wired to them. main.tsx calls this before rendering, or, for the phone home the
// server rendered, after the page has loaded: that first screen hydrates without the session's
// code (views/app-frame.tsx), which this module brings.
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { DeviceType } from './domain/device';
import type { SiteInfoReply } from './domain/site-info.schema';
import { DEFAULT_THEME } from './domain/themes';
import { appSessionMachine } from './machines/app-session.machine';
import { toastMachine } from './machines/toast.machine';
import { configureApi } from './services/api-config';
import { readDeviceType, watchDeviceType } from './services/device';
import { t } from './services/i18n';
import { storage } from './services/storage';
import { sessionChildOf, type AppActors } from './views/app-actors';
import { onDemandActor } from './views/on-demand-actor';

export interface ActorsStart {
  inspect: Observer<InspectionEvent> | undefined;
  /** The layout the app started in, and the last launch's (null on a first visit). */
  deviceType: DeviceType;
  storedDeviceType: DeviceType | null;
  /** The site info the server's page carries (the home rendered on the server), else null. */
  pageSiteInfo: SiteInfoReply | null;
  /** The worker's and the install offer's actors, which start after the first screen whether or not these do (main.tsx). */
  appUpdate: AppActors['appUpdate'];
  appInstall: AppActors['appInstall'];
}

export function startAppActors({ inspect, deviceType, storedDeviceType, pageSiteInfo, appUpdate, appInstall }: ActorsStart): AppActors {
  // Needed only when the layout changes (now, against the last launch, or on a resize): its code
  // is fetched then, not on every start.
  const deviceTypeActor = onDemandActor(async () => {
    const { deviceTypeMachine } = await import('./machines/device-type.machine');
    return createActor(deviceTypeMachine, { inspect, input: { stored: storedDeviceType, current: deviceType } });
  });
  const actors: AppActors = {
    session: createActor(appSessionMachine, {
      inspect,
      input: {
        token: storage.get('token'),
        userInfo: storage.get('userInfo'),
        storedLocale: storage.get('locale'),
        storedCountry: storage.get('country'),
        theme: storage.get('themeSkin') ?? DEFAULT_THEME,
        deviceType,
        cachedSiteInfo: storage.get('websiteInfo'),
        // The page's copy is as fresh as the page: the boot makes no call for it, so the home
        // hydrates without waiting a round trip.
        pageSiteInfo,
      },
    }),
    // Needed only after an HTTP 403.
    forbidden: onDemandActor(async () => {
      const { forbiddenRecoveryMachine } = await import('./machines/forbidden-recovery.machine');
      return createActor(forbiddenRecoveryMachine, { inspect });
    }),
    toast: createActor(toastMachine, { inspect }),
    // Needed only once a call is slow, or something asks a question; each comes with its view.
    loading: onDemandActor(async () => {
      const [{ loadingMachine }] = await Promise.all([import('./machines/loading.machine'), import('./views/components/overlays')]);
      return createActor(loadingMachine, { inspect });
    }),
    confirm: onDemandActor(async () => {
      const [{ confirmMachine }] = await Promise.all([import('./machines/confirm.machine'), import('./views/components/overlays')]);
      return createActor(confirmMachine, { inspect });
    }),
    appUpdate,
    appInstall,
  };

  // The session's children exist from its creation (it invokes them), started with it below.
  const preferences = sessionChildOf(actors.session, 'preferences');
  const player = sessionChildOf(actors.session, 'player');
  configureApi({
    getLocale: () => preferences.getSnapshot().context.localeCode,
    getToken: () => player.getSnapshot().context.token,
    showLoading: () => actors.loading.send({ type: 'SHOW' }),
    hideLoading: () => actors.loading.sendIfStarted({ type: 'HIDE' }),
    toast: (text, durationMs) => actors.toast.send({ type: 'SHOW', text, durationMs }),
    onSessionRejected: () => actors.session.send({ type: 'SESSION_REJECTED' }),
    onForbidden: (failure) => {
      actors.session.send({ type: 'FORBIDDEN' });
      actors.forbidden.send({ type: 'FORBIDDEN', failure });
    },
    onResponseOk: () => {
      actors.forbidden.sendIfStarted({ type: 'RESPONSE_OK' });
      // A session that booted into a 403 with nothing stored boots again (app-session.machine.ts).
      actors.session.send({ type: 'RESPONSE_OK' });
    },
    describeFailure: () => t('common.networkError'),
  });

  for (const actor of [actors.session, actors.toast]) actor.start();
  // A stored token: the code of the signed-in calls (user info, balance, unread count) is fetched
  // now, beside site info, rather than once the boot is done and the player asks for them (a
  // failed fetch is asked again then).
  if (storage.get('token')) void Promise.all([import('./services/user.api'), import('./services/unread-number.api')]).catch(() => {});
  // A type other than the last launch's relaunches (SPEC.md §1); a first visit only stores it, as
  // the machine would, without fetching the machine.
  if (storedDeviceType === null) storage.set('deviceType', deviceType);
  else if (storedDeviceType !== deviceType) void deviceTypeActor.start();
  const resized = (type: DeviceType) => deviceTypeActor.send({ type: 'RESIZED', deviceType: type });
  watchDeviceType(resized);
  // The phone home's first screen starts these after the page has loaded: a resize meanwhile.
  const now = readDeviceType();
  if (now !== deviceType) resized(now);
  return actors;
}
