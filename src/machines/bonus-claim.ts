// What the system-bonus and rebate screens share about a claim (issue 11: claim → paid into the
// wallet, idempotent). Each claimable row has at most one Idempotency-Key, made when the player
// first confirms its claim and kept while the claim may have reached the server (no reply, a
// timeout, the key still running), so however often it is retried it pays once. The key is
// forgotten when the claim is paid or plainly refused (the server kept nothing).
import { fromPromise } from 'xstate';
import { toMajorUnits, toMinorUnits } from '../domain/money';
import type { ConfirmAsker } from './game-comments.actors';

export { mayHaveArrived } from './withdrawal.machine';

export type ClaimKeys = Readonly<Record<number, string>>;

/** The row's key: the one kept from an unfinished claim, else a new one. */
export function keepClaimKey(keys: ClaimKeys, id: number, makeKey: () => string): ClaimKeys {
  return keys[id] ? keys : { ...keys, [id]: makeKey() };
}

export function dropClaimKey(keys: ClaimKeys, id: number): ClaimKeys {
  const rest = { ...keys };
  delete rest[id];
  return rest;
}

/** `total - amount` in minor units, never below zero (floating point would leave 0.000001). */
export function lessBy(total: number, amount: number): number {
  const left = (toMinorUnits(total) ?? 0n) - (toMinorUnits(amount) ?? 0n);
  return toMajorUnits(left > 0n ? left : 0n);
}

export interface ClaimQuestion {
  confirm: ConfirmAsker;
  title: string;
  text: string;
  confirmText: string;
}

/** Resolves with the player's answer from the app's confirm dialog. */
export const askClaim = fromPromise<boolean, ClaimQuestion>(
  ({ input }) => new Promise<boolean>((answer) => input.confirm.send({ type: 'ASK', title: input.title, text: input.text, confirmText: input.confirmText, answer })),
);

/** A claim as the screen reports it once paid. */
export interface PaidClaim {
  id: number;
  amount: number;
}
