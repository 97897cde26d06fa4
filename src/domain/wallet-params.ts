// The wallet flags as the server sends them: data of GET /pay/getWalletParams (SPEC.md §3
// "Wallet parameters", §6). The server's reply schema is checked against this type at compile time.

export interface WalletParamsReply {
  /** Withdrawal shown. */
  openStatus: boolean;
  manualDepositOpenStatus: boolean;
  autoDepositFunctionStatus: boolean;
  depositAmountListStatus: boolean;
  withdrawAmountListStatus: boolean;
}
