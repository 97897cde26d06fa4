// A batch of rounds nets into one ledger posting per player (issue 19): the player's game wallet
// moves by the sum of win - bet over their rounds in the batch, not round by round, so a batch of
// 500 rounds of 200 players makes at most 200 postings. The per-round rule is kept: walking the
// rounds in the batch's order from each game wallet's balance, the first round whose net would take
// a wallet below zero is refused, exactly where posting them one at a time would have refused it.

/** What netting reads of a round. */
export interface NettedRound {
  playerId: number;
  bet: bigint;
  win: bigint;
}

export interface PlayerNet<R extends NettedRound> {
  playerId: number;
  /** Sum of win - bet over `rounds`: positive pays the game wallet, negative pays the house. */
  net: bigint;
  /** The player's rounds in batch order; the first names the posting. */
  rounds: R[];
}

/**
 * Nets `rounds` (in batch order) per player, from each player's game wallet balance before the
 * batch (`balances`; a player missing there holds 0). Answers the index in `rounds` of the first
 * round that would take its player's wallet below zero, or the nets, players in the order of their
 * first round.
 */
export function netByPlayer<R extends NettedRound>(
  rounds: readonly R[],
  balances: ReadonlyMap<number, bigint>,
): { refusedAt: number } | { refusedAt: null; nets: PlayerNet<R>[] } {
  const nets = new Map<number, PlayerNet<R>>();
  for (const [index, round] of rounds.entries()) {
    let player = nets.get(round.playerId);
    if (!player) {
      player = { playerId: round.playerId, net: 0n, rounds: [] };
      nets.set(round.playerId, player);
    }
    player.net += round.win - round.bet;
    // As a posting of this round's net alone would have been checked: the balance after it.
    if ((balances.get(round.playerId) ?? 0n) + player.net < 0n) return { refusedAt: index };
    player.rounds.push(round);
  }
  return { refusedAt: null, nets: [...nets.values()] };
}
