// A saved bank card on the wire (SPEC.md §3 "Bank card"; the calls are listed in bank-card.ts),
// the one source of its type (wire.schema.ts).
import { Type, type Static } from 'typebox';

export const BankCardItemSchema = Type.Object({
  id: Type.Number(),
  /** Bank code (SPEC.md §3 registration's `bank`). */
  bank: Type.String(),
  bankName: Type.String(),
  /** Cardholder. */
  bankCardName: Type.String(),
  /** The card number, masked but for its last four digits. */
  bankCardAccount: Type.String(),
  bankCardRemark: Type.String(),
  phone: Type.String(),
  icon: Type.String(),
  defaultStatus: Type.Number(),
  operatorCode: Type.String(),
  operatorName: Type.String(),
});
export type BankCardItem = Static<typeof BankCardItemSchema>;
