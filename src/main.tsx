// Start of the web app: create the long-lived actors from what the device stored, wire the API
// client's hooks to them, and render. `?inspect` in development attaches the Stately inspector.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { DEFAULT_THEME } from './domain/themes';
import { appSessionMachine } from './machines/app-session.machine';
import { confirmMachine } from './machines/confirm.machine';
import { deviceTypeMachine } from './machines/device-type.machine';
import { forbiddenRecoveryMachine } from './machines/forbidden-recovery.machine';
import { loadingMachine } from './machines/loading.machine';
import { toastMachine } from './machines/toast.machine';
import { configureApi } from './services/api-client';
import { readDeviceType, watchDeviceType } from './services/device';
import { t } from './services/i18n';
import { storage } from './services/storage';
import { AppActorsContext, type AppActors } from './views/app-actors';
import { App } from './views/app';
import './styles/global.css';

async function inspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function start() {
  const inspect = await inspector();
  const deviceType = readDeviceType();
  const actors: AppActors = {
    session: createActor(appSessionMachine, {
      inspect,
      input: {
        token: storage.get('token'),
        userInfo: storage.get('userInfo'),
        storedLocale: storage.get('locale'),
        theme: storage.get('themeSkin') ?? DEFAULT_THEME,
        deviceType,
        cachedSiteInfo: storage.get('websiteInfo'),
      },
    }),
    deviceType: createActor(deviceTypeMachine, { inspect, input: { stored: storage.get('deviceType'), current: deviceType } }),
    forbidden: createActor(forbiddenRecoveryMachine, { inspect }),
    toast: createActor(toastMachine, { inspect }),
    loading: createActor(loadingMachine, { inspect }),
    confirm: createActor(confirmMachine, { inspect }),
  };

  configureApi({
    getLocale: () => actors.session.getSnapshot().context.localeCode,
    getToken: () => actors.session.getSnapshot().context.token,
    showLoading: () => actors.loading.send({ type: 'SHOW' }),
    hideLoading: () => actors.loading.send({ type: 'HIDE' }),
    toast: (text, durationMs) => actors.toast.send({ type: 'SHOW', text, durationMs }),
    onSessionRejected: () => actors.session.send({ type: 'SESSION_REJECTED' }),
    onForbidden: (failure) => {
      actors.session.send({ type: 'FORBIDDEN' });
      actors.forbidden.send({ type: 'FORBIDDEN', failure });
    },
    onResponseOk: () => {
      actors.forbidden.send({ type: 'RESPONSE_OK' });
      // A session that booted into a 403 with nothing stored boots again (app-session.machine.ts).
      actors.session.send({ type: 'RESPONSE_OK' });
    },
    describeFailure: () => t('common.networkError'),
  });

  for (const actor of Object.values(actors)) actor.start();
  watchDeviceType((type) => actors.deviceType.send({ type: 'RESIZED', deviceType: type }));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppActorsContext.Provider value={actors}>
        <App />
      </AppActorsContext.Provider>
    </StrictMode>,
  );
}

void start();
