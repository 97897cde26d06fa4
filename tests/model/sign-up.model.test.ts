// Sign-up steps under all four combinations of the SMS and bank registration flags, walked from
// the machine's graph with valid and invalid values for every field; then the rules of SPEC.md §4.
import { describe, expect, it } from 'vitest';
import { stoppedAfterTest } from './stopped-after-test';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { ApiError } from '../../src/services/api-error';
import type { RegisterPayload, SupportedBank } from '../../src/services/register.api';
import { signUpMachine, type SignUpEvent } from '../../src/machines/sign-up.machine';
import { currentStep, nextButtonKey, signUpSteps, stepFailure, stepProgress, type SignUpField, type SignUpStep } from '../../src/machines/sign-up.steps';
import { verificationCodeMachine } from '../../src/machines/verification-code.machine';
import { describeModel, pendingActor, type ModelPath } from './model-harness';

type Snapshot = SnapshotFrom<typeof signUpMachine>;

const banks: SupportedBank[] = [
  { bankCode: 'KBANK', bankName: 'Kasikornbank', icon: '/banks/kbank.png' },
  { bankCode: 'SCB', bankName: 'Siam Commercial Bank', icon: '/banks/scb.png' },
];
const refused = new ApiError('reply', 'This phone number is already registered', { reply: { code: 500, msg: 'This phone number is already registered', data: null } });

/** A valid and an invalid value per field (Thai numbers: the demo site is TH). */
const samples: Record<SignUpField, string[]> = {
  phone: ['081-234-5678', '12345'],
  username: ['lucky_ann', 'bad name!'],
  code: ['123456', '12a'],
  password: ['secret12', '123'],
  confirmPassword: ['secret12', 'other12'],
  bankType: ['SCB', ''],
  bankAccountName: ['Ann Lee', ''],
  bankAccount: ['1234567890', '12-34'],
};
const changes = Object.entries(samples).flatMap(([field, values]) => values.map((value) => ({ field: field as SignUpField, value })));

const fieldsOf: Record<SignUpStep, SignUpField[]> = {
  phone: ['phone', 'username'],
  code: ['code'],
  account: ['username', 'password', 'confirmPassword'],
  bankType: ['bankType'],
  bankAccount: ['bankAccountName', 'bankAccount'],
};

const withoutNetwork = signUpMachine.provide({
  actors: {
    sendRegisterCode: pendingActor,
    loadBanks: pendingActor,
    register: pendingActor,
    verificationCode: verificationCodeMachine.provide({ actors: { sendCode: pendingActor } }),
  },
});

// A state is its step and what blocks leaving it, plus whether a code went out and banks came in
// (each changes where NEXT leads).
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.status === 'done' ? null : stepFailure(currentStep(s), s.context.form, s.context.country), s.context.codeSentTo !== null, s.context.banks.length > 0]);

// Only the fields the current step shows are typed into: an edit elsewhere cannot change the step.
const editsShownFields = (path: ModelPath) =>
  path.steps.every((step, index) => {
    const event = step.event as SignUpEvent;
    if (event.type !== 'CHANGE') return true;
    const before = path.steps[index - 1]?.state as Snapshot | undefined;
    return before !== undefined && fieldsOf[currentStep(before)].includes(event.field);
  });

const shownError = (s: Snapshot) => {
  if (s.context.invalid) expect(fieldsOf[currentStep(s)]).toContain(s.context.invalid.field);
};

const submitting = (s: Snapshot) => {
  expect(s.hasTag('busy')).toBe(true);
  expect(stepFailure(currentStep(s), s.context.form, 'TH')).toBeNull();
};

const smsSteps = (total: number) => ({
  'phone.sendingCode': (s: Snapshot) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(stepFailure('phone', s.context.form, 'TH')).toBeNull();
  },
  code: (s: Snapshot) => {
    // The code went out before step 2 showed.
    expect(s.context.codeSentTo).toBe('0812345678');
    expect(stepProgress(s)).toEqual({ step: 2, total });
    expect(nextButtonKey(s)).toBe('signUp.confirm');
    shownError(s);
  },
});

const bankSteps = (total: number) => ({
  'account.loadingBanks': (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
  bankType: (s: Snapshot) => {
    // The first bank is preselected; the player may pick another (or clear the choice).
    expect(s.context.banks.length).toBeGreaterThan(0);
    expect(['KBANK', 'SCB', '']).toContain(s.context.form.bankType);
    expect(stepProgress(s)).toEqual({ step: total - 1, total });
    expect(nextButtonKey(s)).toBe('signUp.confirm');
    shownError(s);
  },
  'bankAccount.editing': (s: Snapshot) => {
    expect(stepProgress(s)).toEqual({ step: total, total });
    expect(nextButtonKey(s)).toBe('signUp.signUp');
    shownError(s);
  },
  'bankAccount.submitting': submitting,
});

for (const smsEnabled of [true, false]) {
  for (const bankEnabled of [true, false]) {
    describe(`sign-up, SMS registration ${smsEnabled ? 'on' : 'off'}, bank registration ${bankEnabled ? 'on' : 'off'}`, () => {
      const total = signUpSteps({ smsEnabled, bankEnabled }).length;
      describeModel(withoutNetwork, {
        input: { smsEnabled, bankEnabled, country: 'TH' },
        pathStrategy: 'transitions',
        clock: true,
        serializeState,
        filter: editsShownFields,
        events: {
          CHANGE: changes,
          'xstate.done.actor.loadBanks': [{ output: banks }, { output: [] }],
          'xstate.done.actor.register': [{ output: 'new-session-token' }],
          'xstate.error.actor.sendRegisterCode': [{ error: refused }],
          'xstate.error.actor.loadBanks': [{ error: refused }],
          'xstate.error.actor.register': [{ error: refused }],
        },
        states: {
          'phone.editing': (s) => {
            expect(stepProgress(s)).toEqual({ step: 1, total });
            expect(nextButtonKey(s)).toBe('signUp.confirm');
            expect([null, refused.msg]).toContain(s.context.error);
            shownError(s);
          },
          'account.editing': (s) => {
            expect(stepProgress(s)).toEqual({ step: smsEnabled ? 3 : 2, total });
            expect(nextButtonKey(s)).toBe(bankEnabled ? 'signUp.confirm' : 'signUp.signUp');
            shownError(s);
          },
          ...(smsEnabled ? smsSteps(total) : {}),
          ...(bankEnabled ? bankSteps(total) : { 'account.submitting': submitting }),
          done: (s) => {
            expect(s.status).toBe('done');
            expect(s.output).toEqual({ token: 'new-session-token' });
          },
        },
      });
    });
  }
}

describe('sign-up rules (SPEC.md §4)', () => {
  const start = (flags: { smsEnabled: boolean; bankEnabled: boolean }, calls: {
    sendRegisterCode?: (phone: string) => Promise<void>;
    register?: (payload: RegisterPayload) => Promise<string>;
  } = {}) => {
    const sent: string[] = [];
    const registered: RegisterPayload[] = [];
    const actor = stoppedAfterTest(createActor(
      signUpMachine.provide({
        actors: {
          sendRegisterCode: fromPromise<void, { phone: string }>(async ({ input }) => {
            sent.push(input.phone);
            await calls.sendRegisterCode?.(input.phone);
          }),
          loadBanks: fromPromise<SupportedBank[]>(async () => banks),
          register: fromPromise<string, RegisterPayload>(async ({ input }) => {
            registered.push(input);
            return (await calls.register?.(input)) ?? 'new-session-token';
          }),
          verificationCode: verificationCodeMachine.provide({ actors: { sendCode: pendingActor } }),
        },
      }),
      { input: { ...flags, country: 'TH' } },
    ).start());
    const change = (field: SignUpField, value: string) => actor.send({ type: 'CHANGE', field, value });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { actor, change, settle, sent, registered };
  };

  it('sends the SMS code before step 2 and starts the button countdown without a second send', async () => {
    const { actor, change, settle, sent } = start({ smsEnabled: true, bankEnabled: false });
    change('phone', '081-234-5678');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ phone: 'sendingCode' })).toBe(true);
    await settle();
    expect(sent).toEqual(['0812345678']);
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(actor.getSnapshot().children.verificationCode?.getSnapshot().matches('counting')).toBe(true);
  });

  it('a failed send stays on step 1 with the server msg', async () => {
    const { actor, change, settle } = start({ smsEnabled: true, bankEnabled: false }, {
      sendRegisterCode: async () => { throw refused; },
    });
    change('phone', '081-234-5678');
    actor.send({ type: 'NEXT' });
    await settle();
    expect(actor.getSnapshot().matches({ phone: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(refused.msg);
    expect(actor.getSnapshot().children.verificationCode?.getSnapshot().matches('idle')).toBe(true);
  });

  it('an invalid phone blocks step 1 without sending', () => {
    const { actor, change, sent } = start({ smsEnabled: true, bankEnabled: false });
    change('phone', '12345');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ phone: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'phone', rule: 'phone' });
    expect(sent).toEqual([]);
  });

  // What the browser suite once checked on the demo site (PH, SMS and bank sign-up off): the step
  // stays, the password step never shows, and the alert reads validation.phone (field-alert.tsx).
  it('on a PH site with SMS and bank sign-up off, a short phone blocks step 1 with the phone rule', () => {
    const actor = stoppedAfterTest(createActor(withoutNetwork, { input: { smsEnabled: false, bankEnabled: false, country: 'PH' } }).start());
    actor.send({ type: 'CHANGE', field: 'phone', value: '12345' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ phone: 'editing' })).toBe(true);
    expect(currentStep(actor.getSnapshot())).toBe('phone');
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'phone', rule: 'phone' });
    expect(enUS.validation.phone).toBeTruthy();
  });

  it('back to step 1 and on again with the same phone sends no second code', async () => {
    const { actor, change, settle, sent } = start({ smsEnabled: true, bankEnabled: false });
    change('phone', '0812345678');
    actor.send({ type: 'NEXT' });
    await settle();
    actor.send({ type: 'BACK' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('fetches the banks after step 3 and preselects the first', async () => {
    const { actor, change, settle } = start({ smsEnabled: false, bankEnabled: true });
    change('phone', '0812345678');
    actor.send({ type: 'NEXT' });
    change('password', 'secret12');
    change('confirmPassword', 'secret12');
    actor.send({ type: 'NEXT' });
    await settle();
    expect(actor.getSnapshot().matches('bankType')).toBe(true);
    expect(actor.getSnapshot().context.form.bankType).toBe('KBANK');
  });

  it('the final button reads "Sign up" only on the step that submits', () => {
    const label = (value: string, bankEnabled: boolean) => nextButtonKey({ value, context: { smsEnabled: true, bankEnabled } });
    expect(['phone', 'code', 'account', 'bankType', 'bankAccount'].map((step) => label(step, true))).toEqual([
      'signUp.confirm', 'signUp.confirm', 'signUp.confirm', 'signUp.confirm', 'signUp.signUp',
    ]);
    expect(['phone', 'code', 'account'].map((step) => label(step, false))).toEqual(['signUp.confirm', 'signUp.confirm', 'signUp.signUp']);
  });

  it('a blank username registers the phone as username, with the bank card when bank registration is on', async () => {
    const { actor, change, settle, registered } = start({ smsEnabled: true, bankEnabled: true });
    change('phone', '081-234-5678');
    actor.send({ type: 'NEXT' });
    await settle();
    change('code', '654321');
    actor.send({ type: 'NEXT' });
    change('password', 'secret12');
    change('confirmPassword', 'secret12');
    actor.send({ type: 'NEXT' });
    await settle();
    change('bankType', 'SCB');
    actor.send({ type: 'NEXT' });
    change('bankAccountName', 'Ann Lee');
    change('bankAccount', '1234567890');
    expect(actor.getSnapshot().context.form.username).toBe('');
    actor.send({ type: 'NEXT' });
    await settle();
    expect(registered).toEqual([{
      phone: '0812345678',
      code: '654321',
      username: '0812345678',
      password: 'secret12',
      bankCard: { bank: banks[1], holder: 'Ann Lee', account: '1234567890' },
    }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: 'new-session-token' });
  });

  it('a refused registration returns to the step it came from with the server msg', async () => {
    const { actor, change, settle } = start({ smsEnabled: false, bankEnabled: false }, {
      register: async () => { throw refused; },
    });
    change('phone', '0812345678');
    actor.send({ type: 'NEXT' });
    change('username', 'lucky_ann');
    change('password', 'secret12');
    change('confirmPassword', 'secret12');
    actor.send({ type: 'NEXT' });
    await settle();
    expect(actor.getSnapshot().matches({ account: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(refused.msg);
  });

  it('BACK returns to the previous step of this site', () => {
    const { actor, change } = start({ smsEnabled: false, bankEnabled: false });
    change('phone', '0812345678');
    actor.send({ type: 'NEXT' });
    expect(currentStep(actor.getSnapshot())).toBe('account');
    actor.send({ type: 'BACK' });
    expect(currentStep(actor.getSnapshot())).toBe('phone');
  });
});
