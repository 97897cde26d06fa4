// Authenticator 2FA setup (issue 12), walked from its graph: on only through the QR step's code
// and the recovery codes, which are left only once the player says they are saved; the secret is
// dropped once confirmed; off only through the code step; a cancelled step changes nothing.
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { TwoFactorEnrolment } from '../../src/domain/account-security';
import { twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { twoFactorSetupMachine } from '../../src/machines/two-factor-setup.machine';
import { describeModel, pendingActor } from './model-harness';

const enrolment: TwoFactorEnrolment = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEH', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEH', qrSvg: '<svg></svg>' };
const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${i}`);
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
    'xstate.done.actor.loadStatus': [{ output: { enabled: false, recoveryCodesLeft: 0 } }, { output: { enabled: true, recoveryCodesLeft: 7 } }],
    'xstate.error.actor.loadStatus': [{ error: new Error('offline') }],
    'xstate.done.actor.beginEnrolment': [{ output: enrolment }],
    'xstate.error.actor.beginEnrolment': [{ error: new Error('Two-step verification is already on') }],
    'xstate.done.actor.confirmStep': [{ output: { result: codes } }, { output: null }],
    'xstate.done.actor.disableStep': [{ output: { result: null } }, { output: null }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.status.enabled, s.context.saved]),
  states: {
    loading: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s: Snapshot) => expect(s.context.error).toBe('offline'),
    off: (s: Snapshot) => {
      expect(s.context.status.enabled).toBe(false);
      expect(s.context.enrolment).toBeNull();
      expect(s.context.recoveryCodes).toEqual([]);
    },
    starting: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    scanning: (s: Snapshot) => {
      expect(s.context.enrolment).toEqual(enrolment);
      expect(s.children.confirmStep).toBeDefined();
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
