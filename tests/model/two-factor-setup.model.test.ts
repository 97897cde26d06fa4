// Authenticator 2FA setup (issue 12), walked from its graph: on only through the QR step's code
// and the recovery codes, which are left only once the player says they are saved; the secret is
// dropped once confirmed; off only through the code step; a cancelled step changes nothing. The
// "sign out of other devices" box beside the first code starts ticked and its state is what the
// confirmation sends (issue 17); the sessions list is read again when others were signed out.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { TwoFactorConfirmed, TwoFactorEnrolment, TwoFactorStatus } from '../../src/domain/account-security.schema';
import { codeStep, twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { twoFactorSetupMachine } from '../../src/machines/two-factor-setup.machine';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const enrolment: TwoFactorEnrolment = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEH', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEH', qrSvg: '<svg></svg>' };
const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${i}`);
const confirmed: TwoFactorConfirmed = { recoveryCodes: codes, signedOut: 2 };
const step = twoFactorCodeMachine.provide({ actors: { check: pendingActor } });
const model = twoFactorSetupMachine.provide({
  actors: { loadStatus: pendingActor, beginEnrolment: pendingActor, copyCodes: pendingActor, confirmStep: step, disableStep: step },
});
type Snapshot = SnapshotFrom<typeof model>;

describeModel(model, {
  input: { toast: { send: () => {} } },
  pathStrategy: 'transitions',
  events: {
    SAVED: [{ value: true }, { value: false }],
    SIGN_OUT_OTHERS: [{ value: false }, { value: true }],
    'xstate.done.actor.loadStatus': [{ output: { enabled: false, recoveryCodesLeft: 0 } }, { output: { enabled: true, recoveryCodesLeft: 7 } }],
    'xstate.error.actor.loadStatus': [{ error: new Error('offline') }],
    'xstate.done.actor.beginEnrolment': [{ output: enrolment }],
    'xstate.error.actor.beginEnrolment': [{ error: new Error('Two-step verification is already on') }],
    'xstate.done.actor.confirmStep': [{ output: { result: confirmed } }, { output: null }],
    'xstate.done.actor.disableStep': [{ output: { result: null } }, { output: null }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.status.enabled, s.context.saved, s.context.signOutOthers]),
  states: {
    loading: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s: Snapshot) => expect(s.context.error).toBe('offline'),
    off: (s: Snapshot) => {
      expect(s.context.status.enabled).toBe(false);
      expect(s.can({ type: 'SIGN_OUT_OTHERS', value: false })).toBe(false);
      expect(s.context.enrolment).toBeNull();
      expect(s.context.recoveryCodes).toEqual([]);
    },
    scanning: (s: Snapshot) => {
      expect(s.context.enrolment).toEqual(enrolment);
      // The step carries the box as it is now, whatever it was when the step began.
      expect(JSON.parse(s.children.confirmStep!.getSnapshot().context.ticket)).toEqual({ signOutOthers: s.context.signOutOthers });
    },
    starting: (s: Snapshot) => {
      expect(s.hasTag('busy')).toBe(true);
      // Each enrolment starts with the box ticked.
      expect(s.context.signOutOthers).toBe(true);
    },
    codes: (s: Snapshot) => {
      expect(s.context.recoveryCodes).toEqual(codes);
      // The secret is gone once the app proved it has it.
      expect(s.context.enrolment).toBeNull();
      expect(s.can({ type: 'FINISH' })).toBe(s.context.saved);
    },
    copying: (s: Snapshot) => expect(s.context.recoveryCodes).toHaveLength(10),
    on: (s: Snapshot) => {
      expect(s.context.status.enabled).toBe(true);
      expect(s.context.recoveryCodes).toEqual([]);
    },
    disabling: (s: Snapshot) => expect(s.children.disableStep).toBeDefined(),
  },
});

describe('turning 2FA on and the other devices', () => {
  const start = (sent: Array<{ code: string; signOutOthers: boolean }>, signedOut: number) => {
    const reload = vi.fn();
    const actor = stoppedAfterTest(createActor(
      twoFactorSetupMachine.provide({
        actors: {
          loadStatus: fromPromise<TwoFactorStatus>(async () => ({ enabled: false, recoveryCodesLeft: 0 })),
          beginEnrolment: fromPromise<TwoFactorEnrolment>(async () => enrolment),
          confirmStep: codeStep(async ({ ticket, code }) => {
            sent.push({ code, ...(JSON.parse(ticket) as { signOutOthers: boolean }) });
            return { recoveryCodes: codes, signedOut } satisfies TwoFactorConfirmed;
          }),
        },
      }),
      { input: { toast: { send: () => {} }, sessions: { send: reload } } },
    )).start();
    return { actor, reload };
  };
  const confirm = async (actor: ReturnType<typeof start>['actor']) => {
    const step = actor.getSnapshot().children.confirmStep!;
    step.send({ type: 'CHANGE', value: '123456' });
    step.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('codes')).toBe(true));
  };

  it('signs them out unless the box is unticked, and reads the sessions again', async () => {
    const sent: Array<{ code: string; signOutOthers: boolean }> = [];
    const { actor, reload } = start(sent, 1);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('off')).toBe(true));
    actor.send({ type: 'ENROL' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('scanning')).toBe(true));
    expect(actor.getSnapshot().context.signOutOthers).toBe(true);
    await confirm(actor);
    expect(sent).toEqual([{ code: '123456', signOutOthers: true }]);
    expect(reload).toHaveBeenCalledWith({ type: 'RELOAD' });
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(codes);
  });

  it('keeps them when the player unticks the box after the step began', async () => {
    const sent: Array<{ code: string; signOutOthers: boolean }> = [];
    const { actor, reload } = start(sent, 0);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('off')).toBe(true));
    actor.send({ type: 'ENROL' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('scanning')).toBe(true));
    actor.send({ type: 'SIGN_OUT_OTHERS', value: false });
    await confirm(actor);
    expect(sent).toEqual([{ code: '123456', signOutOthers: false }]);
    expect(reload).not.toHaveBeenCalled();
  });
});
