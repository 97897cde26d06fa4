// My bank cards (SPEC.md §2 myBankCard, §3 "Bank card"): the list with its default mark, and
// choosing another default card, which asks for the password again (issue 8) and, while 2FA is
// on, the code (issue 17), through the same code step as adding a card.
//   loading → list (empty: "no bank-card data, add one?") → password → settingDefault → list
//   password → secondFactor (2FA on: the code step sets the default; cancelled, the password again) → list
import { assign, setup } from 'xstate';
import type { BankCardItem } from '../domain/bank-card.schema';
import { t } from '../services/i18n';
import { bankCardsActors, type BankCardsData, type DefaultCardChoice } from './bank-cards.actors';
import { errorOf, messageOf } from './failure-message';
import type { ToastEvent } from './toast.machine';
import type { TwoFactorCodeOutput } from './two-factor-code.machine';

const secondFactorOutput = ({ event }: { event: { output: TwoFactorCodeOutput } }): TwoFactorCodeOutput => event.output;
const choiceOf = (context: BankCardsContext): DefaultCardChoice => ({ id: context.choosing ?? 0, password: context.password });

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
  /** Issue 17: the player has 2FA on. */
  twoFactor: boolean;
}

export type BankCardsEvent =
  | { type: 'SET_DEFAULT'; id: number }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export const bankCardsMachine = setup({
  types: { input: {} as BankCardsInput, context: {} as BankCardsContext, events: {} as BankCardsEvent, children: {} as { secondFactor: 'secondFactor' } },
  actors: bankCardsActors,
  guards: {
    isDefaultAlready: ({ context, event }) => event.type === 'SET_DEFAULT' && context.cards.some((card) => card.id === event.id && card.defaultStatus === 1),
    passwordBlank: ({ context }) => context.password === '',
    twoFactorOn: ({ context }) => context.twoFactor,
    secondFactorCancelled: (_, output: TwoFactorCodeOutput) => output === null,
  },
  actions: {
    takeData: assign((_, data: BankCardsData) => ({ cards: data.cards, twoFactor: data.twoFactor })),
    takeCards: assign((_, cards: BankCardItem[]) => ({ cards })),
    takeSecondFactorCards: assign((_, output: TwoFactorCodeOutput) => ({ cards: (output?.result as BankCardItem[] | undefined) ?? [] })),
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
  description: 'My bank cards: the list and its default mark; a new default asks for the password again, and the 2FA code while it is on.',
  context: ({ input }) => ({ ...input, cards: [], choosing: null, password: '', passwordMissing: false, error: null, twoFactor: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'list', actions: { type: 'takeData', params: ({ event }) => event.output } },
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
        CONFIRM: [
          { guard: 'passwordBlank', actions: 'showPasswordMissing' },
          { guard: 'twoFactorOn', target: 'secondFactor', actions: 'clearError' },
          { target: 'settingDefault', actions: 'clearError' },
        ],
        CANCEL: { target: 'list', actions: ['forget', 'clearError'] },
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context }) => choiceOf(context),
        onDone: { target: 'list', actions: [{ type: 'takeCards', params: ({ event }) => event.output }, 'forget', 'toastDone'] },
        onError: { target: 'password', actions: ['forgetPassword', { type: 'showError', params: errorOf }] },
      },
    },
    // --- 2FA (issue 17): a wrong password shows in the code step; cancel asks the password again ---
    secondFactor: {
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }) => ({ ticket: JSON.stringify(choiceOf(context)) }),
        onDone: [
          { guard: { type: 'secondFactorCancelled', params: secondFactorOutput }, target: 'password', actions: 'forgetPassword' },
          { target: 'list', actions: [{ type: 'takeSecondFactorCards', params: secondFactorOutput }, 'forget', 'toastDone'] },
        ],
      },
    },
  },
});
