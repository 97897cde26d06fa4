// The update prompt's machine, walked from its graph (every transition, timers on a simulated
// clock), then driven by a stand-in worker the way a browser reports one: what the machine asks the
// worker, and when the page reloads.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type SnapshotFrom } from 'xstate';
import { ACTIVATE_WAIT_MS, appUpdateMachine, UPDATE_CHECK_MS } from '../../src/machines/app-update.machine';
import type { ServiceWorkerCommand, ServiceWorkerReport } from '../../src/machines/app-update.actors';
import { describeModel } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof appUpdateMachine>;

/** A worker that reports what `reports` says at registration and records what it is asked. */
function standInWorker(reports: ServiceWorkerReport[] = []) {
  const commands: ServiceWorkerCommand['type'][] = [];
  let report: (event: ServiceWorkerReport) => void = () => undefined;
  const serviceWorker = fromCallback<ServiceWorkerCommand>(({ sendBack, receive }) => {
    report = sendBack;
    receive((command) => commands.push(command.type));
    for (const event of reports) sendBack(event);
  });
  return { serviceWorker, commands, report: (event: ServiceWorkerReport) => report(event) };
}

const graphWorker = standInWorker();
let reloads = 0;
const walked = appUpdateMachine.provide({ actors: { serviceWorker: graphWorker.serviceWorker }, actions: { reloadPage: () => void (reloads += 1) } });

describeModel(walked, {
  pathStrategy: 'transitions',
  clock: true,
  states: {
    registering: (s: Snapshot) => expect(s.can({ type: 'RELOAD' })).toBe(false),
    unavailable: (s: Snapshot) => {
      // No worker: a report of one waiting can only be a mistake, and nothing is offered.
      expect(s.can({ type: 'UPDATE_WAITING' })).toBe(false);
      expect(s.can({ type: 'RELOAD' })).toBe(false);
    },
    current: (s: Snapshot) => expect(s.can({ type: 'RELOAD' })).toBe(false),
    updateReady: (s: Snapshot) => {
      expect(s.can({ type: 'RELOAD' })).toBe(true);
      expect(s.can({ type: 'LATER' })).toBe(true);
    },
    dismissed: (s: Snapshot) => expect(s.can({ type: 'RELOAD' })).toBe(false),
    activating: () => expect(graphWorker.commands.at(-1)).toBe('ACTIVATE_UPDATE'),
    reloading: (s: Snapshot) => {
      expect(s.status).toBe('done');
      expect(reloads).toBeGreaterThan(0);
    },
  },
});

describe('a new build while the app is open', () => {
  const start = (reports: ServiceWorkerReport[]) => {
    const clock = new SimulatedClock();
    const worker = standInWorker(reports);
    const reloaded: number[] = [];
    const actor = stoppedAfterTest(createActor(
      appUpdateMachine.provide({ actors: { serviceWorker: worker.serviceWorker }, actions: { reloadPage: () => void reloaded.push(clock.now()) } }),
      { clock },
    )).start();
    return { actor, clock, worker, reloaded };
  };

  it('asks the server again every hour while nothing new is served', () => {
    const { actor, clock, worker } = start([{ type: 'REGISTERED' }]);
    expect(actor.getSnapshot().value).toBe('current');
    clock.increment(UPDATE_CHECK_MS - 1);
    expect(worker.commands).toEqual([]);
    clock.increment(1);
    clock.increment(UPDATE_CHECK_MS);
    expect(worker.commands).toEqual(['CHECK_FOR_UPDATE', 'CHECK_FOR_UPDATE']);
    actor.stop();
  });

  it('prompts for a worker found waiting at registration, and Reload lets it take over, then reloads once', () => {
    const { actor, worker, reloaded } = start([{ type: 'UPDATE_WAITING' }, { type: 'REGISTERED' }]);
    expect(actor.getSnapshot().value).toBe('updateReady');
    actor.send({ type: 'RELOAD' });
    expect(worker.commands).toEqual(['ACTIVATE_UPDATE']);
    expect(reloaded).toEqual([]);
    worker.report({ type: 'UPDATE_CONTROLLING' });
    expect(reloaded).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('reloads anyway when the new worker does not take over in time', () => {
    const { actor, clock, reloaded } = start([{ type: 'REGISTERED' }, { type: 'UPDATE_WAITING' }]);
    actor.send({ type: 'RELOAD' });
    clock.increment(ACTIVATE_WAIT_MS - 1);
    expect(reloaded).toEqual([]);
    clock.increment(1);
    expect(reloaded).toEqual([ACTIVATE_WAIT_MS]);
  });

  it('Later hides the prompt until a newer build is found', () => {
    const { actor, clock, worker } = start([{ type: 'REGISTERED' }, { type: 'UPDATE_WAITING' }]);
    actor.send({ type: 'LATER' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    clock.increment(UPDATE_CHECK_MS);
    expect(worker.commands).toEqual(['CHECK_FOR_UPDATE']);
    worker.report({ type: 'UPDATE_WAITING' });
    expect(actor.getSnapshot().value).toBe('updateReady');
    actor.stop();
  });

  it('without a worker it offers nothing, whatever is reported', () => {
    const { actor, worker } = start([{ type: 'UNAVAILABLE' }]);
    worker.report({ type: 'UPDATE_WAITING' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.stop();
  });
});
