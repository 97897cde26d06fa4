// Device type (SPEC.md §1): 'pc' gets the desktop layout. When the device type differs from the
// stored one — at start, or after a resize crosses the desktop width — the app stores the new
// type and relaunches to the redirect page, which picks the layout's home.
import { assign, setup } from 'xstate';
import type { DeviceType } from '../domain/device';
import { storage } from '../services/storage';
import { relaunch } from '../services/navigation';
import { paths } from '../domain/routes';

export interface DeviceTypeInput {
  stored: DeviceType | null;
  current: DeviceType;
}

export type DeviceTypeEvent = { type: 'RESIZED'; deviceType: DeviceType };

export const deviceTypeMachine = setup({
  types: {
    input: {} as DeviceTypeInput,
    context: {} as DeviceTypeInput,
    events: {} as DeviceTypeEvent,
  },
  guards: {
    // A first visit has nothing stored: store the type without relaunching.
    isFirstVisit: ({ context }) => context.stored === null,
    differsFromStored: ({ context }) => context.stored !== context.current,
    resizedToOtherType: ({ context, event }) => event.deviceType !== context.current,
  },
  actions: {
    takeResize: assign({ current: ({ event }) => event.deviceType }),
    storeDeviceType: ({ context }) => storage.set('deviceType', context.current),
    relaunchToRedirect: () => relaunch(paths.root),
  },
}).createMachine({
  id: 'deviceType',
  description: 'Stores the device type and relaunches to the redirect page when it changes.',
  context: ({ input }) => ({ ...input }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isFirstVisit', target: 'steady', actions: 'storeDeviceType' },
        { guard: 'differsFromStored', target: 'relaunching' },
        { target: 'steady' },
      ],
    },
    steady: {
      on: { RESIZED: { guard: 'resizedToOtherType', target: 'relaunching', actions: 'takeResize' } },
    },
    relaunching: { type: 'final', entry: ['storeDeviceType', 'relaunchToRedirect'] },
  },
});
