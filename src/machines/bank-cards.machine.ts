// My bank cards (SPEC.md §2 myBankCard, §3 "Bank card"): the list with its default mark, and
// choosing another default card, which asks for the password again (issue 8).
//   loading → list (empty: "no bank-card data, add one?") → password → settingDefault → list
import { assign, setup } from 'xstate';
import type { BankCardItem } from '../domain/bank-card';
import { t } from '../services/i18n';
import { bankCardsActors } from './bank-cards.actors';
import { errorOf, messageOf } from './failure-message';
import type { ToastEvent } from './toast.machine';

export interface BankCardsInput {
  toast: { send(event: ToastEvent): void };
}

export interface BankCardsContext extends BankCardsInput {
  cards: BankCardItem[];
  /** The card to become the default, while its password is asked. */
  choosing: number | null;
  password: string;
  passwordMissing: boolean;
  error: string | null;
}

export type BankCardsEvent =
  | { type: 'SET_DEFAULT'; id: number }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export const bankCardsMachine = setup({
  types: { input: {} as BankCardsInput, context: {} as BankCardsContext, events: {} as BankCardsEvent },
  actors: bankCardsActors,
  guards: {
    isDefaultAlready: ({ context, event }) => event.type === 'SET_DEFAULT' && context.cards.some((card) => card.id === event.id && card.defaultStatus === 1),
    passwordBlank: ({ context }) => context.password === '',
  },
  actions: {
    takeCards: assign((_, cards: BankCardItem[]) => ({ cards })),
    choose: assign(({ event }) => (event.type === 'SET_DEFAULT' ? { choosing: event.id, password: '', passwordMissing: false, error: null } : {})),
    changePassword: assign(({ event }) => (event.type === 'CHANGE_PASSWORD' ? { password: event.value, passwordMissing: false } : {})),
    showPasswordMissing: assign({ passwordMissing: true }),
    forget: assign({ choosing: null, password: '', passwordMissing: false }),
    forgetPassword: assign({ password: '' }),
    clearError: assign({ error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    toastDone: ({ context }) => context.toast.send({ type: 'SHOW', text: t('bankCard.defaultSet') }),
  },
}).createMachine({
  id: 'bankCards',
  description: 'My bank cards: the list and its default mark; a new default asks for the password again.',
  context: ({ input }) => ({ ...input, cards: [], choosing: null, password: '', passwordMissing: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'list', actions: { type: 'takeCards', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    list: {
      on: { SET_DEFAULT: [{ guard: 'isDefaultAlready' }, { target: 'password', actions: 'choose' }] },
    },
    password: {
      on: {
        CHANGE_PASSWORD: { actions: 'changePassword' },
        CONFIRM: [{ guard: 'passwordBlank', actions: 'showPasswordMissing' }, { target: 'settingDefault', actions: 'clearError' }],
        CANCEL: { target: 'list', actions: ['forget', 'clearError'] },
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context }) => ({ id: context.choosing ?? 0, password: context.password }),
        onDone: { target: 'list', actions: [{ type: 'takeCards', params: ({ event }) => event.output }, 'forget', 'toastDone'] },
        onError: { target: 'password', actions: ['forgetPassword', { type: 'showError', params: errorOf }] },
      },
    },
  },
});
