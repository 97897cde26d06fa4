// My bank cards, walked from the machine's graph: the list, a new default with the password
// asked again, a refusal asking again; the default card is never asked about.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BankCardItem } from '../../src/domain/bank-card';
import { bankCardsMachine } from '../../src/machines/bank-cards.machine';
import { describeModel, pendingActor } from './model-harness';
import { defaultCard, offline, otherCard, refused } from './wallet-fixtures';

type Snapshot = SnapshotFrom<typeof bankCardsMachine>;
const swapped = [{ ...otherCard, defaultStatus: 1 }, { ...defaultCard, defaultStatus: 0 }];

describeModel(bankCardsMachine.provide({ actors: { loadCards: pendingActor, setDefault: pendingActor } }), {
  input: { toast: { send: vi.fn() } },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.password === '']),
  events: {
    'xstate.done.actor.loadCards': [{ output: [defaultCard, otherCard] }],
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
    settingDefault: (s) => expect(s.context.password).not.toBe(''),
  },
});

describe('bank card list rules', () => {
  it('sends the chosen card with the password and shows the new default', async () => {
    const calls: Array<{ id: number; password: string }> = [];
    const toast = { send: vi.fn() };
    const actor = createActor(
      bankCardsMachine.provide({
        actors: {
          loadCards: fromPromise<BankCardItem[]>(async () => [defaultCard, otherCard]),
          setDefault: fromPromise<BankCardItem[], { id: number; password: string }>(async ({ input }) => {
            calls.push(input);
            return swapped;
          }),
        },
      }),
      { input: { toast } },
    ).start();
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
});
