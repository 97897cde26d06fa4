// A player's saved bank cards (SPEC.md §3 "Bank card"; new cards defaultStatus 0, operatorCode
// CUSTOM). SPEC.md §7 names no paths for them; these are ours (BankCardItem is bank-card.schema.ts):
//   GET  /bankCard/list                      -> BankCardItem[]
//   POST /bankCard/add         BankCardInput -> BankCardItem
//   PUT  /bankCard/edit/{id}   BankCardInput -> BankCardItem
//   POST /bankCard/default/{id} { password, twoFactorCode? } -> BankCardItem[]
// Adding, changing or choosing the default card asks for the player's password again (`password`
// in the body) and, while 2FA is on, the authenticator code (`twoFactorCode`).

export interface BankCardInput {
  bank: string;
  bankCardName: string;
  /** Digits only (SPEC.md §5). */
  bankCardAccount: string;
  bankCardRemark?: string;
  phone: string;
  password: string;
  /** The authenticator (or recovery) code, asked as well while the player has 2FA on (issue 12). */
  twoFactorCode?: string;
}
