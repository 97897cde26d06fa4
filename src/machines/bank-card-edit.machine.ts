// Add or edit a bank card (SPEC.md §2 myBankCard/editBankCard, §3 "Bank card", §5 bank account
// number digits only; issue 8: the password is asked again before a card is added or changed).
//   loading    → the supported banks (GET /pay/supportBank/list) and, when editing, the card
//   form       → bank, holder, number, phone, remark; SAVE checks them
//   password   → the player's password again; CONFIRM sends, CANCEL goes back to the form
//   saving     → POST /bankCard/add or PUT /bankCard/edit/{id}
//   secondFactor → (2FA on, issue 12) the code step sends the card with the password and the code
//   saved      → toasted; the view goes back to the card list
import { assign, setup } from 'xstate';
import type { BankCardInput } from '../domain/bank-card';
import type { BankCardItem } from '../domain/bank-card.schema';
import { checkDigits, checkMaxLength, checkPhone, checkRequired, checkRequiredText, firstFailure, normalizePhone, type Invalid, type PhoneCountry } from '../domain/validation';
import { t } from '../services/i18n';
import type { SupportedBank } from '../services/register.api';
import { bankCardEditActors, type BankCardFormData } from './bank-card-edit.actors';
import { errorOf, messageOf } from './failure-message';
import type { ToastEvent } from './toast.machine';
import type { TwoFactorCodeOutput } from './two-factor-code.machine';

const secondFactorOutput = ({ event }: { event: { output: TwoFactorCodeOutput } }): TwoFactorCodeOutput => event.output;

export interface BankCardForm {
  bank: string;
  bankCardName: string;
  bankCardAccount: string;
  phone: string;
  bankCardRemark: string;
}
export type BankCardField = keyof BankCardForm;

export interface BankCardEditInput {
  /** null: a new card. */
  cardId: number | null;
  phoneCountry: PhoneCountry;
  toast: { send(event: ToastEvent): void };
}

export interface BankCardEditContext extends BankCardEditInput {
  banks: SupportedBank[];
  card: BankCardItem | null;
  form: BankCardForm;
  password: string;
  invalid: Invalid | null;
  error: string | null;
  /** Issue 12: the player has 2FA on. */
  twoFactor: boolean;
}

export type BankCardEditEvent =
  | { type: 'CHANGE'; field: BankCardField; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'SAVE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

const emptyForm: BankCardForm = { bank: '', bankCardName: '', bankCardAccount: '', phone: '', bankCardRemark: '' };

/** The first rule the form breaks, or null. The number is typed again when a card is edited (it is shown masked). */
export function bankCardFailure(form: BankCardForm, country: PhoneCountry): Invalid | null {
  return firstFailure(
    checkRequired('bank', form.bank),
    checkRequiredText('bankCardName', form.bankCardName),
    checkRequired('bankCardAccount', form.bankCardAccount),
    checkDigits('bankCardAccount', form.bankCardAccount),
    checkMaxLength('bankCardAccount', form.bankCardAccount, 32),
    checkPhone('phone', form.phone, country),
    checkMaxLength('bankCardRemark', form.bankCardRemark),
  );
}

export function bankCardInputOf(form: BankCardForm, password: string): BankCardInput {
  return {
    bank: form.bank,
    bankCardName: form.bankCardName.trim(),
    bankCardAccount: form.bankCardAccount,
    phone: normalizePhone(form.phone),
    bankCardRemark: form.bankCardRemark.trim(),
    password,
  };
}

export const bankCardEditMachine = setup({
  types: {
    input: {} as BankCardEditInput,
    context: {} as BankCardEditContext,
    events: {} as BankCardEditEvent,
    children: {} as { secondFactor: 'secondFactor' },
  },
  actors: bankCardEditActors,
  guards: {
    formInvalid: ({ context }) => bankCardFailure(context.form, context.phoneCountry) !== null,
    passwordBlank: ({ context }) => context.password === '',
    // --- 2FA (issue 12) ---
    twoFactorOn: ({ context }) => context.twoFactor,
    secondFactorCancelled: (_, output: TwoFactorCodeOutput) => output === null,
  },
  actions: {
    takeForm: assign((_, data: BankCardFormData) => ({
      banks: data.banks,
      twoFactor: data.twoFactor === true,
      card: data.card,
      // A new card starts on the first bank, as at sign-up (SPEC.md §4).
      form: data.card
        ? { ...emptyForm, bank: data.card.bank, bankCardName: data.card.bankCardName, phone: data.card.phone, bankCardRemark: data.card.bankCardRemark }
        : { ...emptyForm, bank: data.banks[0]?.bankCode ?? '' },
    })),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      // Digits only, whatever was pasted (SPEC.md §5).
      const value = event.field === 'bankCardAccount' ? event.value.replace(/\D/g, '') : event.value;
      return { form: { ...context.form, [event.field]: value }, invalid: context.invalid?.field === event.field ? null : context.invalid, error: null };
    }),
    changePassword: assign(({ event }) => (event.type === 'CHANGE_PASSWORD' ? { password: event.value, invalid: null } : {})),
    showInvalid: assign({ invalid: ({ context }) => bankCardFailure(context.form, context.phoneCountry), error: null }),
    showPasswordRequired: assign({ invalid: { field: 'password', rule: 'required' } }),
    forgetPassword: assign({ password: '' }),
    clearMessages: assign({ invalid: null, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    toastSaved: ({ context }) => context.toast.send({ type: 'SHOW', text: t(context.cardId === null ? 'bankCard.added' : 'bankCard.edited') }),
  },
}).createMachine({
  id: 'bankCardEdit',
  description: 'Add or edit a bank card: bank, holder, digits-only number, phone, remark; the password asked again before saving.',
  context: ({ input }) => ({ ...input, banks: [], card: null, form: emptyForm, password: '', invalid: null, error: null, twoFactor: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ cardId: context.cardId }),
        onDone: { target: 'form', actions: { type: 'takeForm', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showError', params: errorOf } },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    form: {
      on: {
        CHANGE: { actions: 'change' },
        SAVE: [{ guard: 'formInvalid', actions: 'showInvalid' }, { target: 'password', actions: 'clearMessages' }],
      },
    },
    password: {
      on: {
        CHANGE_PASSWORD: { actions: 'changePassword' },
        CONFIRM: [
          { guard: 'passwordBlank', actions: 'showPasswordRequired' },
          { guard: 'twoFactorOn', target: 'secondFactor', actions: 'clearMessages' },
          { target: 'saving', actions: 'clearMessages' },
        ],
        CANCEL: { target: 'form', actions: ['forgetPassword', 'clearMessages'] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => ({ cardId: context.cardId, card: bankCardInputOf(context.form, context.password) }),
        onDone: { target: 'saved', actions: ['forgetPassword', 'toastSaved'] },
        // A wrong password or a refused card: asked again, with the server's words.
        onError: { target: 'password', actions: ['forgetPassword', { type: 'showError', params: errorOf }] },
      },
    },
    // --- 2FA (issue 12): a wrong password shows in the code step; cancel asks the password again ---
    secondFactor: {
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }) => ({ ticket: JSON.stringify({ cardId: context.cardId, card: bankCardInputOf(context.form, context.password) }) }),
        onDone: [
          { guard: { type: 'secondFactorCancelled', params: secondFactorOutput }, target: 'password', actions: 'forgetPassword' },
          { target: 'saved', actions: ['forgetPassword', 'toastSaved'] },
        ],
      },
    },
    saved: { type: 'final' },
  },
});
