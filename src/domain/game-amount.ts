// The amount a player moves into a game (SPEC.md §2 playingGame "recharge with an amount", §8
// "wrong amount" and "Insufficient balance, please Deposit!"): positive, at most two decimals, and
// covered by the wallet when its balance is known. Compared in minor units (money.ts), never in
// floating point. The server checks again; this only spares a round trip that must fail.
import { toMinorUnits } from './money';

export type GameAmountProblem = 'wrongAmount' | 'insufficientBalance';

/** The quick amounts offered before a launch or a recharge; only those the wallet covers show. */
export const GAME_QUICK_AMOUNTS = [50, 100, 200, 500, 1000, 2000] as const;

/** Why `text` cannot be moved in, or null. `balance` null: not known yet, the server decides. */
export function gameAmountProblem(text: string, balance: number | null): GameAmountProblem | null {
  const amount = toMinorUnits(text);
  if (amount === null || amount <= 0n) return 'wrongAmount';
  if (balance === null) return null;
  const available = toMinorUnits(Math.max(balance, 0)) ?? 0n;
  return amount > available ? 'insufficientBalance' : null;
}

/** "All of my wallet": refused only when the wallet is known to be empty. */
export function wholeWalletProblem(balance: number | null): GameAmountProblem | null {
  if (balance === null) return null;
  return (toMinorUnits(Math.max(balance, 0)) ?? 0n) > 0n ? null : 'insufficientBalance';
}

/** The quick amounts the wallet covers (all of them while the balance is unknown). */
export function quickAmountsFor(balance: number | null): number[] {
  return GAME_QUICK_AMOUNTS.filter((amount) => gameAmountProblem(String(amount), balance) === null);
}
