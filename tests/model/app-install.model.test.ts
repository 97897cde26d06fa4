// The Install offer's machine, walked from its graph, then driven by a stand-in browser: the
// button shows only while the browser offers it, and an offer is good for one dialog.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { appInstallMachine } from '../../src/machines/app-install.machine';
import type { InstallOutcome } from '../../src/services/install-prompt';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof appInstallMachine>;

const quietBrowser = fromCallback(() => undefined);

describeModel(appInstallMachine.provide({ actors: { installability: quietBrowser, installPrompt: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.installPrompt': [{ output: 'accepted' }, { output: 'dismissed' }],
    'xstate.error.actor.installPrompt': [{ error: new Error('prompt refused') }],
  },
  states: {
    unavailable: (s: Snapshot) => expect(s.can({ type: 'INSTALL' })).toBe(false),
    available: (s: Snapshot) => expect(s.can({ type: 'INSTALL' })).toBe(true),
    prompting: (s: Snapshot) => {
      expect(s.can({ type: 'INSTALL' })).toBe(false);
      // The browser withdraws the offer while its dialog is open; the dialog's answer decides.
      expect(s.can({ type: 'UNAVAILABLE' })).toBe(false);
    },
    installed: (s: Snapshot) => expect(s.status).toBe('done'),
  },
});

describe('installing from the app-download entry', () => {
  const start = (outcome: InstallOutcome) => {
    let report: (event: { type: 'AVAILABLE' | 'UNAVAILABLE' | 'INSTALLED' }) => void = () => undefined;
    let prompts = 0;
    const actor = stoppedAfterTest(createActor(
      appInstallMachine.provide({
        actors: {
          installability: fromCallback(({ sendBack }) => void (report = sendBack)),
          installPrompt: fromPromise<InstallOutcome>(async () => {
            prompts += 1;
            return outcome;
          }),
        },
      }),
    )).start();
    return { actor, report: (type: 'AVAILABLE' | 'UNAVAILABLE' | 'INSTALLED') => report({ type }), prompts: () => prompts };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('installs through one dialog when the player accepts', async () => {
    const { actor, report, prompts } = start('accepted');
    expect(actor.getSnapshot().value).toBe('unavailable');
    report('AVAILABLE');
    actor.send({ type: 'INSTALL' });
    await settle();
    expect(prompts()).toBe(1);
    expect(actor.getSnapshot().value).toBe('installed');
  });

  it('hides the button after a dismissed dialog until the browser offers again', async () => {
    const { actor, report } = start('dismissed');
    report('AVAILABLE');
    actor.send({ type: 'INSTALL' });
    report('UNAVAILABLE');
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    report('AVAILABLE');
    expect(actor.getSnapshot().value).toBe('available');
    actor.stop();
  });

  it('knows an install made from the browser menu', () => {
    const { actor, report } = start('accepted');
    report('INSTALLED');
    expect(actor.getSnapshot().value).toBe('installed');
  });
});
