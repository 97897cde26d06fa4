// The demo maker's games as the frame API sees them: names, stated returns, and the reading of a
// round request (major units on the wire) into the wager the fair-game mapping plays (integer
// minor units, src/domain/fair-games). A request that is not a legal wager is refused with the
// key of a localized error, and changes nothing.
import { toMinorUnits } from '../../../src/domain/money';
import * as fishing from '../../../src/domain/fair-games/deep-sea-blaster';
import * as poker from '../../../src/domain/fair-games/jacks-or-better';
import * as slot from '../../../src/domain/fair-games/lucky-lanterns';
import * as shootout from '../../../src/domain/fair-games/penalty-shootout';
import * as roulette from '../../../src/domain/fair-games/royal-roulette';
import { FAIR_GAME_RTP, isFairGameCode, type FairGameCode } from '../../../src/domain/fair-games/replay';

export const DEMO_GAME_NAMES: Readonly<Record<FairGameCode, string>> = {
  'lucky-lanterns': 'Lucky Lanterns',
  'royal-roulette': 'Royal Roulette',
  'jacks-or-better': 'Jacks or Better',
  'deep-sea-blaster': 'Deep Sea Blaster',
  'penalty-shootout': 'Penalty Shootout',
};

export function demoGame(code: string): { code: FairGameCode; name: string; rtp: number } | null {
  if (!isFairGameCode(code)) return null;
  return { code, name: DEMO_GAME_NAMES[code], rtp: FAIR_GAME_RTP[code] };
}

/** What a round request asks for, in minor units. */
export type RoundRequest =
  | { game: 'lucky-lanterns'; wager: slot.LanternsWager; bet: number }
  | { game: 'royal-roulette'; wager: roulette.RouletteWager; bet: number }
  | { game: 'penalty-shootout'; wager: shootout.ShootoutWager; bet: number }
  | { game: 'jacks-or-better'; action: 'deal'; wager: poker.PokerDealWager; bet: number }
  | { game: 'jacks-or-better'; action: 'draw'; hold: boolean[] }
  | { game: 'deep-sea-blaster'; wager: fishing.FishingWager; bet: number };

export type WagerProblem = 'invalidStake' | 'invalidBets' | 'invalidShootoutBets' | 'invalidHold' | 'invalidAction' | 'invalidFish';

/** An amount in major units as the wire carries it, as a safe integer of minor units, or null. */
function minor(amount: unknown): number | null {
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  const value = toMinorUnits(amount);
  return value === null || value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readRoundRequest(game: FairGameCode, body: unknown): RoundRequest | { problem: WagerProblem } {
  const input = isObject(body) ? body : {};
  switch (game) {
    case 'lucky-lanterns': {
      const stake = minor(input.stake);
      if (!slot.isValidStake(stake)) return { problem: 'invalidStake' };
      const wager = { stake };
      return { game, wager, bet: slot.totalBet(wager) };
    }
    case 'royal-roulette': {
      if (!Array.isArray(input.bets)) return { problem: 'invalidBets' };
      const bets = input.bets.map((bet: unknown) => {
        const item = isObject(bet) ? bet : {};
        return { kind: item.kind, numbers: item.numbers ?? [], amount: minor(item.amount) };
      });
      const wager = { bets } as unknown;
      if (!roulette.isValidWager(wager)) return { problem: 'invalidBets' };
      // Recorded with the numbers each bet covers, in order, so the record reads the same whatever the page sent.
      const canonical = { bets: wager.bets.map((bet) => ({ kind: bet.kind, numbers: roulette.coveredNumbers(bet) ?? [], amount: bet.amount })) };
      return { game, wager: canonical, bet: roulette.totalBet(canonical) };
    }
    case 'jacks-or-better': {
      if (input.action === 'deal') {
        const stake = minor(input.stake);
        if (!poker.isValidStake(stake)) return { problem: 'invalidStake' };
        return { game, action: 'deal', wager: { stake }, bet: stake };
      }
      if (input.action === 'draw') {
        if (!poker.isValidHold(input.hold)) return { problem: 'invalidHold' };
        return { game, action: 'draw', hold: input.hold };
      }
      return { problem: 'invalidAction' };
    }
    case 'deep-sea-blaster': {
      // The page says which kind of fish the shot was aimed at; the kind, not where it swam, is what the float is read against.
      if (!fishing.isFishKind(input.fish)) return { problem: 'invalidFish' };
      const bet = minor(input.bet);
      if (!fishing.isValidBet(bet)) return { problem: 'invalidStake' };
      return { game, wager: { fish: input.fish, bet }, bet };
    }
    case 'penalty-shootout': {
      if (!Array.isArray(input.bets)) return { problem: 'invalidShootoutBets' };
      // Recorded with exactly the three fields the outcome reads, whatever else the page sent.
      const wager = { bets: input.bets.map((bet: unknown) => (isObject(bet) ? { market: bet.market, pick: bet.pick, amount: minor(bet.amount) } : {})) } as unknown;
      if (!shootout.isValidWager(wager)) return { problem: 'invalidShootoutBets' };
      return { game, wager, bet: shootout.totalBet(wager) };
    }
  }
}
