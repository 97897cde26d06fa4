// Recomputes a recorded round from its seeds, the same way the demo maker computed it: the verify
// page runs this in the browser once the server seed is revealed, and the maker runs it to play.
// Wagers and wins are integer minor units (see each game's file).
import { roundFloats } from '../provably-fair';
import * as deepSeaBlaster from './deep-sea-blaster';
import * as jacksOrBetter from './jacks-or-better';
import * as luckyLanterns from './lucky-lanterns';
import * as penaltyShootout from './penalty-shootout';
import { RTP as PENALTY_SHOOTOUT_RTP } from './penalty-shootout-chances';
import * as royalRoulette from './royal-roulette';

export const FAIR_GAME_CODES = [luckyLanterns.GAME_CODE, royalRoulette.GAME_CODE, jacksOrBetter.GAME_CODE, deepSeaBlaster.GAME_CODE, penaltyShootout.GAME_CODE] as const;
export type FairGameCode = (typeof FAIR_GAME_CODES)[number];

export function isFairGameCode(code: string): code is FairGameCode {
  return (FAIR_GAME_CODES as readonly string[]).includes(code);
}

export interface ReplayInput {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The wager as recorded (game-specific JSON). */
  wager: unknown;
}

export interface ReplayResult {
  outcome:
    | luckyLanterns.LanternsOutcome
    | royalRoulette.RouletteOutcome
    | jacksOrBetter.PokerOutcome
    | deepSeaBlaster.FishingOutcome
    | penaltyShootout.ShootoutOutcome;
  /** Minor units. */
  win: number;
}

export class UnknownFairGame extends Error {
  override name = 'UnknownFairGame';
}

/** What replaying and checking a round needs of a game, the same for every game. */
interface FairGameRules {
  rtp: number;
  /** The total bet of a wager, minor units. */
  totalBet(wager: unknown): number;
  /** The outcome and win of a round from its floats and wager. */
  play(floats: (count: number) => readonly number[], wager: unknown): ReplayResult;
}

/** A game's rules from its file's exports; `totalBet` where its wager has no total of its own. */
function rulesOf<W, O extends ReplayResult['outcome']>(
  game: { RTP: number; FLOATS_NEEDED: number; outcome(floats: readonly number[], wager: W): O; payout(outcome: O, wager: W): number },
  totalBet: (wager: W) => number,
): FairGameRules {
  return {
    rtp: game.RTP,
    totalBet: (wager) => totalBet(wager as W),
    play: (floats, wager) => {
      const outcome = game.outcome(floats(game.FLOATS_NEEDED), wager as W);
      return { outcome, win: game.payout(outcome, wager as W) };
    },
  };
}

const FAIR_GAMES: Readonly<Record<FairGameCode, FairGameRules>> = {
  [luckyLanterns.GAME_CODE]: rulesOf(luckyLanterns, luckyLanterns.totalBet),
  [royalRoulette.GAME_CODE]: rulesOf(royalRoulette, royalRoulette.totalBet),
  [jacksOrBetter.GAME_CODE]: rulesOf<jacksOrBetter.PokerWager, jacksOrBetter.PokerOutcome>(jacksOrBetter, (wager) => wager.stake),
  [deepSeaBlaster.GAME_CODE]: rulesOf(deepSeaBlaster, deepSeaBlaster.totalBet),
  // Its stated RTP is its lowest market's, kept with the chances it is computed from.
  [penaltyShootout.GAME_CODE]: rulesOf({ ...penaltyShootout, RTP: PENALTY_SHOOTOUT_RTP }, penaltyShootout.totalBet),
};

/**
 * The stated return to player of each game (jacks-or-better: with optimal holds; deep-sea-blaster:
 * whichever fish is aimed at; penalty-shootout: its lowest market).
 */
export const FAIR_GAME_RTP = Object.fromEntries(FAIR_GAME_CODES.map((code) => [code, FAIR_GAMES[code].rtp])) as Readonly<Record<FairGameCode, number>>;

/** The total bet of a wager, minor units. */
export function wagerTotal(gameCode: FairGameCode, wager: unknown): number {
  return FAIR_GAMES[gameCode].totalBet(wager);
}

/** The outcome and win of a round, from its seeds and wager alone. */
export function replayRound(round: ReplayInput): ReplayResult {
  if (!isFairGameCode(round.gameCode)) throw new UnknownFairGame(round.gameCode);
  return FAIR_GAMES[round.gameCode].play((count) => roundFloats(round.serverSeed, round.clientSeed, round.nonce, count), round.wager);
}

/**
 * A recorded outcome in the shape replayRound gives today (Lucky Lanterns' rounds recorded with
 * 0-based `line` read as 1-based `payline`; docs/provably-fair.md), so old rounds stay verifiable.
 */
export function recordedOutcome(gameCode: string, outcome: unknown): unknown {
  return gameCode === luckyLanterns.GAME_CODE ? luckyLanterns.readRecordedOutcome(outcome) : outcome;
}

/**
 * Short language-neutral lines describing an outcome, for the verify page to put its own labels
 * around: symbol codes row by row, the pocket and its colour, card codes.
 */
export function describeOutcome(gameCode: string, outcome: unknown): string[] {
  switch (gameCode) {
    case luckyLanterns.GAME_CODE: {
      const result = luckyLanterns.readRecordedOutcome(outcome) as luckyLanterns.LanternsOutcome;
      const lines = [`Stops: ${result.stops.join(' ')}`, ...result.window.map((row, index) => `Row ${index + 1}: ${row.join(' ')}`)];
      for (const line of result.lines) lines.push(`Line ${line.payline}: ${line.count} x ${line.symbol} = ${line.win}`);
      if (result.scatterWin > 0) lines.push(`${luckyLanterns.SCATTER} x ${result.scatters} = ${result.scatterWin}`);
      return lines;
    }
    case royalRoulette.GAME_CODE: {
      const result = outcome as royalRoulette.RouletteOutcome;
      return [`Pocket: ${result.pocket} ${result.colour}`, ...result.bets.map((bet) => `${bet.kind} ${bet.numbers.join(',')}: ${bet.amount} -> ${bet.win}`)];
    }
    case jacksOrBetter.GAME_CODE: {
      const result = outcome as jacksOrBetter.PokerOutcome;
      const held = result.dealt.filter((_, index) => result.hold[index]);
      return [`Dealt: ${result.dealt.join(' ')}`, `Held: ${held.length > 0 ? held.join(' ') : '-'}`, `Final: ${result.final.join(' ')}`, `Hand: ${result.hand ?? '-'}`];
    }
    case deepSeaBlaster.GAME_CODE: {
      const result = outcome as deepSeaBlaster.FishingOutcome;
      const chance = deepSeaBlaster.FISH[result.fish]?.chance ?? 0;
      return [`Fish: ${result.fish} x${result.multiplier}`, `Roll: ${result.roll} (catches below ${chance})`, `${result.caught ? 'Caught' : 'Missed'}: ${result.win}`];
    }
    case penaltyShootout.GAME_CODE: {
      const result = outcome as penaltyShootout.ShootoutOutcome;
      const letter = { goal: 'G', save: 'S', miss: 'M' } as const;
      const row = (team: penaltyShootout.Team) => result.kicks.filter((kick) => kick.team === team).map((kick) => letter[kick.result]).join(' ');
      return [
        `Home: ${row('home')}`,
        `Away: ${row('away')}`,
        `After five each: ${result.regulation.home}-${result.regulation.away}${result.suddenDeath ? ', sudden death' : ''}${result.coin ? ', coin' : ''}`,
        `Winner: ${result.winner} (${result.final.home}-${result.final.away})`,
        ...result.bets.map((bet) => `${bet.market} ${bet.pick} @ ${(bet.odds / 100).toFixed(2)}: ${bet.amount} -> ${bet.win}`),
      ];
    }
    default:
      throw new UnknownFairGame(gameCode);
  }
}
