// Opening a location in the device's maps app (/open-location?address=…&name=…), for example the
// branch or payee address of a manual deposit bank.
//   missing → no address came with the link: nothing to open
//   showing → the place's name and address and the maps address for this device (maps-url.ts);
//             OPENED (the player followed it) adds a hint for when no maps app answered
//     ready → copying → copied | copyFailed (also when the clipboard does not answer in 5 s): the address copied to paste into another maps app
// The copy is an injected actor (open-location.actors.ts).
import { assign, setup } from 'xstate';
import { mapsUrl, type MapsPlatform } from '../domain/maps-url';
import { openLocationActors } from './open-location.actors';

export interface OpenLocationInput {
  address: string | null;
  name: string | null;
  platform: MapsPlatform;
}

export interface OpenLocationContext {
  address: string;
  name: string | null;
  url: string | null;
  opened: boolean;
}

export type OpenLocationEvent = { type: 'OPENED' } | { type: 'COPY' };

export const openLocationMachine = setup({
  types: { input: {} as OpenLocationInput, context: {} as OpenLocationContext, events: {} as OpenLocationEvent },
  actors: openLocationActors,
  guards: { hasAddress: ({ context }) => context.address !== '' },
  actions: { markOpened: assign({ opened: true }) },
  delays: { COPY_WAIT_MS: 5_000 },
}).createMachine({
  id: 'openLocation',
  description: "A place's address, opened in the device's maps app or copied.",
  context: ({ input }) => {
    const address = input.address?.trim() ?? '';
    return { address, name: input.name?.trim() || null, url: address ? mapsUrl(address, input.platform) : null, opened: false };
  },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'hasAddress', target: 'showing' }, { target: 'missing' }] },
    missing: {},
    showing: {
      // The latest step speaks: following the link clears a copy note so the hint shows.
      on: { OPENED: { target: '.ready', actions: 'markOpened' } },
      initial: 'ready',
      states: {
        ready: { on: { COPY: 'copying' } },
        copying: {
          // A page that lost the focus (the maps app took it) may never hear back from the
          // clipboard: seen once in three browser runs. The Copy button must not stay disabled.
          after: { COPY_WAIT_MS: 'copyFailed' },
          invoke: { id: 'copyAddress', src: 'copyAddress', input: ({ context }) => ({ address: context.address }), onDone: 'copied', onError: 'copyFailed' },
        },
        copied: { on: { COPY: 'copying' } },
        copyFailed: { on: { COPY: 'copying' } },
      },
    },
  },
});
