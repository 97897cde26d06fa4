// The wallet flags as the server sends them: data of GET /pay/getWalletParams (SPEC.md §3
// "Wallet parameters", §6), the one source of their type (wire.schema.ts).
import { Type, type Static } from 'typebox';

export const WalletParamsReplySchema = Type.Object({
  /** Withdrawal shown. */
  openStatus: Type.Boolean(),
  manualDepositOpenStatus: Type.Boolean(),
  autoDepositFunctionStatus: Type.Boolean(),
  depositAmountListStatus: Type.Boolean(),
  withdrawAmountListStatus: Type.Boolean(),
});
export type WalletParamsReply = Static<typeof WalletParamsReplySchema>;
