// The reality-check setting page, walked from its graph: load (or fail and retry), pick an
// interval (saved at once), a refusal shown with the interval as it was.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { RealityCheckInterval } from '../../src/domain/reality-check';
import type { RealityCheckSetting } from '../../src/domain/reality-check.schema';
import { ApiError } from '../../src/services/api-error';
import { realityCheckSettingMachine } from '../../src/machines/reality-check-setting.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof realityCheckSettingMachine>;
const setting = (interval: RealityCheckInterval | null, offAllowed = false): RealityCheckSetting => ({ interval, choices: [15, 30, 60], offAllowed });
const offRefused = new ApiError('reply', 'This site does not allow the reality check to be turned off', { reply: { code: 400, msg: 'This site does not allow the reality check to be turned off', data: null } });

describeModel(realityCheckSettingMachine.provide({ actors: { loadSetting: pendingActor, saveSetting: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadSetting': [{ output: setting(60) }],
    'xstate.error.actor.loadSetting': [{ error: new Error('offline') }],
    'xstate.done.actor.saveSetting': [{ output: setting(15) }],
    'xstate.error.actor.saveSetting': [{ error: offRefused }],
    CHOOSE: [{ interval: 15 }, { interval: null }, { interval: 60 }],
  },
  states: {
    loading: (s: Snapshot) => expect(s.children.loadSetting).toBeDefined(),
    failed: (s: Snapshot) => expect(s.context.error).toBe('offline'),
    ready: (s: Snapshot) => {
      expect(s.context.setting).not.toBeNull();
      if (s.context.error) expect(s.context.saved).toBe(false);
    },
    saving: (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.choice).not.toBe(s.context.setting?.interval);
    },
  },
});

describe('reality-check setting rules', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  it('saves a new pick once, ignores picking the interval in force, and keeps the old one on a refusal', async () => {
    const sent: Array<RealityCheckInterval | null> = [];
    const actor = stoppedAfterTest(createActor(
      realityCheckSettingMachine.provide({
        actors: {
          loadSetting: fromPromise<RealityCheckSetting>(async () => setting(60)),
          saveSetting: fromPromise<RealityCheckSetting, { interval: RealityCheckInterval | null }>(async ({ input }) => {
            sent.push(input.interval);
            if (input.interval === null) throw offRefused;
            return setting(input.interval);
          }),
        },
      }),
    )).start();
    await settle();
    actor.send({ type: 'CHOOSE', interval: 60 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'CHOOSE', interval: 30 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ setting: { interval: 30 }, saved: true, error: null });
    actor.send({ type: 'CHOOSE', interval: null });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ setting: { interval: 30 }, saved: false, error: 'This site does not allow the reality check to be turned off' });
    expect(sent).toEqual([30, null]);
  });
});
