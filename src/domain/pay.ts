// The deposit calls' input and the upload limits (SPEC.md §7 pay calls, §5; issue 8 "Deposits").
// What the server answers is declared in pay.schema.ts.

/** POST /pay/ManualDeposit/submit (Idempotency-Key). */
export interface ManualDepositInput {
  payeeAccountId: number;
  /** The payer's own account: a saved card's number or one typed in. */
  memberBankAccount: string;
  /** When the player made the transfer (epoch ms). */
  depositTime: number;
  amount: number;
  /** The url POST /common/upload answered. */
  receiptUrl: string;
}

/** SPEC.md §5 upload limits. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
/**
 * Pictures one player may upload in an hour (issue 17): a feedback's three and a few receipts, with
 * room to retry, but not a flood of re-encoding work and stored files. Past it: HTTP 429.
 */
export const UPLOADS_PER_PLAYER_PER_HOUR = 20;
