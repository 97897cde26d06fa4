// What an operator does to a wallet by hand (`npm run ops -- wallet adjust`): a correction is a
// new transfer against the house adjustments account, recorded with who and why.
import { randomUUID } from 'node:crypto';
import { toMajorText, toMinorUnits } from '../../../src/domain/money';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { LedgerService, TransferResult } from './ledger.service';

/** Finds a player by username or phone (the accounts module's), throwing when there is none. */
export interface PlayerFinder {
  find(login: string): Promise<{ id: number; username: string; phone: string }>;
}

export interface Adjustment extends TransferResult {
  username: string;
  amount: bigint;
  wallet: bigint;
}

export class WalletAdminService {
  constructor(private readonly deps: { ledger: LedgerService; players: PlayerFinder }) {}

  /**
   * Adds (positive) or takes (negative) `amountText` major units to or from the player's wallet.
   * Throws InsufficientFunds when it would make the wallet negative; nothing moves then.
   */
  async adjust(login: string, amountText: string, reason: string, actor: string): Promise<Adjustment> {
    const amount = parseSignedAmount(amountText);
    if (reason.trim() === '') throw new Error('A reason is required.');
    const player = await this.deps.players.find(login);
    const wallet = { playerId: player.id, purpose: 'wallet' } as const;
    const house = { house: 'adjustments' } as const;
    const result = await this.deps.ledger
      .transfer({
      kind: 'adjustment',
      from: amount > 0n ? house : wallet,
      to: amount > 0n ? wallet : house,
      amount: amount > 0n ? amount : -amount,
      // Each command run is its own correction; a new reference per run.
      reference: `adjustment:${randomUUID()}`,
      memo: reason.trim(),
        actor,
      })
      .catch((error: unknown) => {
        // The operator reads plain words, not a locale key.
        if (error instanceof InsufficientFunds) throw new Error(`Refused: ${player.username}'s wallet holds less than ${toMajorText(-amount)}; nothing moved.`);
        throw error;
      });
    const balances = await this.deps.ledger.balances(player.id);
    return { ...result, username: player.username, amount, wallet: balances.wallet };
  }
}

/** "12.50" or "-3": a signed amount in major units with at most two decimals, never zero. */
export function parseSignedAmount(text: string): bigint {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const minor = toMinorUnits(negative || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed);
  if (minor === null || minor === 0n) {
    throw new Error(`"${text}" is not an amount: give a non-zero number of major units with at most two decimals, e.g. 100 or -12.50.`);
  }
  return negative ? -minor : minor;
}
