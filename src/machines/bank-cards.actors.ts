// The calls the card list makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BankCardItem } from '../domain/bank-card.schema';
import { listBankCards, setDefaultBankCard, type DefaultCardProof } from '../services/bank-card.api';
import { getTwoFactorStatus } from '../services/security.api';
import { codeStep } from './two-factor-code.machine';

export interface BankCardsData {
  cards: BankCardItem[];
  /** Issue 17: the player has 2FA on, so a new default asks for a code after the password. */
  twoFactor: boolean;
}

/** The card to become the default and the password typed for it: the code step's ticket. */
export interface DefaultCardChoice {
  id: number;
  password: string;
}

// The password prompt and the code step show the server's refusal, so the calls do not toast it as well.
const setDefault = (id: number, proof: DefaultCardProof) => setDefaultBankCard(id, proof, { toastError: false });

export const bankCardsActors = {
  loadCards: fromPromise<BankCardsData>(async () => {
    const [cards, status] = await Promise.all([listBankCards(), getTwoFactorStatus()]);
    return { cards, twoFactor: status.enabled };
  }),
  setDefault: fromPromise<BankCardItem[], DefaultCardChoice>(({ input }) => setDefault(input.id, { password: input.password })),
  // Issue 17: the code step sets the default itself, as the card form's saves the card.
  secondFactor: codeStep(({ ticket, code }) => {
    const { id, password } = JSON.parse(ticket) as DefaultCardChoice;
    return setDefault(id, { password, twoFactorCode: code });
  }),
};
