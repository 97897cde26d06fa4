// `npm run ops -- game rounds check`: every round's money traced to the ledger posting it points at.
// A batch nets each player's rounds into one gameRound transfer, so the check is the other way
// round from the ledger check: each posting moved its player's game wallet by exactly the net of
// the rounds naming it, all of one player, maker and batch; no posting lacks rounds; and the rounds
// naming none (a player's rounds that netted to zero) net to zero, unless their maker's money
// moved call by call (a seamless-wallet maker's).
import { toMajorText } from '../../../src/domain/money';

/** One round posting as the ledger holds it. */
export interface RoundPostingMove {
  transferId: number;
  reference: string;
  playerId: number;
  maker: string;
  amount: bigint;
}

/** Rounds grouped by the transfer they name (null: none), player and maker. */
export interface RoundPostingGroup {
  transferId: number | null;
  playerId: number;
  makerCode: string;
  rounds: number;
  net: bigint;
  batches: number;
}

/**
 * One line per disagreement between the rounds and their postings; empty when they agree. The
 * rounds of `settledPerCall` makers (seamless wallet: each bet and win was its own transfer between
 * the player's money and the house, checked where those calls are kept) name no posting and are
 * left out of the rule that such rounds net to zero.
 */
export function checkRoundPostings(moves: readonly RoundPostingMove[], groups: readonly RoundPostingGroup[], settledPerCall: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const byTransfer = new Map(moves.map((move) => [move.transferId, move]));
  const named = new Map<number, RoundPostingGroup[]>();
  const unposted = new Map<string, bigint>();
  for (const group of groups) {
    if (group.transferId === null) {
      if (settledPerCall.has(group.makerCode)) continue;
      const key = `player ${group.playerId} at ${group.makerCode}`;
      unposted.set(key, (unposted.get(key) ?? 0n) + group.net);
    } else {
      named.set(group.transferId, [...(named.get(group.transferId) ?? []), group]);
    }
  }
  for (const [transferId, parts] of named) {
    const move = byTransfer.get(transferId);
    const rounds = parts.reduce((sum, part) => sum + part.rounds, 0);
    if (!move) {
      problems.push(`${rounds} round(s) name transfer ${transferId}, which moved no game wallet as a round posting`);
      continue;
    }
    const [part] = parts;
    if (parts.length > 1 || part!.playerId !== move.playerId || part!.makerCode !== move.maker) {
      problems.push(`transfer ${transferId} (${move.reference}) moved player ${move.playerId}'s game wallet at ${move.maker}, but rounds of ${parts.map((one) => `player ${one.playerId} at ${one.makerCode}`).join(', ')} name it`);
    } else if (part!.net !== move.amount) {
      problems.push(`transfer ${transferId} (${move.reference}) moved ${toMajorText(move.amount)}, but its ${rounds} round(s) net ${toMajorText(part!.net)}`);
    } else if (part!.batches > 1) {
      problems.push(`transfer ${transferId} (${move.reference}) covers rounds recorded in ${part!.batches} batches`);
    }
  }
  for (const move of moves) {
    if (!named.has(move.transferId)) problems.push(`transfer ${move.transferId} (${move.reference}) moved ${toMajorText(move.amount)}, but no round names it`);
  }
  for (const [who, net] of unposted) {
    if (net !== 0n) problems.push(`${who}: the rounds that name no posting net ${toMajorText(net)}, not 0`);
  }
  return problems;
}
