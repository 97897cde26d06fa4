// Adding or editing a bank card, walked from the machine's graph: the form's rules, the password
// asked again before anything is sent, a refusal asking it again; then the body sent.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BankCardInput } from '../../src/domain/bank-card';
import type { BankCardItem } from '../../src/domain/bank-card.schema';
import { bankCardEditMachine, bankCardFailure, type BankCardField } from '../../src/machines/bank-card-edit.machine';
import type { BankCardFormData } from '../../src/machines/bank-card-edit.actors';
import { twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { describeModel, pendingActor } from './model-harness';
import { defaultCard, offline, refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof bankCardEditMachine>;

const banks = [{ bankCode: 'BDO', bankName: 'BDO Unibank', icon: '' }, { bankCode: 'BPI', bankName: 'BPI', icon: '' }];
const wrongPassword = refused('Wrong password');
const input = (cardId: number | null = null) => ({ cardId, phoneCountry: 'PH' as const, toast: { send: vi.fn() } });

const samples: Partial<Record<BankCardField, string[]>> = {
  bankCardName: ['Ann Lee', ''],
  bankCardAccount: ['0012345678', '12ab34'],
  phone: ['0917-123-4567', '12345'],
};

const codeStep = twoFactorCodeMachine.provide({ actors: { check: pendingActor } });

describeModel(bankCardEditMachine.provide({ actors: { loadForm: pendingActor, saveCard: pendingActor, secondFactor: codeStep } }), {
  input: input(),
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, bankCardFailure(s.context.form, 'PH'), s.context.password === '', s.context.twoFactor]),
  events: {
    // Issue 12: the same player with 2FA off and on.
    'xstate.done.actor.loadForm': [{ output: { banks, card: null } satisfies BankCardFormData }, { output: { banks, card: null, twoFactor: true } satisfies BankCardFormData }],
    'xstate.done.actor.secondFactor': [{ output: { result: null } }, { output: null }],
    'xstate.error.actor.loadForm': [{ error: offline }],
    'xstate.error.actor.saveCard': [{ error: wrongPassword }],
    CHANGE: Object.entries(samples).flatMap(([field, values]) => values.map((value) => ({ field: field as BankCardField, value }))),
    CHANGE_PASSWORD: [{ value: 'secret12' }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe(offline.message),
    form: (s) => {
      // A new card starts on the first bank; the number holds digits only, whatever was typed.
      expect(s.context.form.bank).toBe('BDO');
      expect(s.context.form.bankCardAccount).toMatch(/^\d*$/);
      expect(s.context.password).toBe('');
    },
    password: (s) => {
      expect(bankCardFailure(s.context.form, 'PH')).toBeNull();
      expect([null, wrongPassword.msg]).toContain(s.context.error);
    },
    // With 2FA on the code step saves the card, with the password in its ticket.
    secondFactor: (s) => {
      expect(s.context.twoFactor).toBe(true);
      const ticket = JSON.parse(s.children.secondFactor!.getSnapshot().context.ticket) as { card: BankCardInput };
      expect(ticket.card.password).toBe(s.context.password);
      expect(s.context.password).not.toBe('');
    },
    saving: (s) => {
      expect(s.context.twoFactor).toBe(false);
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.password).not.toBe('');
    },
    saved: (s) => expect(s.status).toBe('done'),
  },
});

describe('bank card rules (SPEC.md §3, §5; issue 8)', () => {
  const start = (cardId: number | null, card: BankCardItem | null, outcomes: Array<'ok' | Error> = ['ok']) => {
    const sent: Array<{ cardId: number | null; card: BankCardInput }> = [];
    const ports = input(cardId);
    const actor = stoppedAfterTest(createActor(
      bankCardEditMachine.provide({
        actors: {
          loadForm: fromPromise<BankCardFormData, { cardId: number | null }>(async () => ({ banks, card })),
          saveCard: fromPromise<BankCardItem, { cardId: number | null; card: BankCardInput }>(async ({ input: request }) => {
            sent.push(request);
            const outcome = outcomes.shift();
            if (outcome instanceof Error) throw outcome;
            return defaultCard;
          }),
        },
      }),
      { input: ports },
    )).start();
    return { actor, sent, toast: ports.toast };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const fill = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'CHANGE', field: 'bank', value: 'BPI' });
    actor.send({ type: 'CHANGE', field: 'bankCardName', value: ' Ann Lee ' });
    actor.send({ type: 'CHANGE', field: 'bankCardAccount', value: '0012 3456-78' });
    actor.send({ type: 'CHANGE', field: 'phone', value: '917-123-4567' });
  };

  it('asks for the password again before sending, and sends the card with it', async () => {
    const { actor, sent, toast } = start(null, null);
    await settle();
    fill(actor);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches('password')).toBe(true);
    expect(sent).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'password', rule: 'required' });
    actor.send({ type: 'CHANGE_PASSWORD', value: 'secret12' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(sent).toEqual([{ cardId: null, card: { bank: 'BPI', bankCardName: 'Ann Lee', bankCardAccount: '0012345678', phone: '09171234567', bankCardRemark: '', password: 'secret12' } }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(toast.send).toHaveBeenCalledWith(expect.objectContaining({ type: 'SHOW' }));
  });

  it('a wrong password asks again with the server words and forgets what was typed', async () => {
    const { actor } = start(null, null, [wrongPassword]);
    await settle();
    fill(actor);
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CHANGE_PASSWORD', value: 'nope1234' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().matches('password')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Wrong password');
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('editing fills the form from the card but asks for the full number again', async () => {
    const { actor, sent } = start(defaultCard.id, defaultCard);
    await settle();
    expect(actor.getSnapshot().context.form).toEqual({ bank: 'BDO', bankCardName: 'Ann Lee', bankCardAccount: '', phone: '09171234567', bankCardRemark: '' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.invalid).toEqual({ field: 'bankCardAccount', rule: 'required' });
    actor.send({ type: 'CHANGE', field: 'bankCardAccount', value: '5550004321' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CHANGE_PASSWORD', value: 'secret12' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(sent[0]?.cardId).toBe(defaultCard.id);
  });

  it('names the first rule broken', () => {
    const form = { bank: 'BDO', bankCardName: 'Ann', bankCardAccount: '123', phone: '09171234567', bankCardRemark: '' };
    expect(bankCardFailure(form, 'PH')).toBeNull();
    expect(bankCardFailure({ ...form, bank: '' }, 'PH')).toEqual({ field: 'bank', rule: 'required' });
    expect(bankCardFailure({ ...form, bankCardAccount: '12-3' }, 'PH')).toEqual({ field: 'bankCardAccount', rule: 'digits' });
    expect(bankCardFailure({ ...form, phone: '0812345678' }, 'PH')).toEqual({ field: 'phone', rule: 'phone' });
  });
});
