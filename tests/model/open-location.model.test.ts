// Opening a location, walked from its graph twice (with an address and without one), and the maps
// address each kind of device gets.
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { mapsPlatformOf, mapsUrl } from '../../src/domain/maps-url';
import { openLocationMachine } from '../../src/machines/open-location.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof openLocationMachine>;

const address = ' 123 Ayala Ave, Makati, Metro Manila ';
const machine = openLocationMachine.provide({ actors: { copyAddress: pendingActor } });

describeModel(machine, {
  input: { address, name: 'BDO Makati branch', platform: 'android' },
  pathStrategy: 'transitions',
  clock: true,
  events: {
    'xstate.done.actor.copyAddress': [{ output: undefined }],
    'xstate.error.actor.copyAddress': [{ error: new Error('clipboard refused') }],
  },
  states: {
    showing: (s: Snapshot) => {
      expect(s.context.address).toBe('123 Ayala Ave, Makati, Metro Manila');
      expect(s.context.url).toBe('geo:0,0?q=123%20Ayala%20Ave%2C%20Makati%2C%20Metro%20Manila');
    },
    'showing.ready': (s: Snapshot) => expect(s.can({ type: 'COPY' })).toBe(true),
    'showing.copying': (s: Snapshot) => expect(s.can({ type: 'COPY' })).toBe(false),
    'showing.copied': (s: Snapshot) => expect(s.can({ type: 'COPY' })).toBe(true),
    'showing.copyFailed': (s: Snapshot) => expect(s.can({ type: 'COPY' })).toBe(true),
  },
});

describeModel(machine, {
  input: { address: '   ', name: null, platform: 'desktop' },
  states: {
    missing: (s: Snapshot) => {
      expect(s.context.url).toBeNull();
      expect(s.can({ type: 'COPY' })).toBe(false);
    },
  },
});

describe('opening a location', () => {
  it('following the link adds the hint, and a name is optional', () => {
    const actor = stoppedAfterTest(createActor(machine, { input: { address: 'Sukhumvit Rd', name: '  ', platform: 'ios' } })).start();
    expect(actor.getSnapshot().context).toMatchObject({ name: null, opened: false, url: 'https://maps.apple.com/?q=Sukhumvit%20Rd' });
    actor.send({ type: 'OPENED' });
    expect(actor.getSnapshot().context.opened).toBe(true);
  });

  it('each device gets the maps address it can open', () => {
    expect(mapsPlatformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', 'h5')).toBe('android');
    expect(mapsPlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'h5')).toBe('ios');
    expect(mapsPlatformOf('Mozilla/5.0 (X11; Linux x86_64)', 'pc')).toBe('desktop');
    // A narrow desktop window with the phone layout: a phone's form.
    expect(mapsPlatformOf('Mozilla/5.0 (X11; Linux x86_64)', 'h5')).toBe('android');
    expect(mapsUrl('Yangon & Co', 'desktop')).toBe('https://www.google.com/maps/search/?api=1&query=Yangon%20%26%20Co');
  });
});
