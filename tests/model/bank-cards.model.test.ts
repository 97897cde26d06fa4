// My bank cards, walked from the machine's graph: the list, a new default with the password
// asked again (and, with 2FA on, the code: issue 17), a refusal asking again; the default card is
// never asked about.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BankCardItem } from '../../src/domain/bank-card.schema';
import type { BankCardsData, DefaultCardChoice } from '../../src/machines/bank-cards.actors';
import { bankCardsMachine } from '../../src/machines/bank-cards.machine';
import { codeStep, twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { describeModel, pendingActor } from './model-harness';
import { defaultCard, offline, otherCard, refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof bankCardsMachine>;
const swapped = [{ ...otherCard, defaultStatus: 1 }, { ...defaultCard, defaultStatus: 0 }];

const codeStepModel = twoFactorCodeMachine.provide({ actors: { check: pendingActor } });

describeModel(bankCardsMachine.provide({ actors: { loadCards: pendingActor, setDefault: pendingActor, secondFactor: codeStepModel } }), {
  input: { toast: { send: vi.fn() } },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.password === '', s.context.twoFactor]),
  events: {
    // Issue 17: the same player with 2FA off and on.
    'xstate.done.actor.loadCards': [
      { output: { cards: [defaultCard, otherCard], twoFactor: false } satisfies BankCardsData },
      { output: { cards: [defaultCard, otherCard], twoFactor: true } satisfies BankCardsData },
    ],
    'xstate.done.actor.secondFactor': [{ output: { result: swapped } }, { output: null }],
    'xstate.error.actor.loadCards': [{ error: offline }],
    'xstate.done.actor.setDefault': [{ output: swapped }],
    'xstate.error.actor.setDefault': [{ error: refused('Wrong password') }],
    SET_DEFAULT: [{ id: otherCard.id }, { id: defaultCard.id }],
    CHANGE_PASSWORD: [{ value: 'secret12' }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe(offline.message),
    list: (s) => {
      expect(s.context.choosing).toBeNull();
      expect(s.context.cards.filter((card) => card.defaultStatus === 1)).toHaveLength(1);
    },
    password: (s) => {
      // Only a card that is not the default yet is asked about.
      expect(s.context.choosing).toBe(otherCard.id);
    },
    settingDefault: (s) => {
      expect(s.context.twoFactor).toBe(false);
      expect(s.context.password).not.toBe('');
    },
    // With 2FA on the code step sets the default, the card and the password in its ticket.
    secondFactor: (s) => {
      expect(s.context.twoFactor).toBe(true);
      expect(s.context.password).not.toBe('');
      expect(JSON.parse(s.children.secondFactor!.getSnapshot().context.ticket)).toEqual({ id: otherCard.id, password: s.context.password });
    },
  },
});

describe('bank card list rules', () => {
  it('sends the chosen card with the password and shows the new default', async () => {
    const calls: Array<{ id: number; password: string }> = [];
    const toast = { send: vi.fn() };
    const actor = stoppedAfterTest(createActor(
      bankCardsMachine.provide({
        actors: {
          loadCards: fromPromise<BankCardsData>(async () => ({ cards: [defaultCard, otherCard], twoFactor: false })),
          setDefault: fromPromise<BankCardItem[], { id: number; password: string }>(async ({ input }) => {
            calls.push(input);
            return swapped;
          }),
        },
      }),
      { input: { toast } },
    )).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('list')).toBe(true));
    actor.send({ type: 'SET_DEFAULT', id: defaultCard.id });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    actor.send({ type: 'SET_DEFAULT', id: otherCard.id });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.passwordMissing).toBe(true);
    actor.send({ type: 'CHANGE_PASSWORD', value: 'secret12' });
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('list')).toBe(true));
    expect(calls).toEqual([{ id: otherCard.id, password: 'secret12' }]);
    expect(actor.getSnapshot().context.cards.find((card) => card.defaultStatus === 1)?.id).toBe(otherCard.id);
    expect(toast.send).toHaveBeenCalled();
  });

  it('with 2FA on, sends the choice only with the code; cancelling the code asks the password again', async () => {
    const calls: Array<DefaultCardChoice & { twoFactorCode?: string }> = [];
    const toast = { send: vi.fn() };
    const actor = stoppedAfterTest(createActor(
      bankCardsMachine.provide({
        actors: {
          loadCards: fromPromise<BankCardsData>(async () => ({ cards: [defaultCard, otherCard], twoFactor: true })),
          setDefault: fromPromise<BankCardItem[], DefaultCardChoice>(async ({ input }) => {
            calls.push(input);
            return swapped;
          }),
          secondFactor: codeStep(async ({ ticket, code }) => {
            calls.push({ ...(JSON.parse(ticket) as DefaultCardChoice), twoFactorCode: code });
            return swapped;
          }),
        },
      }),
      { input: { toast } },
    )).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('list')).toBe(true));
    const choose = () => {
      actor.send({ type: 'SET_DEFAULT', id: otherCard.id });
      actor.send({ type: 'CHANGE_PASSWORD', value: 'secret12' });
      actor.send({ type: 'CONFIRM' });
    };
    choose();
    expect(actor.getSnapshot().matches('secondFactor')).toBe(true);
    actor.getSnapshot().children.secondFactor!.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('password')).toBe(true);
    expect(actor.getSnapshot().context.password).toBe('');
    actor.send({ type: 'CANCEL' });
    choose();
    const step = actor.getSnapshot().children.secondFactor!;
    step.send({ type: 'CHANGE', value: '654321' });
    step.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('list')).toBe(true));
    expect(calls).toEqual([{ id: otherCard.id, password: 'secret12', twoFactorCode: '654321' }]);
    expect(actor.getSnapshot().context.cards.find((card) => card.defaultStatus === 1)?.id).toBe(otherCard.id);
    expect(toast.send).toHaveBeenCalled();
  });
});
