// What a module that moves money or changes payout details asks of the accounts module's
// authenticator 2FA (issue 12): a code, when the player has 2FA on. Kept as an interface so the
// withdrawals module depends on the check, not on the accounts module.
import type { DbExecutor } from '../db/client';

export interface SecondFactorCheck {
  /**
   * Passes when the player has 2FA off, or `code` is a right authenticator or recovery code, which
   * it uses up inside `tx`; throws otherwise (server.twoFactor.required / codeWrong / locked).
   */
  confirm(playerId: number, code: string | undefined, tx: DbExecutor): Promise<void>;
  /**
   * Runs `work`; a wrong code that `work` threw (its transaction rolled back) is counted against
   * the player's attempts in a transaction of its own, then thrown on.
   */
  counting<T>(playerId: number, work: () => Promise<T>): Promise<T>;
}
